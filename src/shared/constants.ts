/** Business constants and limits of docs/product.md §9, shared by server and client. */

export const SERVICE_NAME = "たすけあい掲示板";
/** The service's name in English interfaces (docs/decisions/034-languages-as-typed-catalogue-twins.md). */
export const SERVICE_NAME_EN = "Tasukeai Board";

export const POLLING_MS = {
  unread: 3000,
  publicMessages: 5000,
  threads: 3000,
  threadMessages: 3000,
} as const;
export const MOBILE_BREAKPOINT_PX = 640;
export const KEYBOARD_OPEN_SHRINK_PX = 120;
export const LOCATION_STALE_MS = 24 * 60 * 60 * 1000;
export const BADGE_CAP = 99;
export const INITIALS_MAX = 2;

export const POSTS_PER_PAGE = 15;
export const MAX_TAGS_PER_POST = 10;
/** A request's photos (docs/product.md "Request photos"): at most 8, alt texts of at most 200 characters. */
export const POST_PHOTOS = { max: 8, altMax: 200 } as const;
export const SUGGEST = { debounceMs: 180, limit: 6 } as const;
export const TAG_SEARCH = { debounceMs: 200, limit: 8 } as const;

export const IMAGE_LIMITS_BYTES = {
  post: 2 * 1024 * 1024,
  avatar: 2 * 1024 * 1024,
  cover: 4 * 1024 * 1024,
} as const;
/** Cap on any request body under /api and /trpc: above the largest upload limit (cover 4 MB) with room for fields. */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;
/**
 * The most procedures one tRPC batch may hold (src/server/http/trpc.ts refuses more with a 400, docs/api.md
 * "Errors"); the SPA's httpBatchLink sends at most this many (src/client/lib/trpc.ts).
 */
export const MAX_TRPC_BATCH = 10;
export const RECENT_LIST_SIZE = 5;
export const THREAD_PREVIEW_CHARS = 20;
export const PAGINATION_WINDOW = 2;
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

export const REDIRECT_DELAY_MS = { interestSave: 1000, regionSave: 800, emailVerify: 300 } as const;
export const PROFILE_DRAFT_DEBOUNCE_MS = 500;
export const EXPERIENCE_COLLAPSE_CHARS = 120;
export const META_DESCRIPTION_CHARS = { post: 80, bio: 120 } as const;
export const SNIPPET = { max: 120, lead: 40, trail: 80 } as const;

export const ROLE_IDS = { user: 1, admin: 2, editor: 3 } as const;

/** Field length limits enforced by the zod schemas (and the database columns). */
export const FIELD_LIMITS = {
  name: 50,
  email: 255,
  passwordMin: 8,
  passwordMax: 128,
  postTitle: 100,
  postBody: 5000,
  tagName: 30,
  commentBody: 1000,
} as const;

/** Server-side processing of uploaded post images (docs/product.md §5 Post image): long side and JPEG quality. */
export const POST_IMAGE = { maxSide: 1600, jpegQuality: 82, maxInputPixels: 40_000_000 } as const;

/** The small variant of a post image shown on cards (docs/product.md §5 Post image): width in px, WebP quality. */
export const POST_THUMB = { width: 320, webpQuality: 75 } as const;

/** Browser compression steps of a post image before upload (docs/product.md §5): size, long side, quality. */
export const POST_IMAGE_COMPRESSION_STEPS = [
  { maxSizeMB: 1.5, maxWidthOrHeight: 1600, quality: 0.82 },
  { maxSizeMB: 1.2, maxWidthOrHeight: 1400, quality: 0.75 },
  { maxSizeMB: 1, maxWidthOrHeight: 1200, quality: 0.7 },
] as const;

/** Session lifetimes: a normal session slides over 2 hours of inactivity; "remember me" over 30 days. */
export const SESSION_LIFETIME_MS = {
  normal: 2 * 60 * 60 * 1000,
  remember: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Accounts (docs/product.md §9 "Sessions and links"): signed links, throttles and the remembered path. */
export const ACCOUNT_LIMITS = {
  verificationLinkMinutes: 60,
  resetLinkMinutes: 60,
  loginMaxFailures: 5,
  loginWindowSeconds: 60,
  verificationResendMax: 6,
  verificationResendWindowSeconds: 60,
  resetMailIntervalSeconds: 60,
  /** Current-password checks (e-mail change, password change, account deletion) per member and IP. */
  passwordCheckMax: 5,
  passwordCheckWindowSeconds: 60,
  /**
   * Registration attempts per client address (docs/product.md §9 Rate limits: a taken address answers 422, so
   * registering is an enumeration oracle). Above the ~17 registrations the browser journeys make from
   * 127.0.0.1 in one run.
   */
  registrationMax: 30,
  registrationWindowSeconds: 60 * 60,
} as const;

/**
 * Per-member limits on creating content (docs/product.md §9 Rate limits): kept in PostgreSQL, shared
 * by both transports and every server instance. Threads count only new conversations (opening an existing one
 * is free).
 */
export const WRITE_LIMITS = {
  posts: { max: 10, windowSeconds: 60 * 60 },
  /** Photo changes of requests: a call that sends, removes or reorders photos (docs/product.md "Request photos"). */
  postPhotos: { max: 120, windowSeconds: 60 * 60 },
  comments: { max: 30, windowSeconds: 10 * 60 },
  threads: { max: 20, windowSeconds: 60 * 60 },
  /**
   * Thread messages, across all of a member's threads: a quick conversation stays well inside (a message every
   * 2 s for a minute), a flood (120 in 0.8 s) stops at 30; the hour caps a sustained stream. Both are reserved
   * together (threads.service.ts takeMessageLimit).
   */
  messagesPerMinute: { max: 30, windowSeconds: 60 },
  messagesPerHour: { max: 300, windowSeconds: 60 * 60 },
  /** Block and unblock together (docs/product.md §12 Blocking): a block-unblock loop is a harassment pattern. */
  blocks: { max: 30, windowSeconds: 60 * 60 },
  /** The contact-exchange consent of a thread (docs/product.md §12 Contact details held back). */
  contactConsent: { max: 10, windowSeconds: 60 * 60 },
  /**
   * Reports (docs/product.md §12 Reporting and moderation): per member, and per client address whoever is
   * signed in (a pile of fresh accounts on one connection). Both are reserved before the report is looked at
   * (reports.service.ts takeReportLimits).
   */
  reports: { max: 10, windowSeconds: 60 * 60 },
  reportsPerAddress: { max: 30, windowSeconds: 60 * 60 },
  /**
   * Saving and removing push subscriptions together (docs/product.md §11 Web push): a browser subscribes once;
   * churning endpoints is probing where the server connects.
   */
  pushSubscriptions: { max: 20, windowSeconds: 60 * 60 },
} as const;

/**
 * Push subscriptions (docs/product.md §11 Web push): at most 10 a member (a phone, a tablet, a few browsers), an
 * endpoint of at most 1000 characters (the push services' are a few hundred).
 */
export const PUSH_SUBSCRIPTIONS = { maxPerMember: 10, endpointMaxChars: 1000 } as const;

/**
 * Comment mails batched (docs/product.md §11 E-mail): after a comment or reply mail about a post, the further ones
 * about that post wait until `windowMinutes` after it and go out together in one mail quoting at most `maxQuoted`.
 */
export const COMMENT_MAIL_BATCH = { windowMinutes: 10, maxQuoted: 50 } as const;

/** Browser compression of an avatar (docs/product.md §5 Avatar): first step, and the retry when over 1.2 MB. */
export const AVATAR_COMPRESSION = {
  first: { maxSizeMB: 1, maxWidthOrHeight: 1024, initialQuality: 0.8 },
  retryAboveBytes: 1.2 * 1024 * 1024,
  retry: { maxSizeMB: 0.8, maxWidthOrHeight: 1024, initialQuality: 0.7 },
} as const;

/** sessionStorage key of the path an unverified member wanted to open (docs/product.md §2 Navigation guards). */
export const INTENDED_PATH_KEY = "tasukeai.intendedPath";

/** Messaging and the public board (docs/product.md §9): lengths, page sizes and the board's posting limit. */
export const MESSAGING = {
  messageBodyMax: 2000,
  /** Photos per thread message (docs/product.md "スレッドの写真"). */
  messageImagesMax: 4,
  publicMessageBodyMax: 500,
  threadsPerPage: 20,
  messagesPerPage: 50,
  legacyPerPage: 20,
  publicMessagesPerPage: 30,
  boardPostsPerWindow: 5,
  boardWindowSeconds: 60,
} as const;
