/** tRPC procedures of the profile domain (spec.md §7 /api/profile*, /api/users/{id}, /api/public/profile/{id}). */
import { z } from "zod";
import {
  ZCoverPresetInput,
  ZInterestsInput,
  ZRegionSetupInput,
  ZUserIdInput,
} from "../../../shared/schemas/profile.ts";
import { formDataFields } from "../../http/form-data.ts";
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
import { parseProfileForm } from "./profile-form.ts";

export const profileRouter = router({
  /** The member's own full profile (the owner's source of spec.md §4). */
  me: memberProcedure.query(({ ctx }) => getOwnProfile(ctx.db, ctx.viewer)),
  /** A profile for a member: full for the owner and admins, public otherwise. @throws NOT_FOUND. */
  byId: memberProcedure
    .input(ZUserIdInput)
    .query(({ ctx, input }) => getProfileForMember(ctx.db, ctx.viewer, input)),
  /** The public profile (anyone). @throws NOT_FOUND. */
  public: publicProcedure
    .input(ZUserIdInput)
    .query(({ ctx, input }) => getPublicProfile(ctx.db, ctx.viewer, input)),
  /** Saves the profile from the edit form (FormData: fields, categories[i], avatar, cover_image). @throws 422. */
  update: memberProcedure.input(z.instanceof(FormData)).mutation(({ ctx, input }) => {
    const { fields, files } = parseProfileForm(formDataFields(input));
    return updateProfile(ctx, ctx.viewer, fields, files);
  }),
  /** Removes the avatar. */
  removeAvatar: memberProcedure.mutation(({ ctx }) => removeAvatar(ctx, ctx.viewer)),
  /** Chooses a cover preset. @throws 422 for an unknown key. */
  setCoverPreset: memberProcedure
    .input(ZCoverPresetInput)
    .mutation(({ ctx, input }) => setCoverPreset(ctx, ctx.viewer, input)),
  /** Removes the cover (default gray). */
  removeCover: memberProcedure.mutation(({ ctx }) => removeCover(ctx, ctx.viewer)),
  /** The member's interests. */
  interests: memberProcedure.query(({ ctx }) => getInterests(ctx.db, ctx.viewer)),
  /** Replaces the interests. @throws 422 for unknown categories. */
  setInterests: memberProcedure
    .input(ZInterestsInput)
    .mutation(({ ctx, input }) => setInterests(ctx.db, ctx.viewer, input)),
  /** The member's region and the list of regions. */
  region: memberProcedure.query(({ ctx }) => getRegionChoice(ctx.db, ctx.viewer)),
  /** Sets the region (required). @throws 422 copy.profile.regionRequired */
  setRegion: memberProcedure
    .input(ZRegionSetupInput)
    .mutation(({ ctx, input }) => setRegion(ctx.db, ctx.viewer, input)),
});
