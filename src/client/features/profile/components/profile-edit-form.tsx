/**
 * The profile edit form (docs/product.md §2 Profile edit): name, avatar, cover, skills, experience, bio, interests (modal
 * with search), region (modal with search, can be unset), SNS visibility, X handle, LinkedIn; the unsaved-changes
 * prompt, the local draft with restore, the admin-only role panel, and links to the profile and account settings.
 * Checked first with the shared ZProfileUpdateInput (use-profile-form.ts). Errors (docs/product.md §8): field errors,
 * else the server's message, else copy.profile.saveFailed.
 */
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ErrorBox } from "#client/components/error-box.tsx";
import { useFlash } from "#client/components/flash-message.tsx";
import { FormInput, FormTextarea } from "#client/components/form-field.tsx";
import { categoryName, regionName } from "#client/lib/reference-names.ts";
import { useFormErrors } from "#client/lib/schema-form.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { useSession } from "#client/lib/use-session.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { PROFILE_LIMITS, type ProfileView } from "#shared/schemas/profile.ts";
import { useProfileForm } from "../hooks/use-profile-form.ts";
import { useUpdateProfile } from "../hooks/use-profile-mutations.ts";
import { useUnsavedChanges } from "../hooks/use-unsaved-changes.ts";
import { DraftBanner } from "./draft-banner.tsx";
import { InterestsModal } from "./interests-modal.tsx";
import { InterestsField, RegionField } from "./profile-choice-fields.tsx";
import { ProfileImageFields } from "./profile-image-fields.tsx";
import { RegionModal } from "./region-modal.tsx";
import { RolePanel } from "./role-panel.tsx";

const p = copy.profile;
/** The error-box line of a failed save without field errors: the server's own text, else saveFailed. */
function saveFailed(error: unknown): string[] {
  return [serverMessageOf(error) ?? p.saveFailed];
}

/** The text inputs: form value → id, the payload's name (the input's name), label and limit. */
const TEXT = {
  name: { id: "profile-name", name: "name", label: p.fields.name, maxLength: FIELD_LIMITS.name },
  twitter: { id: "profile-twitter", name: "twitter_handle", label: p.fields.twitterHandle, maxLength: 200 },
  linkedin: {
    id: "profile-linkedin",
    name: "linkedin_profile",
    label: p.fields.linkedinProfile,
    maxLength: PROFILE_LIMITS.linkedin,
  },
} as const;

/** The form of /profile/edit over the member's saved `profile`. */
export function ProfileEditForm({ profile }: { profile: ProfileView }) {
  const { isAdmin } = useSession();
  const categories = useCategories();
  const regions = useRegions();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const save = useUpdateProfile();
  const form = useProfileForm(profile, async (payload) => {
    await save.mutateAsync(payload);
    form.clearDraft();
    release();
    show(p.saved);
    navigate(paths.profileMe());
  });
  const { values, set } = form;
  const [modal, setModal] = useState<"interests" | "region" | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const release = useUnsavedChanges(form.dirty && !save.isPending, p.unsavedPrompt);
  const errors = useFormErrors(form.form, { failure: save.error, failed: saveFailed });

  const categoryNames = new Map<number, string>();
  for (const parent of categories.data ?? []) {
    categoryNames.set(parent.id, categoryName(parent));
    for (const child of parent.children) categoryNames.set(child.id, categoryName(child));
  }
  const region = regions.data?.find((candidate) => candidate.id === values.regionId);
  const shownRegion = region ? regionName(region) : p.regionUnset;

  const text = (field: keyof typeof TEXT, options: { hint?: string; required?: boolean } = {}) => (
    <FormInput
      {...TEXT[field]}
      {...options}
      errors={errors.errorsFor(TEXT[field].name)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  return (
    <div className="container page page--narrow profile-edit">
      <header className="page-head profile-edit__head">
        <h1 className="page-head__title">{p.titles.edit}</h1>
        <nav className="profile-edit__links" aria-label={p.titles.edit}>
          <Link href={paths.profileMe()}>{p.viewProfile}</Link>
          <Link href={paths.accountSettings()}>{p.accountSettings}</Link>
        </nav>
      </header>

      {form.offerDraft ? <DraftBanner onRestore={form.restoreDraft} onDiscard={form.discardDraft} /> : null}

      <form
        className="form-card profile-form"
        onSubmit={(event) => {
          setCoverError(null);
          void form.onSubmit(event);
        }}
        noValidate
      >
        <ErrorBox messages={[...(coverError ? [coverError] : []), ...errors.messages]} />
        <ProfileImageFields form={form} errorsFor={errors.errorsFor} onCoverError={setCoverError} />
        {text("name", { required: true })}
        <FormTextarea
          id="profile-skills"
          label={p.fields.skills}
          hint={p.skillsHint}
          placeholder={p.skillsPlaceholder}
          errors={errors.errorsFor("skills")}
          rows={3}
          maxLength={2000}
          {...form.form.register("skills")}
        />
        <FormTextarea
          id="profile-experience"
          label={p.fields.experience}
          placeholder={p.experiencePlaceholder}
          errors={errors.errorsFor("experience")}
          rows={5}
          maxLength={PROFILE_LIMITS.experience}
          {...form.form.register("experience")}
        />
        <FormTextarea
          id="profile-bio"
          label={p.fields.bio}
          placeholder={p.bioPlaceholder}
          errors={errors.errorsFor("bio")}
          rows={5}
          maxLength={PROFILE_LIMITS.bio}
          {...form.form.register("bio")}
        />

        <InterestsField
          ids={values.interests}
          names={categoryNames}
          errors={errors.errorsFor("categories")}
          onRemove={(id) =>
            set(
              "interests",
              values.interests.filter((other) => other !== id),
            )
          }
          onOpen={() => setModal("interests")}
        />
        <RegionField
          name={shownRegion}
          errors={errors.errorsFor("region_id")}
          onOpen={() => setModal("region")}
        />

        <label className="checkbox profile-form__sns">
          <input
            type="checkbox"
            name="show_sns"
            checked={values.showSns}
            onChange={(event) => set("showSns", event.target.checked)}
          />
          <span>{p.fields.showSns}</span>
        </label>
        {text("twitter", { hint: p.twitterHint })}
        {text("linkedin", { hint: p.linkedinHint })}

        <div className="form-actions">
          <button type="submit" className="button button--primary button--large" disabled={save.isPending}>
            {save.isPending ? p.saving : p.save}
          </button>
        </div>
      </form>

      {isAdmin ? <RolePanel userId={profile.id} roles={profile.roles} /> : null}

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
