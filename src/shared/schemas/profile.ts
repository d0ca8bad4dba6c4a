/**
 * Inputs and outputs of the profile domain (spec.md §2 Profile edit / show, §3 Profile/user and Profile save
 * payload, §5 skills and image rules, §7 /api/profile*). Pure helpers here run on both sides.
 */
import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import { booleanField, MAX_DB_ID, requiredText } from "./fields.ts";

const f = copy.profile.fields;
const v = copy.validation;

/** Field lengths of the profile (database columns are text; these keep profiles readable). */
export const PROFILE_LIMITS = {
  bio: 1000,
  experience: 2000,
  skills: 30,
  skillLength: 40,
  linkedin: 255,
  categories: 50,
} as const;

/** The 30 cover presets under /covers/presets/ (spec.md §3) and the default-gray fallback. */
export const COVER_PRESET_KEYS = Array.from(
  { length: 30 },
  (_, i) => `cover-${String(i + 1).padStart(2, "0")}`,
) as readonly string[];
export const DEFAULT_COVER_KEY = "default-gray";
const ALL_COVER_KEYS = new Set([...COVER_PRESET_KEYS, DEFAULT_COVER_KEY]);
/** Prefix of `users.cover_image` when the cover is a preset (an uploaded cover is a storage path). */
export const COVER_PRESET_PREFIX = "preset:";

/** True when `key` names one of the presets (or default-gray). */
export function isCoverPresetKey(key: string): boolean {
  return ALL_COVER_KEYS.has(key);
}

/** Public URL of a preset's full image (1500×500). */
export function coverPresetUrl(key: string): string {
  return `/covers/presets/${key}.jpg`;
}

/** Public URL of a preset's small preview (for the picker). */
export function coverPresetThumbUrl(key: string): string {
  return `/covers/presets/thumbs/${key}.jpg`;
}

/** Skills split on commas, newlines, Japanese commas and semicolons (spec.md §5); trimmed, de-duplicated. */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of text.split(/[,，、;；\r\n]+/u)) {
    const skill = part.trim();
    if (skill && !seen.has(skill)) {
      seen.add(skill);
      result.push(skill);
    }
  }
  return result;
}

/** An X handle from "@name", "name" or an x.com / twitter.com URL; null when it is not a handle. */
export function normalizeTwitterHandle(raw: string): string | null {
  let value = raw.trim();
  const url = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/([^/?#\s]+)/i.exec(value);
  if (url?.[1]) value = url[1];
  value = value.replace(/^@/, "");
  return /^[A-Za-z0-9_]{1,15}$/.test(value) ? value : null;
}

/**
 * A LinkedIn profile as stored: a https://www.linkedin.com/… URL, "in/<id>" or a bare id; null when invalid.
 */
export function normalizeLinkedin(raw: string): string | null {
  const value = raw.trim();
  const url = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.|www\.)?linkedin\.com\/((?:in|company|pub)\/[^?#\s]+)/i.exec(
    value,
  );
  if (url?.[1]) return `https://www.linkedin.com/${url[1].replace(/\/+$/, "")}`;
  if (/^(?:in|company)\/[A-Za-z0-9\-_%.]{2,100}\/?$/.test(value)) return value.replace(/\/+$/, "");
  if (/^[A-Za-z0-9\-_%.]{3,100}$/.test(value)) return value;
  return null;
}

/** The public URL of a stored LinkedIn value. */
export function linkedinUrl(stored: string | null): string | null {
  if (!stored) return null;
  if (stored.startsWith("https://")) return stored;
  if (/^(?:in|company)\//.test(stored)) return `https://www.linkedin.com/${stored}`;
  return `https://www.linkedin.com/in/${stored}`;
}

/** Optional text that a client may clear: absent → unchanged (undefined), "" or null → null. */
function clearableText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, v.maxLength(label, max))
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));
}

const ZSkills = z
  .union([z.string().max(4000), z.array(z.string().max(200)).max(200)])
  .nullable()
  .optional()
  .transform((value) => {
    if (value === undefined) return undefined;
    if (value === null) return [];
    return Array.isArray(value) ? splitSkills(value.join("\n")) : splitSkills(value);
  })
  .refine((list) => list === undefined || list.length <= PROFILE_LIMITS.skills, {
    message: copy.profile.tooManySkills(PROFILE_LIMITS.skills),
  })
  .refine((list) => list === undefined || list.every((skill) => skill.length <= PROFILE_LIMITS.skillLength), {
    message: v.maxLength(f.skills, PROFILE_LIMITS.skillLength),
  });

const ZTwitter = z
  .string()
  .max(200)
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === "") return null;
    const handle = normalizeTwitterHandle(value);
    if (handle === null) {
      ctx.addIssue({ code: "custom", message: copy.profile.invalidTwitter });
      return z.NEVER;
    }
    return handle;
  });

const ZLinkedin = z
  .string()
  .max(PROFILE_LIMITS.linkedin, v.maxLength(f.linkedinProfile, PROFILE_LIMITS.linkedin))
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === "") return null;
    const normalized = normalizeLinkedin(value);
    if (normalized === null) {
      ctx.addIssue({ code: "custom", message: copy.profile.invalidLinkedin });
      return z.NEVER;
    }
    return normalized;
  });

/** A region id that may be unset (null); absent = unchanged. */
const ZClearableRegion = z
  .number({ error: v.integer(f.region) })
  .int(v.integer(f.region))
  .positive(v.invalidChoice(f.region))
  .max(MAX_DB_ID, v.invalidChoice(f.region))
  .nullable()
  .optional();

const ZCategoryIds = z
  .array(
    z
      .number({ error: v.integer(f.interests) })
      .int(v.integer(f.interests))
      .positive(v.invalidChoice(f.interests))
      .max(MAX_DB_ID, v.invalidChoice(f.interests)),
  )
  .max(PROFILE_LIMITS.categories)
  .transform((ids) => [...new Set(ids)]);

/**
 * Profile save payload (spec.md §3) without the files. Absent optional fields stay unchanged; empty ones are
 * cleared. Skills arrive as one text (or a list) and are split per spec.md §5.
 */
export const ZProfileUpdateInput = z.object({
  name: requiredText(f.name, FIELD_LIMITS.name),
  bio: clearableText(f.bio, PROFILE_LIMITS.bio),
  experience: clearableText(f.experience, PROFILE_LIMITS.experience),
  skills: ZSkills,
  show_sns: booleanField(f.showSns).optional(),
  twitter_handle: ZTwitter,
  linkedin_profile: ZLinkedin,
  region_id: ZClearableRegion,
  categories: ZCategoryIds.optional(),
  avatar_remove: booleanField(f.avatar).default(false),
  cover_preset: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCoverPresetKey(value), v.invalidChoice(f.coverPreset)),
  cover_remove: booleanField(f.cover).default(false),
});
export type TProfileUpdateInput = z.input<typeof ZProfileUpdateInput>;
export type TProfileUpdateData = z.output<typeof ZProfileUpdateInput>;

/** POST /api/profile/cover/preset {cover_key}. */
export const ZCoverPresetInput = z.object({
  cover_key: z
    .string({ error: v.required(f.coverPreset) })
    .refine(isCoverPresetKey, v.invalidChoice(f.coverPreset)),
});

/** POST /api/profile/interests {categories}. */
export const ZInterestsInput = z.object({ categories: ZCategoryIds.default([]) });
export type TInterestsInput = z.input<typeof ZInterestsInput>;

/** POST /api/profile/region {region_id}: required here (spec.md §5 Region setup). */
export const ZRegionSetupInput = z.object({
  region_id: z
    .number({ error: copy.profile.regionRequired })
    .int(copy.profile.regionRequired)
    .positive(copy.profile.regionRequired)
    .max(MAX_DB_ID, copy.profile.regionRequired),
});

/** A user id in a procedure input (REST paths are checked with `routeId` first: 404 out of range). */
export const ZUserIdInput = z.object({
  id: z
    .number({ error: v.integer(copy.fields.user_id) })
    .int(v.integer(copy.fields.user_id))
    .positive(v.invalidChoice(copy.fields.user_id))
    .max(MAX_DB_ID, v.invalidChoice(copy.fields.user_id)),
});

/** PATCH /api/role/attach|detach/{userId} {role}. */
export const ZRoleChangeInput = z.object({
  userId: ZUserIdInput.shape.id,
  role: z
    .string({ error: v.required(f.role) })
    .trim()
    .min(1, v.required(f.role))
    .max(32),
});
export type TRoleChangeInput = z.input<typeof ZRoleChangeInput>;

/** A role as the profile shows it. */
export interface RoleView {
  id: number;
  name: string;
}

/**
 * A profile as anyone may see it (GET /api/public/profile/{id}): no e-mail, no login times; SNS fields are null
 * unless `show_sns` (spec.md §2 Profile show, §3 Profile/user).
 */
export interface PublicProfileView {
  id: number;
  name: string;
  bio: string | null;
  skills: string | null;
  skills_list: string[];
  experience: string | null;
  show_sns: boolean;
  has_any_sns_input: boolean;
  twitter_handle: string | null;
  linkedin_profile: string | null;
  twitter_url: string | null;
  linkedin_url: string | null;
  avatar: string | null;
  avatar_url: string | null;
  cover_image: string | null;
  cover_url: string;
  region_id: number | null;
  region: { id: number; name: string; slug: string } | null;
  interests: { id: number; name: string }[];
  badges: string[];
  roles: RoleView[];
  role: "admin" | "user";
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  /** Whether the viewer follows this member (false for visitors and on one's own profile). */
  is_following: boolean;
  /** Whether the viewer is this member. */
  is_self: boolean;
}

/** The owner's or an administrator's view: everything of spec.md §3 Profile/user. */
export interface ProfileView extends PublicProfileView {
  email: string | null;
  last_login_at: string | null;
  status: string;
  is_banned: boolean;
  is_active: boolean;
  deleted_at: string | null;
}

/** GET/POST /api/profile/interests answer: the list and the ids ("list or categories field"). */
export interface InterestsView {
  data: { id: number; name: string; parent_id: number | null }[];
  categories: number[];
}

/** GET/POST /api/profile/region answer: "id and regions with userRegion". */
export interface RegionChoiceView {
  id: number | null;
  regions: { id: number; name: string; slug: string; area: string }[];
  userRegion: { id: number; name: string; slug: string } | null;
}
