/**
 * Inputs and outputs of organisations that vouch (docs/product.md "Organisations"; docs/api.md "Organisations"):
 * the administrator's create, edit and delete, the public list and page, staff invitations by e-mail, the staff
 * list, and vouching (団体確認) with its log. REST and tRPC parse the same input.
 */
import { z } from "zod";
import { organizationsCopy } from "../copy/organizations.ts";
import { ANSWER_REQUIREMENTS } from "./catalog.ts";
import {
  booleanField,
  emailField,
  formList,
  formPage,
  optionalId,
  optionalText,
  pageOf,
  requiredId,
  requiredText,
  textField,
} from "./fields.ts";

const o = organizationsCopy;
const f = o.fields;

/** The kinds of organisation (docs/product.md "Organisations"). */
export const ORGANIZATION_KINDS = [
  "social_welfare_council",
  "npo",
  "neighborhood_association",
  "municipality",
  "other",
] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

/** The roles of an organisation's members: an owner invites and removes staff and reads the vouch log. */
export const ORGANIZATION_ROLES = ["owner", "staff"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** How staff checked a member (never the document or its number). */
export const VOUCH_METHODS = ["in_person", "drivers_license", "my_number_card", "other"] as const;
export type VouchMethod = (typeof VOUCH_METHODS)[number];

/** The limits of an organisation's fields (characters). */
export const ORGANIZATION_LIMITS = {
  name: 100,
  description: 2000,
  contact: 500,
  municipalities: 100,
  perPage: 20,
  logPerPage: 30,
  /** How long an invitation link stays valid. */
  invitationDays: 7,
} as const;

/** An administrator-given slug: lower-case ASCII letter first, then letters, digits, hyphens; 3–60 characters. */
export const ORGANIZATION_SLUG = /^[a-z][a-z0-9-]{2,59}$/;

const kindField = z.enum(ORGANIZATION_KINDS, { error: o.kindInvalid });

/** 6-digit JIS codes (全国地方公共団体コード, with the check digit), NFKC-normalised, duplicates dropped. */
const municipalityCodes = formList(
  z
    .array(
      textField(f.municipality_codes, {
        max: 6,
        messages: { type: o.municipalityInvalid, max: o.municipalityInvalid },
      })
        .overwrite((code) => code.normalize("NFKC"))
        .refine((code) => /^\d{6}$/.test(code), o.municipalityInvalid),
      { error: o.municipalityInvalid },
    )
    .max(ORGANIZATION_LIMITS.municipalities, o.municipalityTooMany(ORGANIZATION_LIMITS.municipalities))
    .transform((codes) => [...new Set(codes)]),
);

const slugField = textField(f.slug, { max: 60 })
  .refine((slug) => slug === "" || ORGANIZATION_SLUG.test(slug), o.slugInvalid)
  .transform((slug) => (slug === "" ? undefined : slug));

/** An administrator's new organisation; `slug` absent means `org-<id>`. */
export const ZCreateOrganizationInput = z.object({
  name: requiredText(f.name, ORGANIZATION_LIMITS.name),
  kind: kindField,
  region_id: requiredId(f.region_id),
  municipality_codes: municipalityCodes.optional().transform((codes) => codes ?? []),
  description: optionalText(f.description, ORGANIZATION_LIMITS.description),
  contact: optionalText(f.contact, ORGANIZATION_LIMITS.contact),
  slug: slugField.optional(),
  verified: booleanField(f.verified).optional(),
});
export type TCreateOrganizationData = z.output<typeof ZCreateOrganizationInput>;

/** A clearable text: absent leaves it, "" clears it (null). */
function clearableText(label: string, max: number) {
  return textField(label, { max, multiline: true })
    .transform((value) => (value === "" ? null : value))
    .optional();
}

/** An administrator's edit: every field optional (absent: unchanged). */
export const ZUpdateOrganizationInput = z.object({
  id: requiredId(f.id),
  name: requiredText(f.name, ORGANIZATION_LIMITS.name).optional(),
  kind: kindField.optional(),
  region_id: optionalId(f.region_id),
  municipality_codes: municipalityCodes.optional(),
  description: clearableText(f.description, ORGANIZATION_LIMITS.description),
  contact: clearableText(f.contact, ORGANIZATION_LIMITS.contact),
  slug: slugField.optional(),
  verified: booleanField(f.verified).optional(),
});
export type TUpdateOrganizationData = z.output<typeof ZUpdateOrganizationInput>;

/**
 * An organisation's logo (`PUT /api/admin/organizations/{id}/logo`, multipart `logo`): one image, re-encoded by the
 * server like every upload (docs/product.md "Organisations").
 */
export const ZOrganizationLogoInput = z.object({
  id: requiredId(f.id),
  logo: z.preprocess(
    (value: Blob | string | null | undefined) =>
      value === "" || value === null || (value instanceof Blob && value.size === 0) ? undefined : value,
    z.instanceof(Blob, { message: o.logoRequired }),
  ),
});
export type TOrganizationLogoData = z.output<typeof ZOrganizationLogoInput>;

/** Which organisation (`/api/admin/organizations/{id}`, `/api/organizations/{id}/…`). */
export const ZOrganizationIdInput = z.object({ id: requiredId(f.id) });
export type TOrganizationIdData = z.output<typeof ZOrganizationIdInput>;

/** The public list: `?region_id=&page=`. */
export const ZOrganizationListInput = z.object({ region_id: optionalId(f.region_id), page: formPage() });
export type TOrganizationListData = z.output<typeof ZOrganizationListInput>;

/** Which organisation, by its slug (`/api/organizations/{slug}`). */
export const ZOrganizationSlugInput = z.object({ slug: textField(f.slug, { min: 1, max: 60 }) });
export type TOrganizationSlugData = z.output<typeof ZOrganizationSlugInput>;

/** An invitation: `{email, role}` (role defaults to staff). */
export const ZInviteInput = z.object({
  id: requiredId(f.id),
  email: emailField(f.email),
  role: z.enum(ORGANIZATION_ROLES, { error: o.roleInvalid }).default("staff"),
});
export type TInviteData = z.output<typeof ZInviteInput>;

/** The token of a mailed invitation link. */
export const ZAcceptInvitationInput = z.object({
  token: textField(f.token, { min: 1, max: 200, trim: false, normalize: false }),
});
export type TAcceptInvitationData = z.output<typeof ZAcceptInvitationInput>;

/** Which staff member (`/api/organizations/{id}/staff/{userId}`). */
export const ZStaffMemberInput = z.object({ id: requiredId(f.id), userId: requiredId(f.user_id) });
export type TStaffMemberData = z.output<typeof ZStaffMemberInput>;

/** A vouch: `{user_id, method}`. */
export const ZVouchInput = z.object({
  id: requiredId(f.id),
  user_id: requiredId(f.user_id),
  method: z.enum(VOUCH_METHODS, { error: o.methodInvalid }),
});
export type TVouchData = z.output<typeof ZVouchInput>;

/** One page of the vouch log. */
export const ZVouchLogInput = z.object({ id: requiredId(f.id), page: formPage() });
export type TVouchLogData = z.output<typeof ZVouchLogInput>;

/**
 * `PUT /api/admin/categories/{id}/requirement {level}`: `email`, `organization`, or null for none (docs/product.md
 * "Organisations": category requirements).
 */
export const ZCategoryRequirementInput = z.object({
  id: requiredId(f.category_id),
  level: z.enum(ANSWER_REQUIREMENTS, { error: o.requirements.levelInvalid }).nullable(),
});
export type TCategoryRequirementData = z.output<typeof ZCategoryRequirementInput>;

/** A category with its level, as the administrator set it. */
export const ZCategoryRequirementView = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  answer_requirement: z.enum(ANSWER_REQUIREMENTS).nullable(),
  /** 条件なし, メール確認済み or 団体確認済み. */
  answer_requirement_label: z.string(),
});
export type CategoryRequirementView = z.infer<typeof ZCategoryRequirementView>;

/** An organisation named briefly (on vouches, staff pages). */
export const ZOrganizationRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type OrganizationRef = z.infer<typeof ZOrganizationRef>;

/** An organisation as everyone sees it. */
export const ZOrganizationView = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    kind: z.enum(ORGANIZATION_KINDS),
    /** The kind in Japanese (社会福祉協議会, NPO法人, …). */
    kind_label: z.string(),
    region: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    municipality_codes: z.array(z.string()),
    verified: z.boolean(),
    description: z.string().nullable(),
    contact: z.string().nullable(),
    /** The logo's URL (a re-encoded JPEG), null without one. */
    logo_url: z.string().nullable(),
    /**
     * The organisation's own account, the author of its 代理投稿 (its requests: GET /api/users/{id}/activity); null
     * until it first posts.
     */
    account_user_id: z.number().int().nullable(),
    /** Members this organisation vouches for now. */
    verified_helpers_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Organization" });
export type OrganizationView = z.infer<typeof ZOrganizationView>;

/** A page of organisations, newest first. */
export const ZOrganizationPage = pageOf(ZOrganizationView);
export type OrganizationPage = z.infer<typeof ZOrganizationPage>;

/** The answer of a deletion. */
export const ZOrganizationDeleted = z.object({ deleted: z.literal(true), message: z.string() });

/** A sent invitation (never its token: that is only in the mail). */
export const ZInvitationView = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  email: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  expires_at: z.string(),
});
export type InvitationView = z.infer<typeof ZInvitationView>;

/** A membership: the organisation and the member's role in it. */
export const ZMembershipView = z.object({
  organization: ZOrganizationRef,
  role: z.enum(ORGANIZATION_ROLES),
  role_label: z.string(),
});
export type MembershipView = z.infer<typeof ZMembershipView>;
export const ZMembershipList = z.array(ZMembershipView);

/** One owner or staff member. */
export const ZStaffView = z.object({
  user_id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  role: z.enum(ORGANIZATION_ROLES),
  role_label: z.string(),
  joined_at: z.string(),
});
export type StaffView = z.infer<typeof ZStaffView>;
export const ZStaffList = z.array(ZStaffView);

/** The answer of a removal. */
export const ZStaffRemoved = z.object({ removed: z.literal(true) });

/** A vouch as the member's profile carries it (docs/product.md "Organisations"). */
export const ZMemberVouch = z.object({
  organization: ZOrganizationRef,
  method: z.enum(VOUCH_METHODS),
  vouched_at: z.string(),
});
export type MemberVouch = z.infer<typeof ZMemberVouch>;

/** A vouch as staff made it. */
export const ZVouchView = ZMemberVouch.extend({ user_id: z.number().int(), method_label: z.string() });
export type VouchView = z.infer<typeof ZVouchView>;

/** The answer of a withdrawal. */
export const ZVouchWithdrawn = z.object({ withdrawn: z.literal(true) });

/** One line of the vouch log: who acted, on whom, when, how. */
export const ZVouchLogEntry = z.object({
  id: z.number().int(),
  /** vouched and withdrawn by staff; removed by the member themself. */
  action: z.enum(["vouched", "withdrawn", "removed"]),
  method: z.enum(VOUCH_METHODS).nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type VouchLogEntry = z.infer<typeof ZVouchLogEntry>;
export const ZVouchLogPage = pageOf(ZVouchLogEntry);
export type VouchLogPage = z.infer<typeof ZVouchLogPage>;
