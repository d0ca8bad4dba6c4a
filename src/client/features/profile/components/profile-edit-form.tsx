/**
 * The profile edit form (spec.md §2 Profile edit): name, avatar, cover, skills, experience, bio, interests (modal
 * with search), region (modal with search, can be unset), SNS visibility, X handle, LinkedIn; the unsaved-changes
 * prompt, the local draft with restore, the admin-only role panel, and links to the profile and account settings.
 * Errors (spec.md §8): server field errors, else the server's message, else copy.profile.saveFailed
 */
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { AvatarField } from "#client/components/avatar-field.tsx";
import { ErrorBox } from "#client/components/error-box.tsx";
import { useFlash } from "#client/components/flash-message.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, flattenFieldErrors, messagesFor } from "#client/lib/trpc-errors.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { useSession } from "#client/lib/use-session.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { PROFILE_LIMITS, type ProfileView } from "#shared/schemas/profile.ts";
import { useProfileForm } from "../hooks/use-profile-form.ts";
import { useRefreshProfile } from "../hooks/use-refresh-profile.ts";
import { useUnsavedChanges } from "../hooks/use-unsaved-changes.ts";
import { CoverField } from "./cover-field.tsx";
import { InterestsModal } from "./interests-modal.tsx";
import { InterestsField, RegionField } from "./profile-choice-fields.tsx";
import { ProfileCover } from "./profile-cover.tsx";
import { RegionModal } from "./region-modal.tsx";
import { RolePanel } from "./role-panel.tsx";

const p = copy.profile;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;

/** The error-box lines of a failed save (spec.md §8 Profile save). */
function saveErrors(error: unknown, localCover: string | null): string[] {
  const local = localCover ? [localCover] : [];
  if (!error) return local;
  const fields = flattenFieldErrors(fieldErrorsOf(error));
  if (fields.length > 0) return [...local, ...fields];
  const message = error instanceof Error ? error.message : "";
  return [...local, JAPANESE.test(message) ? message : p.saveFailed];
}

/** The form of /profile/edit over the member's saved `profile`. */
export function ProfileEditForm({ profile }: { profile: ProfileView }) {
  const form = useProfileForm(profile);
  const { values, set } = form;
  const { isAdmin } = useSession();
  const categories = useCategories();
  const regions = useRegions();
  const refreshSession = useRefreshProfile();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const save = trpc.profile.update.useMutation();
  const [modal, setModal] = useState<"interests" | "region" | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const release = useUnsavedChanges(form.dirty && !save.isPending, p.unsavedPrompt);

  const fieldErrors = fieldErrorsOf(save.error);
  const errorsFor = (field: string) => messagesFor(fieldErrors, field);
  const boxMessages = saveErrors(save.error, coverError);

  const categoryNames = new Map<number, string>();
  for (const parent of categories.data ?? []) {
    categoryNames.set(parent.id, parent.name);
    for (const child of parent.children) categoryNames.set(child.id, child.name);
  }
  const regionName = regions.data?.find((region) => region.id === values.regionId)?.name ?? p.regionUnset;

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setCoverError(null);
    save.mutate(form.toFormData(), {
      onSuccess: async () => {
        form.clearDraft();
        release();
        show(p.saved);
        navigate(paths.profileMe());
        await refreshSession();
      },
    });
  }

  const text = (
    id: string,
    field: "name" | "twitter" | "linkedin",
    apiField: string,
    label: string,
    max: number,
    hint?: string,
    required?: boolean,
  ) => {
    const errors = errorsFor(apiField);
    return (
      <FormField id={id} label={label} required={required} hint={hint} errors={errors}>
        <input
          id={id}
          name={apiField}
          className="input"
          value={values[field]}
          maxLength={max}
          onChange={(event) => set(field, event.target.value)}
          aria-required={required || undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy(id, { hint: Boolean(hint), errors })}
        />
      </FormField>
    );
  };

  const area = (
    id: string,
    field: "skills" | "experience" | "bio",
    label: string,
    max: number,
    options: { hint?: string; placeholder: string; rows: number },
  ) => {
    const errors = errorsFor(field);
    return (
      <FormField id={id} label={label} hint={options.hint} errors={errors}>
        <textarea
          id={id}
          name={field}
          className="textarea"
          rows={options.rows}
          value={values[field]}
          maxLength={max}
          placeholder={options.placeholder}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy(id, { hint: Boolean(options.hint), errors })}
        />
      </FormField>
    );
  };

  return (
    <div className="container page page--narrow profile-edit">
      <header className="page-head profile-edit__head">
        <h1 className="page-head__title">{p.titles.edit}</h1>
        <nav className="profile-edit__links" aria-label={p.titles.edit}>
          <Link href={paths.profileMe()}>{p.viewProfile}</Link>
          <Link href={paths.accountSettings()}>{p.accountSettings}</Link>
        </nav>
      </header>

      {form.offerDraft ? (
        <div className="draft-banner" role="status">
          <p>{p.draftFound}</p>
          <div className="draft-banner__actions">
            <button type="button" className="button button--primary" onClick={form.restoreDraft}>
              {p.draftRestore}
            </button>
            <button type="button" className="button button--ghost" onClick={form.discardDraft}>
              {p.draftDiscard}
            </button>
          </div>
        </div>
      ) : null}

      <form className="form-card profile-form" onSubmit={handleSubmit} noValidate>
        <ErrorBox messages={boxMessages} />
        <ProfileCover
          name={values.name}
          coverUrl={form.cover.preview}
          avatarUrl={form.avatar.preview}
          coverAlt={p.coverAlt(values.name)}
        />
        <AvatarField
          name={values.name}
          previewUrl={form.avatar.preview}
          canRemove={form.avatar.canRemove}
          removalPending={values.avatarRemove}
          errors={errorsFor("avatar")}
          onFile={form.avatar.choose}
          onRemove={form.avatar.remove}
        />
        <CoverField
          selectedPreset={form.cover.selectedPreset}
          canRemove={form.cover.canRemove}
          errors={[...errorsFor("cover_image"), ...errorsFor("cover_preset")]}
          onPreset={form.cover.choosePreset}
          onFile={(file) => {
            setCoverError(null);
            form.cover.chooseFile(file);
          }}
          onTooLarge={() => setCoverError(p.coverTooLarge)}
          onRemove={form.cover.remove}
        />
        {text("profile-name", "name", "name", p.fields.name, FIELD_LIMITS.name, undefined, true)}
        {area("profile-skills", "skills", p.fields.skills, 2000, {
          hint: p.skillsHint,
          placeholder: p.skillsPlaceholder,
          rows: 3,
        })}
        {area("profile-experience", "experience", p.fields.experience, PROFILE_LIMITS.experience, {
          placeholder: p.experiencePlaceholder,
          rows: 5,
        })}
        {area("profile-bio", "bio", p.fields.bio, PROFILE_LIMITS.bio, {
          placeholder: p.bioPlaceholder,
          rows: 5,
        })}

        <InterestsField
          ids={values.interests}
          names={categoryNames}
          errors={errorsFor("categories")}
          onRemove={(id) =>
            set(
              "interests",
              values.interests.filter((other) => other !== id),
            )
          }
          onOpen={() => setModal("interests")}
        />
        <RegionField name={regionName} errors={errorsFor("region_id")} onOpen={() => setModal("region")} />

        <label className="checkbox profile-form__sns">
          <input
            type="checkbox"
            name="show_sns"
            checked={values.showSns}
            onChange={(event) => set("showSns", event.target.checked)}
          />
          <span>{p.fields.showSns}</span>
        </label>
        {text("profile-twitter", "twitter", "twitter_handle", p.fields.twitterHandle, 200, p.twitterHint)}
        {text(
          "profile-linkedin",
          "linkedin",
          "linkedin_profile",
          p.fields.linkedinProfile,
          PROFILE_LIMITS.linkedin,
          p.linkedinHint,
        )}

        <div className="form-actions">
          <button type="submit" className="button button--primary button--large" disabled={save.isPending}>
            {save.isPending ? p.saving : p.save}
          </button>
        </div>
      </form>

      {isAdmin ? (
        <RolePanel userId={profile.id} roles={profile.roles} onChanged={() => void refreshSession()} />
      ) : null}

      <InterestsModal
        open={modal === "interests"}
        categories={categories.data ?? []}
        selected={values.interests}
        onChange={(ids) =>
          set(
            "interests",
            [...ids].sort((a, b) => a - b),
          )
        }
        onClose={() => setModal(null)}
      />
      <RegionModal
        open={modal === "region"}
        regions={regions.data ?? []}
        value={values.regionId}
        onChange={(id) => set("regionId", id)}
        onClose={() => setModal(null)}
      />
    </div>
  );
}
