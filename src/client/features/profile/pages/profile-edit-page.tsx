/**
 * /profile/edit (spec.md §2 Profile edit, §4 Profile form, §8 Profile save): loads the member's own profile and
 * renders the form once it is there.
 */
import { copy } from "../../../../shared/copy.ts";
import { FailureState, LoadingState } from "../../../components/status-message.tsx";
import { useDocumentHead } from "../../../lib/document-head.ts";
import { trpc } from "../../../lib/trpc.ts";
import { ProfileEditForm } from "../components/profile-edit-form.tsx";
import "../profile.css";

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
