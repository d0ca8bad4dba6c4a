/**
 * The profile source order of docs/product.md §4: the owner reads their own profile, an administrator the admin view
 * then the member view, everyone else the public profile; a 401, 403, 404 or 405 falls through to the next
 * source. The answer is cached per viewer and profile like any query.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PROFILE_SOURCE_KEY } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import type { ProfileView, PublicProfileView } from "#shared/schemas/profile.ts";

/** Statuses that mean "ask the next source" (docs/product.md §4). */
const FALL_THROUGH = new Set([401, 403, 404, 405]);

export type AnyProfile = ProfileView | PublicProfileView;

/** A profile source of docs/product.md §4: the owner's own, the admin view, the member view, the public profile. */
export type ProfileSource = "me" | "admin" | "member" | "public";

/**
 * The sources to ask, in order (docs/product.md §4): the owner reads their own profile first, an administrator the admin
 * view and then the member view, and everyone ends with the public profile.
 */
export function profileSourceOrder(profileId: number, viewer: { id: number; isAdmin: boolean } | null) {
  const order: ProfileSource[] = [];
  if (viewer?.id === profileId) order.push("me");
  if (viewer?.isAdmin) order.push("admin", "member");
  order.push("public");
  return order;
}

/**
 * The first answer of `sources`, asked one after the other: a 401, 403, 404 or 405 falls through to the next
 * source; any other failure (500, network) stops at once.
 * @throws the stopping error, or the last source's error when every source fell through.
 */
export async function firstAvailable<T>(sources: readonly (() => Promise<T>)[]): Promise<T> {
  let lastError: unknown = new Error("no profile source");
  for (const source of sources) {
    try {
      return await source();
    } catch (error) {
      lastError = error;
      const status = httpStatusOf(error);
      if (status === null || !FALL_THROUGH.has(status)) throw error;
    }
  }
  throw lastError;
}

/** The query key of a profile as seen by `viewerId`. */
export function profileSourceKey(profileId: number | null, viewerId: number | null): unknown[] {
  return [PROFILE_SOURCE_KEY, profileId, viewerId];
}

/**
 * Loads profile `target` ("me" = the signed-in member). `error` carries the last source's error; use
 * `httpStatusOf(error) === 404` to tell "not found" from other failures.
 */
export function useProfileSource(target: number | "me") {
  const { user, isAdmin } = useSession();
  const utils = trpc.useUtils();
  const profileId = target === "me" ? (user?.id ?? null) : target;
  const viewerId = user?.id ?? null;
  const query = useQuery<AnyProfile>({
    queryKey: profileSourceKey(profileId, viewerId),
    enabled: profileId !== null,
    retry: false,
    queryFn: () => {
      const id = profileId as number;
      const call: Record<ProfileSource, () => Promise<AnyProfile>> = {
        me: () => utils.client.profile.me.query(),
        admin: () => utils.client.admin.user.query({ id }),
        member: () => utils.client.profile.byId.query({ id }),
        public: () => utils.client.profile.public.query({ id }),
      };
      const viewer = viewerId === null ? null : { id: viewerId, isAdmin };
      return firstAvailable(profileSourceOrder(id, viewer).map((source) => call[source]));
    },
  });
  return { ...query, profileId };
}

/** Writes a new version of a cached profile (e.g. after a follow toggle), for every viewer key. */
export function useProfileCacheUpdate() {
  const queryClient = useQueryClient();
  return (profileId: number, update: (profile: AnyProfile) => AnyProfile) => {
    queryClient.setQueriesData<AnyProfile>({ queryKey: [PROFILE_SOURCE_KEY, profileId] }, (old) =>
      old ? update(old) : old,
    );
  };
}
