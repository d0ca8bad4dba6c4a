/**
 * State of the profile edit form (docs/product.md §2–§4): react-hook-form over the text fields, interests, region, SNS
 * and the image choices, checked by the shared ZProfileUpdateInput (the server's very messages; the server
 * still judges the files); whether anything changed (dirty), the local draft (text choices only; files are not
 * kept), the multipart payload of docs/product.md §3 Profile save payload, and the submit that merges the server's field
 * errors into the form.
 */
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { formDataOf } from "#client/lib/form-data.ts";
import { applyServerErrors, FORM_OPTIONS, rawSchemaResolver } from "#client/lib/schema-form.ts";
import {
  COVER_PRESET_PREFIX,
  coverPresetUrl,
  DEFAULT_COVER_KEY,
  type ProfileView,
  ZProfileUpdateInput,
} from "#shared/schemas/profile.ts";
import { draftKey, useProfileDraft } from "./use-profile-draft.ts";

/** What the draft keeps: everything but the files. */
export interface ProfileFormValues {
  name: string;
  skills: string;
  experience: string;
  bio: string;
  interests: number[];
  regionId: number | null;
  showSns: boolean;
  twitter: string;
  linkedin: string;
  /** null = keep the current cover. */
  coverPreset: string | null;
  coverRemove: boolean;
  avatarRemove: boolean;
}

/** The form values of a saved profile. */
export function valuesOf(profile: ProfileView): ProfileFormValues {
  return {
    name: profile.name,
    skills: profile.skills_list.join("、"),
    experience: profile.experience ?? "",
    bio: profile.bio ?? "",
    interests: profile.interests.map((interest) => interest.id).sort((a, b) => a - b),
    regionId: profile.region_id,
    showSns: profile.show_sns,
    twitter: profile.twitter_handle ?? "",
    linkedin: profile.linkedin_profile ?? "",
    coverPreset: null,
    coverRemove: false,
    avatarRemove: false,
  };
}

/** The shared schema's input for the form's values (the payload's names; errors come back under them). */
function toInput(values: ProfileFormValues) {
  return {
    name: values.name,
    skills: values.skills,
    experience: values.experience,
    bio: values.bio,
    show_sns: values.showSns,
    twitter_handle: values.twitter,
    linkedin_profile: values.linkedin,
    region_id: values.regionId,
    categories: values.interests,
    avatar_remove: values.avatarRemove,
    cover_preset: values.coverPreset ?? undefined,
    cover_remove: values.coverRemove,
  };
}

const resolver = rawSchemaResolver(ZProfileUpdateInput, toInput);

/**
 * The multipart payload of docs/product.md §3 (categories[]; an empty list clears the interests, an empty
 * region_id unsets the region): a new file wins over its removal, a cover file over a preset.
 */
function toFormData(values: ProfileFormValues, avatarFile: File | null, coverFile: File | null): FormData {
  return formDataOf(ZProfileUpdateInput, {
    ...toInput(values),
    avatar: avatarFile ?? undefined,
    avatar_remove: avatarFile ? undefined : values.avatarRemove || undefined,
    cover_image: coverFile ?? undefined,
    cover_preset: coverFile ? undefined : (values.coverPreset ?? undefined),
    cover_remove: coverFile || values.coverPreset ? undefined : values.coverRemove || undefined,
  });
}

function same(a: ProfileFormValues, b: ProfileFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** An object URL for a chosen file, revoked when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The profile form over the saved `profile`: `submit` sends the payload and rejects with the call's error when
 * it fails (its field errors are then merged into the form).
 */
export function useProfileForm(profile: ProfileView, submit: (payload: FormData) => Promise<unknown>) {
  const initial = useMemo(() => valuesOf(profile), [profile]);
  const form = useForm<ProfileFormValues>({ ...FORM_OPTIONS, resolver, defaultValues: initial });
  // useWatch keeps one object per change (form.watch() makes a new one every render, and the draft would be
  // saved again by a render after a save, e.g. while the next page's chunk loads).
  const values = useWatch({ control: form.control }) as ProfileFormValues;
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const dirty = !same(values, initial) || avatarFile !== null || coverFile !== null;
  const draft = useProfileDraft<ProfileFormValues>(draftKey(profile.id), values, dirty);
  const offerDraft = draft.stored !== null && !same(draft.stored, initial) && !same(draft.stored, values);

  const avatarPreview = useObjectUrl(avatarFile);
  const coverPreview = useObjectUrl(coverFile);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });
  const setAll = (next: Partial<ProfileFormValues>) => {
    for (const [key, value] of Object.entries(next)) set(key as keyof ProfileFormValues, value as never);
  };

  const currentPreset = profile.cover_image?.startsWith(COVER_PRESET_PREFIX)
    ? profile.cover_image.slice(COVER_PRESET_PREFIX.length)
    : profile.cover_image
      ? null
      : DEFAULT_COVER_KEY;

  return {
    form,
    values,
    set,
    dirty,
    offerDraft,
    restoreDraft: () => {
      if (draft.stored) setAll({ ...initial, ...draft.stored });
      draft.dismiss();
    },
    discardDraft: draft.clear,
    clearDraft: draft.clear,
    onSubmit: form.handleSubmit(async (checked) => {
      await submit(toFormData(checked, avatarFile, coverFile)).catch((error: unknown) =>
        applyServerErrors(form, error),
      );
    }),
    avatar: {
      preview: avatarPreview ?? (values.avatarRemove ? null : profile.avatar_url),
      canRemove: avatarFile !== null || (!values.avatarRemove && profile.avatar_url !== null),
      choose: (file: File) => {
        setAvatarFile(file);
        set("avatarRemove", false);
      },
      remove: () => {
        setAvatarFile(null);
        set("avatarRemove", profile.avatar_url !== null);
      },
    },
    cover: {
      preview:
        coverPreview ??
        (values.coverPreset
          ? coverPresetUrl(values.coverPreset)
          : values.coverRemove
            ? coverPresetUrl(DEFAULT_COVER_KEY)
            : profile.cover_url),
      selectedPreset: coverFile
        ? null
        : (values.coverPreset ?? (values.coverRemove ? DEFAULT_COVER_KEY : currentPreset)),
      canRemove:
        coverFile !== null ||
        values.coverPreset !== null ||
        (!values.coverRemove && profile.cover_image !== null),
      choosePreset: (key: string) => {
        setCoverFile(null);
        setAll({ coverPreset: key, coverRemove: false });
      },
      chooseFile: (file: File) => {
        setCoverFile(file);
        setAll({ coverPreset: null, coverRemove: false });
      },
      remove: () => {
        setCoverFile(null);
        setAll({ coverPreset: null, coverRemove: profile.cover_image !== null });
      },
    },
  };
}
