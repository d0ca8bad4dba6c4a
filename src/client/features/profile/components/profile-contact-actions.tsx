/**
 * 依頼・相談する and フォローする on another member's profile (docs/product.md §2 Profile show, §12 Blocking). While
 * either member has blocked the other (safety.blockStatus, the query the block button shares) neither is offered:
 * a line says why instead — the blocker that 解除 brings them back, the blocked member that messages and follows are
 * not possible with this member. Visitors see both buttons (the request button leads to login first).
 */
import { Link } from "wouter";
import { trpc } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { FollowButton } from "./follow-button.tsx";

/** The contact buttons of the profile of member `userId`, or the reason they are not offered. */
export function ProfileContactActions({ userId, following }: { userId: number; following: boolean }) {
  const { user } = useSession();
  const status = trpc.safety.blockStatus.useQuery({ user_id: userId }, { enabled: user !== null });
  // Until the block state is known the buttons show (the usual case), so the profile does not move when it arrives.
  const block = status.data;
  if (block?.is_blocked || block?.blocked_me) {
    return (
      <p className="profile-actions__blocked" role="note">
        {block.is_blocked ? copy.safety.block.youBlocked : copy.safety.block.blockedYou}
      </p>
    );
  }
  return (
    <>
      {/* Opens or creates the thread; visitors log in first and come back here (docs/product.md §4). */}
      <Link
        href={user ? paths.threadCreate(userId) : paths.login(paths.profile(userId))}
        className="button button--primary"
      >
        {copy.profile.requestButton}
      </Link>
      <FollowButton userId={userId} following={following} />
    </>
  );
}
