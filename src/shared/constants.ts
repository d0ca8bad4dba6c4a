/** Business constants and limits of spec.md §9, shared by server and client. */

export const SERVICE_NAME = "たすけあい掲示板";

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
export const SUGGEST = { debounceMs: 180, limit: 6 } as const;
export const TAG_SEARCH = { debounceMs: 200, limit: 8 } as const;

export const IMAGE_LIMITS_BYTES = {
  post: 2 * 1024 * 1024,
  avatar: 2 * 1024 * 1024,
  cover: 4 * 1024 * 1024,
} as const;
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
} as const;

/** Session lifetimes: a normal session slides over 2 hours of inactivity; "remember me" over 30 days. */
export const SESSION_LIFETIME_MS = {
  normal: 2 * 60 * 60 * 1000,
  remember: 30 * 24 * 60 * 60 * 1000,
} as const;
