/**
 * The images of the profile edit form (docs/product.md §2 Profile edit, §5 image rules): the cover with the avatar over
 * it as they will look, the avatar field (compressed in the browser) and the cover field (30 presets or an
 * upload of at most 4 MB; a larger file is reported through `onCoverTooLarge`).
 */
import { AvatarField } from "#client/components/avatar-field.tsx";
import { copy } from "#shared/copy.ts";
import type { useProfileForm } from "../hooks/use-profile-form.ts";
import { CoverField } from "./cover-field.tsx";
import { ProfileCover } from "./profile-cover.tsx";

type ProfileForm = ReturnType<typeof useProfileForm>;

interface ProfileImageFieldsProps {
  form: ProfileForm;
  errorsFor: (field: string) => string[];
  /** A cover file was chosen (clears the too-large message) or refused as too large (null / the message). */
  onCoverError: (message: string | null) => void;
}

/** The cover preview, the avatar field and the cover field of profile edit (docs/product.md §2 Profile edit). */
export function ProfileImageFields({ form, errorsFor, onCoverError }: ProfileImageFieldsProps) {
  const { values, avatar, cover } = form;
  return (
    <>
      <ProfileCover
        name={values.name}
        coverUrl={cover.preview}
        avatarUrl={avatar.preview}
        coverAlt={copy.profile.coverAlt(values.name)}
      />
      <AvatarField
        name={values.name}
        previewUrl={avatar.preview}
        canRemove={avatar.canRemove}
        removalPending={values.avatarRemove}
        errors={errorsFor("avatar")}
        onFile={avatar.choose}
        onRemove={avatar.remove}
      />
      <CoverField
        selectedPreset={cover.selectedPreset}
        canRemove={cover.canRemove}
        errors={[...errorsFor("cover_image"), ...errorsFor("cover_preset")]}
        onPreset={cover.choosePreset}
        onFile={(file) => {
          onCoverError(null);
          cover.chooseFile(file);
        }}
        onTooLarge={() => onCoverError(copy.profile.coverTooLarge)}
        onRemove={cover.remove}
      />
    </>
  );
}
