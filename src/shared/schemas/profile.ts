/**
 * Inputs and outputs of the profile domain (docs/product.md §2 Profile edit / show, §3 Profile/user and Profile
 * save payload, §5 Skills, Profile fields, Avatar, Cover, Interest setup, Region setup, §7 /api/profile*). The
 * input schemas accept what both transports send (form strings, FormData through `formInput`, typed values); the
 * output schemas describe the answers exactly (tRPC parses them). Pure helpers here run on both sides.
 */
import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import {
  booleanField,
  characterCount,
  formInt,
  formIntList,
  MAX_DB_ID,
  optionalUpload,
  requiredText,
  textField,
} from "./fields.ts";
import { ZMemberVouch } from "./organizations.ts";
import { ZRatings } from "./requests.ts";

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

/** The 30 cover presets under /covers/presets/ (docs/product.md §3 Cover presets and roles) and the default-gray fallback. */
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

/** Skills split on commas, newlines, Japanese commas and semicolons (docs/product.md §5 Skills); trimmed, de-duplicated. */
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
  return textField(label, { max })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));
}

/** Skills as one text (split per §5 Skills) or as a list of skills, each split too. */
const ZSkills = z
  .union([textField(f.skills, { max: 4000 }), z.array(textField(f.skills, { max: 200 })).max(200)])
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
  .refine(
    (list) =>
      list === undefined || list.every((skill) => characterCount(skill) <= PROFILE_LIMITS.skillLength),
    {
      message: v.maxLength(f.skills, PROFILE_LIMITS.skillLength),
    },
  );

const ZTwitter = textField(f.twitterHandle, { max: 200 })
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

const ZLinkedin = textField(f.linkedinProfile, { max: PROFILE_LIMITS.linkedin })
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

/**
 * A region id that may be unset (docs/product.md §3 Profile save payload, Admin user edit payload: "empty =
 * unset"): "" and "null" (what a form sends for "no region") and null mean null; absent means unchanged
 * (undefined); "13" and 13 mean 13. `label` names the field in the Japanese 422.
 */
export function clearableRegionId(label: string) {
  return z
    .preprocess(
      (value: number | string | null | undefined) => (value === "" || value === "null" ? null : value),
      formInt(
        z
          .number({ error: v.integer(label) })
          .int(v.integer(label))
          .positive(v.invalidChoice(label))
          .max(MAX_DB_ID, v.invalidChoice(label))
          .nullable(),
      ),
    )
    .optional();
}

/** A cover preset's key as sent (its own check names the presets; a key is never trimmed or normalised). */
function coverKey(label: string, typeMessage?: string) {
  return textField(label, {
    max: 64,
    trim: false,
    normalize: false,
    messages: { type: typeMessage, max: v.invalidChoice(label), invalid: v.invalidChoice(label) },
  });
}

/** Interest category ids: form strings accepted (`categories[0]`, `categories[]`, "[3,5]"), duplicates dropped. */
const ZCategoryIds = formIntList(
  z
    .array(
      z
        .number({ error: v.integer(f.interests) })
        .int(v.integer(f.interests))
        .positive(v.invalidChoice(f.interests))
        .max(MAX_DB_ID, v.invalidChoice(f.interests)),
    )
    .max(PROFILE_LIMITS.categories)
    .transform((ids) => [...new Set(ids)]),
);

/**
 * Profile save payload (docs/product.md §3 Profile save payload, §5 Profile fields, Skills): POST /api/profile
 * (form, multipart or JSON) and profile.update (FormData through `formInput`, or the object). Absent optional
 * fields stay unchanged; empty ones are cleared. Skills arrive as one text (or a list) and are split per §5
 * Skills. The files `avatar` and `cover_image` (also accepted as `cover`) are uploads judged by the service's
 * image pipeline.
 */
export const ZProfileUpdateInput = z.object({
  name: requiredText(f.name, FIELD_LIMITS.name),
  bio: clearableText(f.bio, PROFILE_LIMITS.bio),
  experience: clearableText(f.experience, PROFILE_LIMITS.experience),
  skills: ZSkills,
  show_sns: booleanField(f.showSns).optional(),
  twitter_handle: ZTwitter,
  linkedin_profile: ZLinkedin,
  region_id: clearableRegionId(f.region),
  categories: ZCategoryIds.optional(),
  avatar: optionalUpload(),
  avatar_remove: booleanField(f.avatar).default(false),
  cover_image: optionalUpload(),
  /** The cover file under its older name (accepted as before; `cover_image` wins). */
  cover: optionalUpload(),
  cover_preset: coverKey(f.coverPreset)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCoverPresetKey(value), v.invalidChoice(f.coverPreset)),
  cover_remove: booleanField(f.cover).default(false),
});
export type TProfileUpdateData = z.output<typeof ZProfileUpdateInput>;

/** POST /api/profile/cover/preset {cover_key} (docs/product.md §5 Cover). */
export const ZCoverPresetInput = z.object({
  cover_key: coverKey(f.coverPreset, v.required(f.coverPreset)).refine(
    isCoverPresetKey,
    v.invalidChoice(f.coverPreset),
  ),
});
export type TCoverPresetData = z.output<typeof ZCoverPresetInput>;

/** POST /api/profile/interests {categories} (docs/product.md §5 Interest setup): absent means none. */
export const ZInterestsInput = z.object({ categories: ZCategoryIds.default([]) });
export type TInterestsData = z.output<typeof ZInterestsInput>;

/** POST /api/profile/region {region_id}: required here (docs/product.md §5 Region setup). */
export const ZRegionSetupInput = z.object({
  region_id: formInt(
    z
      .number({ error: copy.profile.regionRequired })
      .int(copy.profile.regionRequired)
      .positive(copy.profile.regionRequired)
      .max(MAX_DB_ID, copy.profile.regionRequired),
  ),
});
export type TRegionSetupData = z.output<typeof ZRegionSetupInput>;

/**
 * A user id in a procedure input: a number (tRPC's typed input; REST adapters pass the path id checked by
 * `routeId` first, 404 out of range). Form bodies that carry the id coerce it with `requiredId` instead.
 */
export const ZUserIdInput = z.object({
  id: z
    .number({ error: v.integer(copy.fields.user_id) })
    .int(v.integer(copy.fields.user_id))
    .positive(v.invalidChoice(copy.fields.user_id))
    .max(MAX_DB_ID, v.invalidChoice(copy.fields.user_id)),
});
export type TUserIdData = z.output<typeof ZUserIdInput>;

/** A role as the profile shows it (docs/product.md §3 Cover presets and roles). */
export const ZRoleView = z.object({ id: z.number().int(), name: z.string() });
export type RoleView = z.infer<typeof ZRoleView>;

/** A region as a profile names it. */
const ZRegionRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/**
 * A profile as anyone may see it (GET /api/public/profile/{id}, docs/product.md §3 Profile/user "Public view"):
 * no e-mail, no login times; the four SNS fields are null unless `show_sns`. Dates are Laravel's UTC strings.
 */
export const ZPublicProfileView = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string().nullable(),
  skills: z.string().nullable(),
  skills_list: z.array(z.string()),
  experience: z.string().nullable(),
  show_sns: z.boolean(),
  has_any_sns_input: z.boolean(),
  twitter_handle: z.string().nullable(),
  linkedin_profile: z.string().nullable(),
  twitter_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  /** The stored avatar key (null: none). */
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** The stored cover: an upload key, `preset:<key>`, or null (default gray). */
  cover_image: z.string().nullable(),
  /** Always a URL: the upload, the preset or the default-gray preset. */
  cover_url: z.string(),
  region_id: z.number().int().nullable(),
  region: ZRegionRef.nullable(),
  interests: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** `["email_verified"]` when the e-mail is verified, else []. */
  badges: z.array(z.string()),
  roles: z.array(ZRoleView),
  role: z.enum(["admin", "user"]),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the viewer follows this member (false for visitors and on one's own profile). */
  is_following: z.boolean(),
  /** Whether the viewer is this member. */
  is_self: z.boolean(),
  /** Ratings received after resolved requests: 良い, 普通, 残念 counts (docs/product.md §10). */
  ratings: ZRatings,
  /** 直前キャンセル: 予定 this member cancelled less than 24 hours before (docs/product.md "日程調整"). */
  late_cancellations: z.number().int(),
  /** 予定 the other participant recorded this member did not come to (docs/product.md "日程調整"). */
  no_shows: z.number().int(),
  /** The organisations that checked this member (団体確認, docs/product.md "Organisations"), oldest first. */
  vouches: z.array(ZMemberVouch),
  /** 活動時間: the hours this member gave as the helper of resolved requests (halves; docs/product.md "Organisations"). */
  hours_given: z.number(),
});
export type PublicProfileView = z.infer<typeof ZPublicProfileView>;

/** The owner's or an administrator's view (docs/product.md §3 Profile/user "Full view"). */
export const ZProfileView = ZPublicProfileView.extend({
  email: z.string().nullable(),
  last_login_at: z.string().nullable(),
  /** `active`, `suspended`, … (docs/product.md §4 Admin display status). */
  status: z.string(),
  is_banned: z.boolean(),
  is_active: z.boolean(),
  deleted_at: z.string().nullable(),
});
export type ProfileView = z.infer<typeof ZProfileView>;

/**
 * profile.byId: the full view for the owner and administrators, else the public view. The full view is tried
 * first (a public view lacks `email`, so it never passes as a full one, and a full one is never stripped).
 */
export const ZMemberProfileView = z.union([ZProfileView, ZPublicProfileView]);

/** DELETE /api/profile/avatar answer: clients then show the default avatar. */
export const ZAvatarRemoved = z.object({ avatar_url: z.null() });

/** GET/POST /api/profile/interests answer: the list and the ids ("list or categories field"). */
export const ZInterestsView = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() })),
  categories: z.array(z.number().int()),
});
export type InterestsView = z.infer<typeof ZInterestsView>;

/** GET/POST /api/profile/region answer: "id and regions with userRegion" (null ids: no region chosen). */
export const ZRegionChoiceView = z.object({
  id: z.number().int().nullable(),
  regions: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), area: z.string() })),
  userRegion: ZRegionRef.nullable(),
});
export type RegionChoiceView = z.infer<typeof ZRegionChoiceView>;
