/**
 * The operations of the profile domain (docs/product.md §2 Profile show, Profile edit, Interest setup, Region
 * setup; §7 /api/profile*, /api/users/{id}, /api/public/profile/{id}). Inputs and outputs are the shared schemas
 * of shared/schemas/profile.ts. The edit form's uploads arrive as file parts: REST reads multipart bodies as
 * values (http/body.ts), tRPC takes FormData through `formInput`.
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
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
import { defineOperation } from "../../edge/define.ts";
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

const summaries = openapiCopy.summaries;
/** A user id in a path: an id no account can have is the profile's 404 on both transports. */
const userId = { id: copy.profile.notFound };

export const profileOperations = {
  /**
   * The edit form (FormData or multipart: fields, `categories[i]`, files `avatar` and `cover_image`; or form or
   * JSON; docs/product.md §3 Profile save payload) → the saved ProfileView (REST: `{message, data, user}`, data
   * and user both the profile).
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (Japanese field errors, images included).
   */
  update: defineOperation({
    name: "profile.update",
    summary: summaries["profile.update"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own profile",
    input: formInput(ZProfileUpdateInput),
    output: ZProfileView,
    rest: { method: "POST", path: "/profile", message: copy.profile.saved, extra: { user: "answer" } },
    handler: (ctx, input) => updateProfile(ctx, ctx.viewer, input),
  }),
  /** → `{avatar_url: null}` (REST: the same) after removing the avatar. @throws UNAUTHORIZED. */
  removeAvatar: defineOperation({
    name: "profile.removeAvatar",
    summary: summaries["profile.removeAvatar"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own avatar",
    output: ZAvatarRemoved,
    rest: { method: "DELETE", path: "/profile/avatar", answer: "same" },
    handler: (ctx) => removeAvatar(ctx, ctx.viewer),
  }),
  /**
   * `{cover_key}` → the ProfileView with that preset cover (REST: `{data, cover_url}`).
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (unknown key).
   */
  setCoverPreset: defineOperation({
    name: "profile.setCoverPreset",
    summary: summaries["profile.setCoverPreset"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own cover",
    input: ZCoverPresetInput,
    output: ZProfileView,
    rest: { method: "POST", path: "/profile/cover/preset", extra: { cover_url: "answer.cover_url" } },
    handler: (ctx, input) => setCoverPreset(ctx, ctx.viewer, input),
  }),
  /** → the ProfileView with the default-gray cover (REST: `{data, cover_url}`). @throws UNAUTHORIZED. */
  removeCover: defineOperation({
    name: "profile.removeCover",
    summary: summaries["profile.removeCover"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own cover",
    output: ZProfileView,
    rest: { method: "DELETE", path: "/profile/cover", extra: { cover_url: "answer.cover_url" } },
    handler: (ctx) => removeCover(ctx, ctx.viewer),
  }),
  /** → the member's interests `{data: [{id, name, parent_id}], categories: [ids]}` (REST: the same). @throws UNAUTHORIZED. */
  interests: defineOperation({
    name: "profile.interests",
    summary: summaries["profile.interests"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own interests",
    output: ZInterestsView,
    rest: { method: "GET", path: "/profile/interests", answer: "same" },
    handler: (ctx) => getInterests(ctx.db, ctx.viewer),
  }),
  /**
   * `{categories}` → the replaced interests (same shape; docs/product.md §5 Interest setup).
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (unknown categories).
   */
  setInterests: defineOperation({
    name: "profile.setInterests",
    summary: summaries["profile.setInterests"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own interests",
    input: ZInterestsInput,
    output: ZInterestsView,
    rest: { method: "POST", path: "/profile/interests", answer: "same" },
    handler: (ctx, input) => setInterests(ctx.db, ctx.viewer, input),
  }),
  /** → `{id, regions, userRegion}`: the member's region and the 47 regions (REST: the same). @throws UNAUTHORIZED. */
  region: defineOperation({
    name: "profile.region",
    summary: summaries["profile.region"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own region",
    output: ZRegionChoiceView,
    rest: { method: "GET", path: "/profile/region", answer: "same" },
    handler: (ctx) => getRegionChoice(ctx.db, ctx.viewer),
  }),
  /**
   * `{region_id}` → the same shape after setting it (docs/product.md §5 Region setup).
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (copy.profile.regionRequired).
   */
  setRegion: defineOperation({
    name: "profile.setRegion",
    summary: summaries["profile.setRegion"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own region",
    input: ZRegionSetupInput,
    output: ZRegionChoiceView,
    rest: { method: "POST", path: "/profile/region", answer: "same" },
    handler: (ctx, input) => setRegion(ctx.db, ctx.viewer, input),
  }),
  /**
   * → the member's own full ProfileView (the owner's source of docs/product.md §4 Profile sources); tRPC only.
   * @throws UNAUTHORIZED (visitor, or the account is gone).
   */
  me: defineOperation({
    name: "profile.me",
    summary: summaries["profile.me"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own full profile",
    output: ZProfileView,
    rest: null,
    handler: (ctx) => getOwnProfile(ctx.db, ctx.viewer),
  }),
  /**
   * `{id}` → a ProfileView for the member themself and admins (admins: deleted members too), else a
   * PublicProfileView (REST: `{data}` on GET /api/profile/{id} and GET /api/users/{id}).
   * @throws UNAUTHORIZED, NOT_FOUND (copy.profile.notFound, also for an id no account can have).
   */
  byId: defineOperation({
    name: "profile.byId",
    summary: summaries["profile.byId"],
    gate: "member",
    kind: "private-read",
    owner:
      "the profile: the full view (e-mail, status, login times) for the member themself and admins, the public view for other members",
    input: ZUserIdInput,
    output: ZMemberProfileView,
    pathIds: userId,
    rest: [
      { method: "GET", path: "/profile/{id}" },
      { method: "GET", path: "/users/{id}" },
    ],
    handler: (ctx, input) => getProfileForMember(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id}` → the PublicProfileView, anyone (REST `{data}`: no e-mail, SNS only when shown).
   * @throws NOT_FOUND (copy.profile.notFound, also for an id no account can have).
   */
  public: defineOperation({
    name: "profile.public",
    summary: summaries["profile.public"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZUserIdInput,
    output: ZPublicProfileView,
    pathIds: userId,
    rest: { method: "GET", path: "/public/profile/{id}" },
    handler: (ctx, input) => getPublicProfile(ctx.db, ctx.viewer, input),
  }),
};
