/**
 * The follow toggle of a profile (docs/product.md §2 Profile show, §4 toggles): optimistic, rolled back with
 * copy.profile.followFailed on failure; visitors are sent to /login?redirect=<current path>. Hidden on self
 * (the page does not render it). What shows follows is refreshed by useFollow / useUnfollow.
 */
import { useState } from "react";
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { useFollow, useUnfollow } from "#client/lib/use-follow.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { useProfileCacheUpdate } from "../hooks/use-profile-source.ts";

/** The follow / following button of a profile (docs/product.md §2 Profile show); visitors go to login. */
export function FollowButton({ userId, following }: { userId: number; following: boolean }) {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const updateCache = useProfileCacheUpdate();
  const follow = useFollow();
  const unfollow = useUnfollow();
  const [pending, setPending] = useState(false);

  const toLogin = () => {
    const { pathname, search, hash } = window.location;
    navigate(paths.login(`${pathname}${search}${hash}`));
  };

  async function toggle(): Promise<void> {
    if (!user) return toLogin();
    const next = !following;
    const set = (value: boolean) => updateCache(userId, (profile) => ({ ...profile, is_following: value }));
    set(next);
    setPending(true);
    try {
      await (next ? follow : unfollow).mutateAsync({ user_id: userId });
    } catch (error) {
      set(!next);
      if (httpStatusOf(error) === 401) return toLogin();
      show(copy.profile.followFailed, "error");
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className={`button ${following ? "button--ghost" : "button--outline"} profile-actions__follow`}
      aria-pressed={following}
      disabled={pending}
      onClick={() => void toggle()}
    >
      {following ? copy.profile.following : copy.profile.follow}
    </button>
  );
}
