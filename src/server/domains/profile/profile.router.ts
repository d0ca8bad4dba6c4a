/**
 * tRPC procedures of the profile domain (docs/product.md §7 /api/profile*, /api/users/{id},
 * /api/public/profile/{id}). Inputs and outputs are the shared schemas of shared/schemas/profile.ts; the REST
 * adapters (profile.rest.ts) parse with the same input schemas and call the same services.
 */

import { formInput } from "#shared/schemas/fields.ts";
import {
  ZAvatarRemoved,
  ZCoverPresetInput,
  ZInterestsInput,
  ZInterestsView,
  ZMemberProfileView,
  ZProfileUpdateInput,
  ZProfileView,
  ZPublicProfileView,
  ZRegionChoiceView,
  ZRegionSetupInput,
  ZUserIdInput,
} from "#shared/schemas/profile.ts";
import { memberProcedure, publicProcedure, router } from "../../trpc/init.ts";
import {
  getInterests,
  getOwnProfile,
  getProfileForMember,
  getPublicProfile,
  getRegionChoice,
  removeAvatar,
  removeCover,
  setCoverPreset,
  setInterests,
  setRegion,
  updateProfile,
} from "./profile.service.ts";

export const profileRouter = router({
  /**
   * → the member's own full ProfileView (the owner's source of docs/product.md §4 Profile sources).
   * @throws UNAUTHORIZED (visitor, or the account is gone).
   */
  me: memberProcedure.output(ZProfileView).query(({ ctx }) => getOwnProfile(ctx.db, ctx.viewer)),
  /**
   * `{id}` → a ProfileView for the owner and admins (admins: deleted members too), else a PublicProfileView.
   * @throws UNAUTHORIZED, NOT_FOUND (copy.profile.notFound), UNPROCESSABLE_CONTENT.
   */
  byId: memberProcedure
    .input(ZUserIdInput)
    .output(ZMemberProfileView)
    .query(({ ctx, input }) => getProfileForMember(ctx.db, ctx.viewer, input)),
  /** `{id}` → the PublicProfileView (anyone). @throws NOT_FOUND (copy.profile.notFound), UNPROCESSABLE_CONTENT. */
  public: publicProcedure
    .input(ZUserIdInput)
    .output(ZPublicProfileView)
    .query(({ ctx, input }) => getPublicProfile(ctx.db, ctx.viewer, input)),
  /**
   * The edit form (FormData: fields, `categories[i]`, files `avatar` and `cover_image`; or the object,
   * docs/product.md §3 Profile save payload) → the saved ProfileView.
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (Japanese field errors, images included).
   */
  update: memberProcedure
    .input(formInput(ZProfileUpdateInput))
    .output(ZProfileView)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.viewer, input)),
  /** → `{avatar_url: null}` after removing the avatar. @throws UNAUTHORIZED. */
  removeAvatar: memberProcedure.output(ZAvatarRemoved).mutation(({ ctx }) => removeAvatar(ctx, ctx.viewer)),
  /** `{cover_key}` → the ProfileView with that preset cover. @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT. */
  setCoverPreset: memberProcedure
    .input(ZCoverPresetInput)
    .output(ZProfileView)
    .mutation(({ ctx, input }) => setCoverPreset(ctx, ctx.viewer, input)),
  /** → the ProfileView with the default-gray cover. @throws UNAUTHORIZED. */
  removeCover: memberProcedure.output(ZProfileView).mutation(({ ctx }) => removeCover(ctx, ctx.viewer)),
  /** → the member's interests `{data: [{id, name, parent_id}], categories}`. @throws UNAUTHORIZED. */
  interests: memberProcedure.output(ZInterestsView).query(({ ctx }) => getInterests(ctx.db, ctx.viewer)),
  /**
   * `{categories}` → the replaced interests (same shape). @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (unknown
   * categories, docs/product.md §5 Interest setup).
   */
  setInterests: memberProcedure
    .input(ZInterestsInput)
    .output(ZInterestsView)
    .mutation(({ ctx, input }) => setInterests(ctx.db, ctx.viewer, input)),
  /** → `{id, regions, userRegion}`: the member's region and the 47 regions. @throws UNAUTHORIZED. */
  region: memberProcedure.output(ZRegionChoiceView).query(({ ctx }) => getRegionChoice(ctx.db, ctx.viewer)),
  /**
   * `{region_id}` → the same shape after setting it. @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT
   * (copy.profile.regionRequired, docs/product.md §5 Region setup).
   */
  setRegion: memberProcedure
    .input(ZRegionSetupInput)
    .output(ZRegionChoiceView)
    .mutation(({ ctx, input }) => setRegion(ctx.db, ctx.viewer, input)),
});
