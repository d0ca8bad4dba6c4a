/**
 * Inputs and outputs of notifications and saved searches (docs/product.md §11 Notifications; §7 GET
 * /api/notifications, GET /api/notifications/unread-count, POST /api/notifications/read, POST/GET/DELETE
 * /api/saved-searches, POST /api/admin/notices).
 */
import { z } from "zod";
import { PUSH_SUBSCRIPTIONS } from "../constants.ts";
import { copy } from "../copy.ts";
import { POST_LANGUAGES } from "../post-language.ts";
import {
  formBoolean,
  formInt,
  formIntList,
  formList,
  formNumber,
  formPage,
  optionalId,
  optionalText,
  pageOf,
  requiredId,
  requiredText,
} from "./fields.ts";
import { languageFilterField } from "./requests.ts";

const f = copy.notifications.savedSearch.fields;

/** The kinds of notification (docs/product.md §11). */
export const NOTIFICATION_TYPES = [
  "comment",
  "reply",
  "follow",
  "followed_post",
  "saved_search",
  "admin_notice",
  "bookmark_status",
  "review",
  "report_handled",
  "appointment",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The input of the calls that take none (unread count, settings, saved searches, push key): nothing or `{}`. */
export const ZNotificationsNoInput = z.object({}).optional();

/** A page of the viewer's notifications, newest first (an unusable page means 1). */
export const ZNotificationListInput = z.object({ page: formPage() });
export type TNotificationListData = z.output<typeof ZNotificationListInput>;

/** One notification as people read it: Japanese title and body, and the SPA path it opens. */
export const ZNotificationView = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof ZNotificationView>;

export const ZNotificationPage = pageOf(ZNotificationView);
export type NotificationPage = z.infer<typeof ZNotificationPage>;

/** `{unreadCount}`: the viewer's unread notifications. */
export const ZUnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof ZUnreadCount>;

/** Marks notifications read: the ids given (of the viewer's own), or all of them when none are given. */
export const ZMarkReadInput = z.object({
  ids: formIntList(
    z
      .array(
        z
          .number({ error: copy.validation.integer(f.ids) })
          .int(copy.validation.integer(f.ids))
          .positive(copy.validation.invalidChoice(f.ids))
          .max(Number.MAX_SAFE_INTEGER, copy.validation.invalidChoice(f.ids)),
      )
      .max(500, copy.validation.invalidChoice(f.ids)),
  ).optional(),
});
export type TMarkReadData = z.output<typeof ZMarkReadInput>;

/** `{unreadCount}` after marking read. */
export const ZMarkReadResult = ZUnreadCount;

/** An administrator's notice to every member (docs/product.md §11 Kinds). */
export const ZAdminNoticeInput = z.object({
  title: requiredText(copy.notifications.adminNotice.title, 100),
  body: requiredText(copy.notifications.adminNotice.body, 1000),
  url: optionalText(copy.notifications.adminNotice.url, 255).refine(
    (value) => value === undefined || value === "" || (value.startsWith("/") && !value.startsWith("//")),
    copy.validation.invalidChoice(copy.notifications.adminNotice.url),
  ),
});
export type TAdminNoticeData = z.output<typeof ZAdminNoticeInput>;

/** How many members a notice was queued for. */
export const ZAdminNoticeResult = z.object({ queued: z.literal(true) });

/** At most this many saved searches a member (docs/product.md §11 Saved searches). */
export const MAX_SAVED_SEARCHES = 20;
/** The largest radius of a saved `near` (km). */
export const MAX_SAVED_RADIUS_KM = 50;

function coordinate(label: string, limit: number) {
  return formNumber(
    z
      .number({ error: copy.validation.number(label) })
      .min(-limit, copy.validation.between(label, -limit, limit))
      .max(limit, copy.validation.between(label, -limit, limit)),
  );
}

/**
 * A saved search: the criteria of a post list, at least one of them (POST /api/saved-searches). Tags are
 * slugs or names (normalised by the service), all required of a matching post, like the list filter.
 */
export const ZSavedSearchInput = z
  .object({
    keyword: optionalText(f.keyword, 100),
    category_id: optionalId(f.category_id),
    region_id: optionalId(f.region_id),
    tags: formList(
      z.array(requiredText(f.tags, 100)).max(10, copy.validation.invalidChoice(f.tags)),
    ).optional(),
    near: z
      .object({
        lat: coordinate(f.lat, 90),
        lon: coordinate(f.lon, 180),
        radius_km: formNumber(
          z
            .number({ error: copy.validation.number(f.radius_km) })
            .min(0.5, copy.validation.between(f.radius_km, 0.5, MAX_SAVED_RADIUS_KM))
            .max(MAX_SAVED_RADIUS_KM, copy.validation.between(f.radius_km, 0.5, MAX_SAVED_RADIUS_KM)),
        ),
      })
      .optional(),
    /** Only requests in this language (docs/product.md "Request language"); absent, "" or "all": any. */
    language: languageFilterField,
  })
  .refine(
    (input) =>
      Boolean(input.keyword) ||
      input.category_id !== undefined ||
      input.region_id !== undefined ||
      (input.tags?.length ?? 0) > 0 ||
      input.near !== undefined ||
      input.language !== undefined,
    { path: ["keyword"], message: copy.notifications.savedSearch.needsCriterion },
  );
export type TSavedSearchData = z.output<typeof ZSavedSearchInput>;

/** A saved search as its owner sees it, with a Japanese summary of its criteria. */
export const ZSavedSearchView = z.object({
  id: z.number().int(),
  keyword: z.string().nullable(),
  category_id: z.number().int().nullable(),
  region_id: z.number().int().nullable(),
  tags: z.array(z.string()),
  near: z.object({ lat: z.number(), lon: z.number(), radius_km: z.number() }).nullable(),
  /** ja, en, easy_ja or other; null for any language. */
  language: z.enum(POST_LANGUAGES).nullable(),
  summary: z.string(),
  created_at: z.string(),
});
export type SavedSearchView = z.infer<typeof ZSavedSearchView>;

export const ZSavedSearchList = z.object({ data: z.array(ZSavedSearchView) });

/** `{id}` of a saved search (DELETE /api/saved-searches/{id}). */
export const ZSavedSearchIdInput = z.object({
  id: requiredId(copy.notifications.savedSearch.fields.keyword),
});
export type TSavedSearchIdData = z.output<typeof ZSavedSearchIdInput>;

/** How a kind is mailed (docs/product.md §11 E-mail). */
export const EMAIL_MODES = ["immediate", "daily", "off"] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/** The e-mail mode of each kind when the member has not chosen one. */
export const NOTIFICATION_EMAIL_DEFAULTS: Readonly<Record<NotificationType, EmailMode>> = {
  comment: "immediate",
  reply: "immediate",
  follow: "daily",
  followed_post: "daily",
  saved_search: "daily",
  admin_notice: "immediate",
  bookmark_status: "daily",
  review: "immediate",
  report_handled: "daily",
  appointment: "immediate",
};

const modeField = z.enum(EMAIL_MODES, {
  error: copy.validation.invalidChoice(copy.notifications.settings.email),
});

/** The member's e-mail preferences (GET /api/notification-settings). */
export const ZNotificationSettings = z.object({
  email: z.object(
    Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.enum(EMAIL_MODES)])) as Record<
      NotificationType,
      z.ZodEnum<{ immediate: "immediate"; daily: "daily"; off: "off" }>
    >,
  ),
  push: z.object(
    Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.boolean()])) as Record<
      NotificationType,
      z.ZodBoolean
    >,
  ),
  digest_hour: z.number().int(),
  thread_mail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

const pushField = formBoolean(
  z.boolean({ error: copy.validation.boolean(copy.notifications.settings.push) }),
).optional();

/** A change of the preferences (PUT /api/notification-settings): any of the fields; kinds not sent are kept. */
export const ZNotificationSettingsInput = z.object({
  email: z
    .object(
      Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, modeField.optional()])) as Record<
        NotificationType,
        z.ZodOptional<typeof modeField>
      >,
    )
    .optional(),
  push: z
    .object(
      Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, pushField])) as Record<
        NotificationType,
        typeof pushField
      >,
    )
    .optional(),
  digest_hour: formInt(
    z
      .number({ error: copy.validation.integer(copy.notifications.settings.digestHour) })
      .int(copy.validation.integer(copy.notifications.settings.digestHour))
      .min(0, copy.validation.between(copy.notifications.settings.digestHour, 0, 23))
      .max(23, copy.validation.between(copy.notifications.settings.digestHour, 0, 23)),
  ).optional(),
  thread_mail: formBoolean(
    z.boolean({ error: copy.validation.boolean(copy.notifications.settings.threadMail) }),
  ).optional(),
});
export type TNotificationSettingsData = z.output<typeof ZNotificationSettingsInput>;

/**
 * An endpoint's URL when its form is acceptable (docs/product.md §11 Web push): `https:`, a host, no user name or
 * password; else null. The WHATWG parser has already read the odd host forms (0x7f000001, 2130706433, full-width
 * digits) as the address they mean; the server then checks where that address is (push-endpoint.ts).
 */
export function parsePushEndpointUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.hostname === "")
    return null;
  return url;
}

const push = copy.notifications.push;
const endpointMax = PUSH_SUBSCRIPTIONS.endpointMaxChars;

/**
 * The endpoint of a subscription to save: at most 1000 characters, `https:` without user information, kept as the
 * URL parser writes it (the host lower-cased, the odd IPv4 forms as dotted quads), so what is checked, stored and
 * sent to is one string. Refusals are field errors on `endpoint`.
 */
const pushEndpoint = requiredText(push.fields.endpoint, endpointMax).transform((value, context) => {
  const url = parsePushEndpointUrl(value);
  if (!url) {
    context.addIssue({ code: "custom", message: push.endpointForm });
    return z.NEVER;
  }
  if (url.href.length > endpointMax) {
    context.addIssue({
      code: "custom",
      message: copy.validation.maxLength(push.fields.endpoint, endpointMax),
    });
    return z.NEVER;
  }
  return url.href;
});

/**
 * A browser key in URL-safe (or standard) base64 of `bytes` bytes, padding optional: a P-256 public key (65 bytes,
 * first byte 0x04, so its text starts with B) or the 16-byte auth secret. web-push could never encrypt for others.
 */
function browserKey(label: string, bytes: 65 | 16) {
  const chars = Math.ceil((bytes * 4) / 3);
  const pattern = new RegExp(
    `^${bytes === 65 ? "B" : ""}[A-Za-z0-9_+/-]{${bytes === 65 ? chars - 1 : chars}}=*$`,
  );
  return requiredText(label, 200).refine((value) => pattern.test(value), push.keyForm(label));
}

/** A browser push subscription (POST /api/push-subscriptions; the PushSubscription's JSON). */
export const ZPushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    p256dh: browserKey(push.fields.p256dh, 65),
    auth: browserKey(push.fields.auth, 16),
  }),
});
export type TPushSubscriptionData = z.output<typeof ZPushSubscriptionInput>;

/**
 * `{endpoint}` of a subscription to remove (DELETE /api/push-subscriptions): written as the URL parser writes it
 * when it parses, as saving does, so the browser's own text finds its row; anything else finds nothing.
 */
export const ZPushEndpointInput = z.object({
  endpoint: requiredText(push.fields.endpoint, endpointMax).transform(
    (value) => parsePushEndpointUrl(value)?.href ?? value,
  ),
});
export type TPushEndpointData = z.output<typeof ZPushEndpointInput>;

/** The answer of the push calls: whether this endpoint is subscribed, and the VAPID public key to subscribe with. */
export const ZPushState = z.object({ subscribed: z.boolean(), public_key: z.string() });
export type PushState = z.infer<typeof ZPushState>;
