import { openapiCopy } from "#shared/copy/openapi.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { formInput } from "#shared/schemas/fields.ts";
import {
  type OrganizationStatsCsv,
  ZOrganizationStats,
  ZOrganizationStatsCsv,
  ZOrganizationStatsInput,
} from "#shared/schemas/organization-stats.ts";
import {
  ZAcceptInvitationInput,
  ZCategoryRequirementInput,
  ZCategoryRequirementView,
  ZCreateOrganizationInput,
  ZInvitationView,
  ZInviteInput,
  ZMembershipList,
  ZMembershipView,
  ZOrganizationDeleted,
  ZOrganizationIdInput,
  ZOrganizationListInput,
  ZOrganizationLogoInput,
  ZOrganizationPage,
  ZOrganizationSlugInput,
  ZOrganizationView,
  ZStaffList,
  ZStaffMemberInput,
  ZStaffRemoved,
  ZUpdateOrganizationInput,
  ZVouchInput,
  ZVouchLogInput,
  ZVouchLogPage,
  ZVouchView,
  ZVouchWithdrawn,
} from "#shared/schemas/organizations.ts";
import { defineOperation, fileAnswer } from "../../edge/define.ts";
import { storageFor } from "../../media/storage.ts";
import { setCategoryRequirement } from "./answer-requirements.service.ts";
import { organizationInboxOperations } from "./organization-inbox.operations.ts";
import { removeOrganizationLogo, setOrganizationLogo } from "./organization-logo.service.ts";
import { acceptInvitation, inviteStaff, listStaff, removeStaff } from "./organization-staff.service.ts";
import { organizationStats, organizationStatsCsv } from "./organization-stats.service.ts";
import {
  createOrganization,
  deleteOrganization,
  listOrganizations,
  myOrganizations,
  organizationBySlug,
  takeOrganizationLimit,
  updateOrganization,
} from "./organizations.service.ts";
import { removeOwnVouch, vouch, vouchLog, withdrawVouch } from "./vouches.service.ts";

const summaries = openapiCopy.summaries;

/** GET /api/organizations/{id}/stats.csv answers the file itself (UTF-8 with a BOM, for Excel), not JSON. */
const csvAnswer = fileAnswer<OrganizationStatsCsv>(
  "text/csv; charset=utf-8",
  "UTF-8 with a BOM; a row per month, per category and per checked member",
);
const o = organizationsCopy;
const staffOrAdmin = "an organisation the caller is owner or staff of (administrators: any)";
const limitNote = "60 organisation writes an hour per member";

const organizationOperations = {
  /** `{name, kind, region_id, municipality_codes?, description?, contact?, slug?, verified?}` → 201 {data}. @throws 401, 403, 422, 429. */
  create: defineOperation({
    name: "organizations.create",
    summary: summaries["organizations.create"],
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: `${limitNote}; slug org-<id> unless given`,
    input: ZCreateOrganizationInput,
    output: ZOrganizationView,
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/admin/organizations", status: 201 },
    handler: (ctx, input) => createOrganization(ctx.db, input),
  }),
  /** `{id, …fields}` → the organisation (absent fields unchanged). @throws 401, 403, 404, 422, 429. */
  update: defineOperation({
    name: "organizations.update",
    summary: summaries["organizations.update"],
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: limitNote,
    input: ZUpdateOrganizationInput,
    output: ZOrganizationView,
    pathIds: { id: o.notFound },
    refusals: [404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: ["PATCH", "PUT"], path: "/admin/organizations/{id}" },
    handler: (ctx, input) => updateOrganization(ctx.db, input),
  }),
  /** `{id}` → `{deleted: true, message}` with its staff, vouches and log. @throws 401, 403, 404, 429. */
  delete: defineOperation({
    name: "organizations.delete",
    summary: summaries["organizations.delete"],
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: limitNote,
    input: ZOrganizationIdInput,
    output: ZOrganizationDeleted,
    pathIds: { id: o.notFound },
    refusals: [404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "DELETE", path: "/admin/organizations/{id}", answer: "same" },
    handler: (ctx, input) => deleteOrganization(ctx.db, input.id, storageFor(ctx.env)),
  }),
  /**
   * `{id, logo}` (multipart) → the organisation with `logo_url`: the logo re-encoded (EXIF/GPS gone, 512 px), also
   * its account's avatar. @throws 401, 403, 404, 422 (not an image, over 2 MB), 429.
   */
  setLogo: defineOperation({
    name: "organizations.setLogo",
    summary: summaries["organizations.setLogo"],
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: `${limitNote}; JPEG, PNG, WebP or GIF up to 2 MB, re-encoded`,
    input: formInput(ZOrganizationLogoInput),
    output: ZOrganizationView,
    pathIds: { id: o.notFound },
    refusals: [404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "PUT", path: "/admin/organizations/{id}/logo" },
    handler: (ctx, input) => setOrganizationLogo(ctx.db, storageFor(ctx.env), input),
  }),
  /** `{id}` → the organisation without a logo (its file removed). @throws 401, 403, 404, 429. */
  removeLogo: defineOperation({
    name: "organizations.removeLogo",
    summary: summaries["organizations.removeLogo"],
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: limitNote,
    input: ZOrganizationIdInput,
    output: ZOrganizationView,
    pathIds: { id: o.notFound },
    refusals: [404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "DELETE", path: "/admin/organizations/{id}/logo" },
    handler: (ctx, input) => removeOrganizationLogo(ctx.db, storageFor(ctx.env), input),
  }),
  /** `{region_id?, page?}` → a Laravel page of organisations, newest first. */
  list: defineOperation({
    name: "organizations.list",
    summary: summaries["organizations.list"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZOrganizationListInput,
    output: ZOrganizationPage,
    rest: { method: "GET", path: "/organizations" },
    handler: (ctx, input) => listOrganizations(ctx.db, input),
  }),
  /** → the viewer's memberships (organisation and role). @throws 401. */
  mine: defineOperation({
    name: "organizations.mine",
    summary: summaries["organizations.mine"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own memberships",
    output: ZMembershipList,
    rest: { method: "GET", path: "/me/organizations" },
    handler: (ctx) => myOrganizations(ctx.db, ctx.viewer),
  }),
  /** `{slug}` → the organisation's public view. @throws 404. */
  bySlug: defineOperation({
    name: "organizations.bySlug",
    summary: summaries["organizations.bySlug"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZOrganizationSlugInput,
    output: ZOrganizationView,
    pathKeys: { slug: o.notFound },
    rest: { method: "GET", path: "/organizations/{slug}" },
    handler: (ctx, input) => organizationBySlug(ctx.db, input),
  }),
  /** `{id, email, role}` → 201 the invitation; the signed link (7 days) is mailed. @throws 401, 403, 404, 422, 429. */
  invite: defineOperation({
    name: "organizations.invite",
    summary: summaries["organizations.invite"],
    gate: "verified",
    kind: "mutation",
    owner: "an organisation the caller owns (administrators: any — how the first owner is invited)",
    note: limitNote,
    input: ZInviteInput,
    output: ZInvitationView,
    pathIds: { id: o.notFound },
    refusals: [403, 404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/organizations/{id}/invitations", status: 201 },
    handler: (ctx, input) => inviteStaff(ctx.db, ctx.viewer, input),
  }),
  /** `{token}` → the membership. @throws 401, 403 (invalid or expired link, another address), 429. */
  acceptInvitation: defineOperation({
    name: "organizations.acceptInvitation",
    summary: summaries["organizations.acceptInvitation"],
    gate: "member",
    kind: "mutation",
    owner: "an invitation addressed to the caller's e-mail address",
    note: limitNote,
    input: ZAcceptInvitationInput,
    output: ZMembershipView,
    refusals: [403],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/organization-invitations/{token}/accept" },
    handler: (ctx, input) => acceptInvitation(ctx.db, ctx.env, ctx.viewer, input),
  }),
  /** `{id}` → owners and staff, owners first. @throws 401, 403, 404. */
  staff: defineOperation({
    name: "organizations.staff",
    summary: summaries["organizations.staff"],
    gate: "verified",
    kind: "private-read",
    owner: "an organisation the caller is owner or staff of (administrators: any)",
    input: ZOrganizationIdInput,
    output: ZStaffList,
    pathIds: { id: o.notFound },
    refusals: [403, 404],
    rest: { method: "GET", path: "/organizations/{id}/staff" },
    handler: (ctx, input) => listStaff(ctx.db, ctx.viewer, input.id),
  }),
  /** `{id, userId}` → `{removed: true}`; never the last owner. @throws 401, 403, 404, 422, 429. */
  removeStaff: defineOperation({
    name: "organizations.removeStaff",
    summary: summaries["organizations.removeStaff"],
    gate: "verified",
    kind: "mutation",
    owner: "an organisation the caller owns (administrators: any)",
    note: `${limitNote}; the last owner stays`,
    input: ZStaffMemberInput,
    output: ZStaffRemoved,
    pathIds: { id: o.notFound, userId: o.staffNotFound },
    refusals: [403, 404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "DELETE", path: "/organizations/{id}/staff/{userId}" },
    handler: (ctx, input) => removeStaff(ctx.db, ctx.viewer, input),
  }),
  /** `{id, user_id, method}` → 201 the vouch (never a document or number). @throws 401, 403, 404, 422, 429. */
  vouch: defineOperation({
    name: "organizations.vouch",
    summary: summaries["organizations.vouch"],
    gate: "verified",
    kind: "mutation",
    owner: "an organisation the caller is owner or staff of",
    note: `${limitNote}; logged`,
    input: ZVouchInput,
    output: ZVouchView,
    pathIds: { id: o.notFound },
    refusals: [403, 404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/organizations/{id}/vouches", status: 201 },
    handler: (ctx, input) => vouch(ctx.db, ctx.viewer, input),
  }),
  /** `{id, userId}` → `{withdrawn: true}`. @throws 401, 403, 404, 429. */
  withdrawVouch: defineOperation({
    name: "organizations.withdrawVouch",
    summary: summaries["organizations.withdrawVouch"],
    gate: "verified",
    kind: "mutation",
    owner: "an organisation the caller is owner or staff of",
    note: `${limitNote}; logged`,
    input: ZStaffMemberInput,
    output: ZVouchWithdrawn,
    pathIds: { id: o.notFound, userId: o.vouchNotFound },
    refusals: [403, 404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "DELETE", path: "/organizations/{id}/vouches/{userId}" },
    handler: (ctx, input) => withdrawVouch(ctx.db, ctx.viewer, input),
  }),
  /** `{id, page?}` → a Laravel page of vouches and withdrawals, newest first. @throws 401, 403, 404. */
  vouchLog: defineOperation({
    name: "organizations.vouchLog",
    summary: summaries["organizations.vouchLog"],
    gate: "verified",
    kind: "private-read",
    owner: "an organisation the caller owns (administrators: any)",
    input: ZVouchLogInput,
    output: ZVouchLogPage,
    pathIds: { id: o.notFound },
    refusals: [403, 404],
    rest: { method: "GET", path: "/organizations/{id}/vouch-log" },
    handler: (ctx, input) => vouchLog(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, level}` (`email`, `organization` or null) → the category with its level (docs/product.md "Organisations":
   * category requirements). @throws 401, 403, 404, 422, 429.
   */
  setCategoryRequirement: defineOperation({
    name: "organizations.setCategoryRequirement",
    summary: summaries["organizations.setCategoryRequirement"],
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: `${limitNote}; a parent's level covers its children`,
    input: ZCategoryRequirementInput,
    output: ZCategoryRequirementView,
    pathIds: { id: copy.errors.categoryNotFound },
    refusals: [404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "PUT", path: "/admin/categories/{id}/requirement" },
    handler: (ctx, input) => setCategoryRequirement(ctx.db, input),
  }),
  /** `{id}` (the organisation) → `{withdrawn: true}`: the caller removes its vouch for them. @throws 401, 404, 429. */
  removeMyVouch: defineOperation({
    name: "organizations.removeMyVouch",
    summary: summaries["organizations.removeMyVouch"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own vouch",
    note: `${limitNote}; logged as removed`,
    input: ZOrganizationIdInput,
    output: ZVouchWithdrawn,
    pathIds: { id: o.vouchNotFound },
    refusals: [404],
    rateLimit: (ctx) => takeOrganizationLimit(ctx.db, ctx.viewer),
    rest: { method: "DELETE", path: "/me/vouches/{id}" },
    handler: (ctx, input) => removeOwnVouch(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, from?, to?}` (YYYY-MM-DD, Japan; default the last twelve months) → the area's figures (docs/product.md
   * "Organisations": what happens in the area). @throws 401, 403, 404, 422.
   */
  stats: defineOperation({
    name: "organizations.stats",
    summary: summaries["organizations.stats"],
    gate: "verified",
    kind: "private-read",
    owner: staffOrAdmin,
    input: ZOrganizationStatsInput,
    output: ZOrganizationStats,
    pathIds: { id: o.notFound },
    refusals: [403, 404],
    rest: { method: "GET", path: "/organizations/{id}/stats" },
    handler: (ctx, input) => organizationStats(ctx.db, ctx.viewer, input),
  }),
  /** `{id, from?, to?}` → `{filename, content}`; REST answers the CSV file itself. @throws 401, 403, 404, 422. */
  statsCsv: defineOperation({
    name: "organizations.statsCsv",
    summary: summaries["organizations.statsCsv"],
    gate: "verified",
    kind: "private-read",
    owner: staffOrAdmin,
    input: ZOrganizationStatsInput,
    output: ZOrganizationStatsCsv,
    pathIds: { id: o.notFound },
    refusals: [403, 404],
    rest: { method: "GET", path: "/organizations/{id}/stats.csv", custom: csvAnswer },
    handler: (ctx, input) => organizationStatsCsv(ctx.db, ctx.viewer, input),
  }),
};

/** Every organisation operation: the organisation's own above, 代理投稿 and the shared inbox in their own file. */
export const organizationsOperations = { ...organizationOperations, ...organizationInboxOperations };
