/**
 * /profile/edit (docs/product.md §2 Profile edit, §4 Profile form, §8 Profile save): loads the member's own profile and
 * renders the form once it is there.
 */

import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { ProfileEditForm } from "../components/profile-edit-form.tsx";
import "../profile.css";

/** /profile/edit (docs/product.md §2 Profile edit): loads the own profile, renders the form. */
export function ProfileEditPage() {
  useDocumentHead(copy.profile.titles.edit);
  const profile = trpc.profile.me.useQuery(undefined, { refetchOnWindowFocus: false });
  if (profile.isPending) return <LoadingState />;
  if (!profile.data) {
    return (
      <div className="container page page--narrow">
        <FailureState message={copy.profile.loadFailed} />
      </div>
    );
  }
  return <ProfileEditForm key={profile.data.updated_at} profile={profile.data} />;
}
