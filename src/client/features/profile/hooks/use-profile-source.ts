/**
 * The profile source order of spec.md §4: the owner reads their own profile, an administrator the admin view
 * then the member view, everyone else the public profile; a 401, 403, 404 or 405 falls through to the next
 * source. The answer is cached per viewer and profile like any query.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileView, PublicProfileView } from "../../../../shared/schemas/profile.ts";
import { trpc } from "../../../lib/trpc.ts";
import { httpStatusOf } from "../../../lib/trpc-errors.ts";
import { useSession } from "../../accounts/hooks/use-session.ts";

/** Statuses that mean "ask the next source". */
const FALL_THROUGH = new Set([401, 403, 404, 405]);

export type AnyProfile = ProfileView | PublicProfileView;

/** The query key of a profile as seen by `viewerId`. */
export function profileSourceKey(profileId: number | null, viewerId: number | null): unknown[] {
  return ["profile-source", profileId, viewerId];
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
    queryFn: async () => {
      const id = profileId as number;
      const sources: (() => Promise<AnyProfile>)[] = [];
      if (viewerId === id) sources.push(() => utils.client.profile.me.query());
      if (isAdmin) {
        sources.push(() => utils.client.admin.user.query({ id }));
        sources.push(() => utils.client.profile.byId.query({ id }));
      }
      sources.push(() => utils.client.profile.public.query({ id }));
      let lastError: unknown;
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
    },
  });
  return { ...query, profileId };
}

/** Writes a new version of a cached profile (e.g. after a follow toggle), for every viewer key. */
export function useProfileCacheUpdate() {
  const queryClient = useQueryClient();
  return (profileId: number, update: (profile: AnyProfile) => AnyProfile) => {
    queryClient.setQueriesData<AnyProfile>({ queryKey: ["profile-source", profileId] }, (old) =>
      old ? update(old) : old,
    );
  };
}
