/**
 * The operation table (docs/architecture.md "Gates and authorization", docs/product.md §6 Gates and §7 Call
 * table): one row per operation of the API, naming its tRPC procedure, its REST routes under /api, its gate,
 * its kind and what its owner owns.
 *
 * Adding a procedure or a REST route means adding (or extending) a row here:
 * tests/integration/authorization-matrix.test.ts enumerates `appRouter` and the REST adapters listed in http/api-routes.ts
 * and fails for a procedure or route that no row names, and for a row naming one that does not exist. The same
 * test runs every row against a visitor, an unverified member, another member, the owner and an administrator
 * over both transports (the cells are described in tests/support/operation-fixtures.ts).
 *
 * Columns:
 * - `name`: the operation, `<domain>.<action>` (the tRPC path when there is one).
 * - `trpc`: the procedure path in `appRouter`, or null when the operation is REST-only.
 * - `rest`: `"<METHOD> /api<path>"` with the Hono pattern as registered, parameters normalised to `{name}`
 *   (`/posts/:id{[0-9]+}` → `/api/posts/{id}`); a list when several routes reach the operation (PUT and PATCH,
 *   legacy aliases); null when the operation is tRPC-only. Routes outside the /api app (`GET
 *   /sanctum/csrf-cookie`, `GET /trpc/live.events`) are not listed.
 * - `gate`: who may call at all (auth/gates.ts): public, member, verified, admin. Ownership is the service's
 *   rule on top of the gate and is described by `owner`.
 * - `kind`: `mutation` (changes state), `private-read` (reads the caller's own or restricted data),
 *   `public-read` (reads what anyone may see).
 * - `owner`: what "the owner" of a call owns (the post its author may edit, the thread its participants read),
 *   or null when no ownership rule applies beyond the gate.
 * - `note`: anything a reader of the row would otherwise get wrong.
 *
 * Data only: no service is imported, so the server (and tooling) can import it cheaply.
 */
import type { Gate } from "./auth/gates.ts";
import { type AnyOperation, restRoutesOf as restRoutesOfDeclaration, routeNames } from "./edge/define.ts";
import { allOperations } from "./edge/registry.ts";

/** What a call does: changes state, reads restricted data, or reads what anyone may see. */
export type OperationKind = "mutation" | "private-read" | "public-read";

/** One row of the table. */
export interface Operation {
  name: string;
  trpc: string | null;
  rest: string | readonly string[] | null;
  gate: Gate;
  kind: OperationKind;
  owner: string | null;
  note?: string;
}

/** The REST routes of a row as a list (empty for a tRPC-only operation). */
export function restRoutesOf(operation: Operation): readonly string[] {
  if (operation.rest === null) return [];
  return typeof operation.rest === "string" ? [operation.rest] : operation.rest;
}

/** Every operation of the API, by domain in the order of docs/product.md §7 Call table. */
/** The rows of the operations not yet declared with defineOperation (edge/define.ts). */
const handWrittenRows = [
  // accounts (docs/product.md §2 Login and register, E-mail verification screens, Account settings)
  {
    name: "accounts.me",
    trpc: "accounts.me",
    rest: null,
    gate: "public",
    kind: "private-read",
    owner: "the session user (the caller themself)",
    note: "answers null for a visitor; REST's member-gated twin is the row accounts.meRest",
  },
  {
    name: "accounts.meRest",
    trpc: null,
    rest: "GET /api/auth/me",
    gate: "member",
    kind: "private-read",
    owner: "the session user (the caller themself)",
    note: "REST answers 401 to a visitor where tRPC's accounts.me answers null",
  },
  {
    name: "accounts.register",
    trpc: "accounts.register",
    rest: "POST /api/auth/register",
    gate: "public",
    kind: "mutation",
    owner: null,
    note: "signs the new member in (session cookies replace the caller's); 30 attempts an hour per client IP, taken addresses included",
  },
  {
    name: "accounts.login",
    trpc: "accounts.login",
    rest: "POST /api/auth/login",
    gate: "public",
    kind: "mutation",
    owner: "the account whose credentials are given",
    note: "5 password checks a minute per e-mail and IP, each reserved before it runs (a success clears them)",
  },
  {
    name: "accounts.logout",
    trpc: "accounts.logout",
    rest: "POST /api/auth/logout",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own session",
  },
  {
    name: "accounts.verifyEmail",
    trpc: "accounts.verifyEmail",
    rest: "GET /api/email/verify/{id}/{hash}",
    gate: "public",
    kind: "mutation",
    owner: "the account the signed link names (the signature is the credential)",
  },
  {
    name: "accounts.resendVerification",
    trpc: "accounts.resendVerification",
    rest: "POST /api/email/verification-notification",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own address",
  },
  {
    name: "accounts.forgotPassword",
    trpc: "accounts.forgotPassword",
    rest: "POST /api/forgot-password",
    gate: "public",
    kind: "mutation",
    owner: null,
    note: "the same answer whether the address exists or not",
  },
  {
    name: "accounts.resetPassword",
    trpc: "accounts.resetPassword",
    rest: "POST /api/reset-password",
    gate: "public",
    kind: "mutation",
    owner: "the account of the reset token (the token is the credential)",
  },
  {
    name: "accounts.changeEmail",
    trpc: "accounts.changeEmail",
    rest: null,
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account (current password required)",
    note: "5 current-password checks a minute per member and IP, shared by changeEmail, changePassword and deleteAccount",
  },
  {
    name: "accounts.changePassword",
    trpc: "accounts.changePassword",
    rest: null,
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account (current password required)",
    note: "5 current-password checks a minute per member and IP, shared by changeEmail, changePassword and deleteAccount",
  },
  {
    name: "accounts.deleteAccount",
    trpc: "accounts.deleteAccount",
    rest: null,
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account (password required)",
    note: "5 current-password checks a minute per member and IP, shared by changeEmail, changePassword and deleteAccount",
  },

  // posts (docs/product.md §2 Post list, Post detail, Post create, Post edit; §6 Permissions)
  {
    name: "posts.list",
    trpc: "posts.list",
    rest: [
      "GET /api/posts",
      "GET /api/posts/nearby",
      "GET /api/category/{slug}/posts",
      "GET /api/category/{slug}/nearby-posts",
    ],
    gate: "public",
    kind: "public-read",
    owner: "drafts: their author (never listed)",
  },
  {
    name: "posts.recommended",
    trpc: "posts.recommended",
    rest: "GET /api/posts/recommended",
    gate: "public",
    kind: "public-read",
    owner: null,
  },
  {
    name: "posts.byId",
    trpc: "posts.byId",
    rest: "GET /api/posts/{id}",
    gate: "public",
    kind: "public-read",
    owner: "the post: a draft is visible to its author only (404 for everyone else, admins included)",
  },
  {
    name: "posts.create",
    trpc: "posts.create",
    rest: "POST /api/posts",
    gate: "verified",
    kind: "mutation",
    owner: null,
    note: "10 new posts an hour per member (taken before the image is re-encoded)",
  },
  {
    name: "posts.update",
    trpc: "posts.update",
    rest: ["PUT /api/posts/{id}", "PATCH /api/posts/{id}"],
    gate: "verified",
    kind: "mutation",
    owner: "the post: only its author edits it (admins included: 403); others' drafts are 404",
  },
  {
    name: "posts.delete",
    trpc: "posts.delete",
    rest: "DELETE /api/posts/{id}",
    gate: "member",
    kind: "mutation",
    owner: "the post: its author or an administrator deletes it; others' drafts are 404",
  },

  // requests (docs/product.md §10: status, thanks and ratings, profile activity)
  {
    name: "requests.setStatus",
    trpc: "requests.setStatus",
    rest: "PATCH /api/posts/{id}/status",
    gate: "member",
    kind: "mutation",
    owner: "the post: its author or an administrator changes the status; others 403, others' drafts 404",
    note: "helper_id only with resolved, and only a member who commented or shares a thread with the author (else 422)",
  },
  {
    name: "requests.createReview",
    trpc: "requests.createReview",
    rest: "POST /api/posts/{id}/reviews",
    gate: "verified",
    kind: "mutation",
    owner: "the resolved post's author and its named helper, once each; anyone else 403",
  },
  {
    name: "requests.helperCandidates",
    trpc: "requests.helperCandidates",
    rest: "GET /api/posts/{id}/helper-candidates",
    gate: "member",
    kind: "private-read",
    owner: "the post: its author or an administrator lists who may be named helper; others 403",
  },
  {
    name: "requests.postReviews",
    trpc: "requests.postReviews",
    rest: "GET /api/posts/{id}/reviews",
    gate: "public",
    kind: "public-read",
    owner: null,
  },
  {
    name: "requests.userReviews",
    trpc: "requests.userReviews",
    rest: "GET /api/users/{id}/reviews",
    gate: "public",
    kind: "public-read",
    owner: null,
  },
  {
    name: "requests.activity",
    trpc: "requests.activity",
    rest: "GET /api/users/{id}/activity",
    gate: "public",
    kind: "public-read",
    owner: null,
    note: "public posts only: recent requests and resolved requests the member helped on",
  },

  // comments
  {
    name: "comments.create",
    trpc: "comments.create",
    rest: "POST /api/comments",
    gate: "verified",
    kind: "mutation",
    owner: "the post commented on: any visible post; a draft only by its author (404 for others)",
    note: "30 comments in 10 minutes per member",
  },

  // social (docs/product.md §4 Bookmark and follow toggles)
  {
    name: "social.bookmark",
    trpc: "social.bookmark",
    rest: "POST /api/favorites/posts/{id}",
    gate: "verified",
    kind: "mutation",
    owner: "the post saved: any visible post; a draft only by its author (404 for others)",
  },
  {
    name: "social.unbookmark",
    trpc: "social.unbookmark",
    rest: "DELETE /api/favorites/posts/{id}",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own bookmark",
  },
  {
    name: "social.follow",
    trpc: "social.follow",
    rest: "POST /api/follows/{userId}",
    gate: "verified",
    kind: "mutation",
    owner: "the member followed (nobody follows themself: 422)",
  },
  {
    name: "social.unfollow",
    trpc: "social.unfollow",
    rest: "DELETE /api/follows/{userId}",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own follow of the member (not themself: 422)",
  },

  // mypage (docs/product.md §2 Dashboard, My page, My posts, My comments, Favorites)
  {
    name: "mypage.posts",
    trpc: "mypage.posts",
    rest: "GET /api/myposts",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own posts (drafts included)",
  },
  {
    name: "mypage.commentedPosts",
    trpc: "mypage.commentedPosts",
    rest: "GET /api/mycomments",
    gate: "member",
    kind: "private-read",
    owner: "the posts the caller commented on",
  },
  {
    name: "mypage.bookmarks",
    trpc: "mypage.bookmarks",
    rest: "GET /api/favorites/posts",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own bookmarks",
  },
  {
    name: "mypage.follows",
    trpc: "mypage.follows",
    rest: "GET /api/follows",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own follows",
  },
  {
    name: "mypage.followers",
    trpc: "mypage.followers",
    rest: "GET /api/followers",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own followers",
  },
  {
    name: "mypage.summary",
    trpc: "mypage.summary",
    rest: "GET /api/mypage/summary",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own counters and recent lists",
  },

  // threads (docs/product.md §2 Threads list, Thread show, Thread create, Legacy messages list)
  {
    name: "threads.list",
    trpc: "threads.list",
    rest: "GET /api/threads",
    gate: "member",
    kind: "private-read",
    owner: "the threads the caller takes part in",
  },
  {
    name: "threads.open",
    trpc: "threads.open",
    rest: "POST /api/threads",
    gate: "verified",
    kind: "mutation",
    owner: "the partner member (nobody opens a thread with themself: 422)",
    note: "20 new threads an hour per member; opening an existing thread is not counted",
  },
  {
    name: "threads.messages",
    trpc: "threads.messages",
    rest: "GET /api/threads/{id}/messages",
    gate: "member",
    kind: "private-read",
    owner: "the thread: its two participants only (403 for anyone else, admins included)",
  },
  {
    name: "threads.send",
    trpc: "threads.send",
    rest: "POST /api/threads/{id}/messages",
    gate: "verified",
    kind: "mutation",
    owner: "the thread: its two participants only (403 for anyone else, admins included)",
  },
  {
    name: "threads.markRead",
    trpc: "threads.markRead",
    rest: null,
    gate: "member",
    kind: "mutation",
    owner: "the thread: its two participants only (403 for anyone else, admins included)",
  },
  {
    name: "threads.unreadCount",
    trpc: "threads.unreadCount",
    rest: "GET /api/messages/unread-count",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own unread messages",
  },
  {
    name: "threads.legacy",
    trpc: "threads.legacy",
    rest: "GET /api/messages",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own legacy messages",
  },

  // board (docs/product.md §2 Home, §5 Public message)
  {
    name: "board.list",
    trpc: "board.list",
    rest: "GET /api/public-messages",
    gate: "public",
    kind: "public-read",
    owner: null,
  },
  {
    name: "board.post",
    trpc: "board.post",
    rest: "POST /api/public-messages",
    gate: "verified",
    kind: "mutation",
    owner: null,
    note: "the unverified refusal has the board's own text (copy.board.unverified); 5 a minute per member",
  },

  // profile (docs/product.md §2 Profile show, Profile edit, Interest setup, Region setup)
  {
    name: "profile.update",
    trpc: "profile.update",
    rest: "POST /api/profile",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own profile",
  },
  {
    name: "profile.removeAvatar",
    trpc: "profile.removeAvatar",
    rest: "DELETE /api/profile/avatar",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own avatar",
  },
  {
    name: "profile.setCoverPreset",
    trpc: "profile.setCoverPreset",
    rest: "POST /api/profile/cover/preset",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own cover",
  },
  {
    name: "profile.removeCover",
    trpc: "profile.removeCover",
    rest: "DELETE /api/profile/cover",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own cover",
  },
  {
    name: "profile.interests",
    trpc: "profile.interests",
    rest: "GET /api/profile/interests",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own interests",
  },
  {
    name: "profile.setInterests",
    trpc: "profile.setInterests",
    rest: "POST /api/profile/interests",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own interests",
  },
  {
    name: "profile.region",
    trpc: "profile.region",
    rest: "GET /api/profile/region",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own region",
  },
  {
    name: "profile.setRegion",
    trpc: "profile.setRegion",
    rest: "POST /api/profile/region",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own region",
  },
  {
    name: "profile.me",
    trpc: "profile.me",
    rest: null,
    gate: "member",
    kind: "private-read",
    owner: "the caller's own full profile",
  },
  {
    name: "profile.byId",
    trpc: "profile.byId",
    rest: ["GET /api/profile/{id}", "GET /api/users/{id}"],
    gate: "member",
    kind: "private-read",
    owner:
      "the profile: the full view (e-mail, status, login times) for the member themself and admins, the public view for other members",
  },
  {
    name: "profile.public",
    trpc: "profile.public",
    rest: "GET /api/public/profile/{id}",
    gate: "public",
    kind: "public-read",
    owner: null,
  },

  // admin (docs/product.md §6 Admin)
  {
    name: "admin.users",
    trpc: "admin.users",
    rest: "GET /api/admin/users",
    gate: "admin",
    kind: "private-read",
    owner: null,
  },
  {
    name: "admin.user",
    trpc: "admin.user",
    rest: "GET /api/admin/users/{id}",
    gate: "admin",
    kind: "private-read",
    owner: "the member's account (the member themself is refused too: 403)",
  },
  {
    name: "admin.updateUser",
    trpc: "admin.updateUser",
    rest: ["PATCH /api/admin/users/{id}", "PUT /api/admin/users/{id}"],
    gate: "admin",
    kind: "mutation",
    owner: "the member's account (the member themself is refused too: 403)",
  },
  {
    name: "admin.deleteUser",
    trpc: "admin.deleteUser",
    rest: "DELETE /api/admin/users/{id}",
    gate: "admin",
    kind: "mutation",
    owner: "the member's account (not the administrator's own)",
  },
  {
    name: "admin.resendVerification",
    trpc: "admin.resendVerification",
    rest: "POST /api/admin/users/{id}/resend-verification",
    gate: "admin",
    kind: "mutation",
    owner: "the member's unverified address",
  },
  {
    name: "admin.setSuspended",
    trpc: "admin.setSuspended",
    rest: ["POST /api/admin/users/{id}/suspend", "POST /api/admin/users/{id}/unsuspend"],
    gate: "admin",
    kind: "mutation",
    owner: "the member's account (not the administrator's own)",
  },
  {
    name: "admin.attachRole",
    trpc: "admin.attachRole",
    rest: "PATCH /api/role/attach/{userId}",
    gate: "admin",
    kind: "mutation",
    owner: "the member's roles",
  },
  {
    name: "admin.detachRole",
    trpc: "admin.detachRole",
    rest: "PATCH /api/role/detach/{userId}",
    gate: "admin",
    kind: "mutation",
    owner: "the member's roles (not the last administrator's admin role)",
  },

  // contact
  {
    name: "contact.submit",
    trpc: "contact.submit",
    rest: "POST /api/contact",
    gate: "public",
    kind: "mutation",
    owner: null,
    note: "limited per client IP",
  },

  // personal access tokens (docs/product.md § API platform, docs/decisions/010)
  {
    name: "tokens.list",
    trpc: "tokens.list",
    rest: "GET /api/tokens",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own tokens (never a secret)",
    note: "called with a token: only that token",
  },
  {
    name: "tokens.create",
    trpc: "tokens.create",
    rest: "POST /api/tokens",
    gate: "member",
    kind: "mutation",
    owner: "a token of the caller (at most 20); the plain token is answered once",
    note: "browser session only: a call made with a token gets 403; expiry at most 1 year away",
  },
  {
    name: "tokens.revoke",
    trpc: "tokens.revoke",
    rest: "DELETE /api/tokens/{id}",
    gate: "member",
    kind: "mutation",
    owner: "a token of the owner (others: 404)",
    note: "browser session only: a call made with a token gets 403",
  },

  // notifications and saved searches (docs/product.md §11 Notifications)
  {
    name: "notifications.list",
    trpc: "notifications.list",
    rest: "GET /api/notifications",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own notifications",
  },
  {
    name: "notifications.unreadCount",
    trpc: "notifications.unreadCount",
    rest: "GET /api/notifications/unread-count",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own notifications",
  },
  {
    name: "notifications.markRead",
    trpc: "notifications.markRead",
    rest: "POST /api/notifications/read",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own notifications (ids of others are ignored)",
  },
  {
    name: "notifications.adminNotice",
    trpc: "notifications.adminNotice",
    rest: "POST /api/admin/notices",
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: "queued: every member but the sender gets an admin_notice by the background fan-out",
  },
  {
    name: "notifications.settings",
    trpc: "notifications.settings",
    rest: "GET /api/notification-settings",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own e-mail preferences",
  },
  {
    name: "notifications.updateSettings",
    trpc: "notifications.updateSettings",
    rest: "PUT /api/notification-settings",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own e-mail preferences",
    note: "POST /unsubscribe/{token} (outside /api, signed link, RFC 8058) turns one kind off without a session",
  },
  {
    name: "notifications.pushKey",
    trpc: "notifications.pushKey",
    rest: "GET /api/push-subscriptions/key",
    gate: "member",
    kind: "private-read",
    owner: null,
    note: "the VAPID public key of this board",
  },
  {
    name: "notifications.pushSubscribe",
    trpc: "notifications.pushSubscribe",
    rest: "POST /api/push-subscriptions",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own push subscriptions (an endpoint saved again moves to the caller)",
  },
  {
    name: "notifications.pushUnsubscribe",
    trpc: "notifications.pushUnsubscribe",
    rest: "DELETE /api/push-subscriptions",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own push subscriptions (others' endpoints are left alone)",
  },
  {
    name: "notifications.savedSearches",
    trpc: "notifications.savedSearches",
    rest: "GET /api/saved-searches",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own saved searches",
  },
  {
    name: "notifications.saveSearch",
    trpc: "notifications.saveSearch",
    rest: "POST /api/saved-searches",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own saved searches (at most 20)",
  },
  {
    name: "notifications.deleteSavedSearch",
    trpc: "notifications.deleteSavedSearch",
    rest: "DELETE /api/saved-searches/{id}",
    gate: "member",
    kind: "mutation",
    owner: "a saved search of the owner (others: 404)",
  },

  // trust and safety (docs/product.md §12 Reporting, blocking and contact details)
  {
    name: "safety.report",
    trpc: "safety.report",
    rest: "POST /api/reports",
    gate: "member",
    kind: "mutation",
    owner:
      "the reported target: a post or comment the caller may see, a board message, a member, a message of a thread the caller takes part in (403 otherwise); one's own content or oneself: 422",
    note: "a second open report of the same target by the same member is a 422; three members' open reports hide a post, comment or message pending review",
  },
  {
    name: "safety.block",
    trpc: "safety.block",
    rest: "POST /api/blocks/{userId}",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own block list (blocking oneself: 422)",
    note: "idempotent; ends follows both ways",
  },
  {
    name: "safety.unblock",
    trpc: "safety.unblock",
    rest: "DELETE /api/blocks/{userId}",
    gate: "member",
    kind: "mutation",
    owner: "the caller's own block list (oneself: 422)",
    note: "idempotent",
  },
  {
    name: "safety.blocks",
    trpc: "safety.blocks",
    rest: "GET /api/blocks",
    gate: "member",
    kind: "private-read",
    owner: "the caller's own block list",
  },
  {
    name: "safety.blockStatus",
    trpc: "safety.blockStatus",
    rest: null,
    gate: "member",
    kind: "private-read",
    owner: "the block between the caller and one member, both directions",
  },
  {
    name: "safety.contactConsent",
    trpc: "safety.contactConsent",
    rest: "POST /api/threads/{id}/contact-consent",
    gate: "member",
    kind: "mutation",
    owner: "the thread: its two participants only (403 for anyone else, admins included)",
  },
  {
    name: "safety.adminReports",
    trpc: "safety.adminReports",
    rest: "GET /api/admin/reports",
    gate: "admin",
    kind: "private-read",
    owner: null,
  },
  {
    name: "safety.moderate",
    trpc: "safety.moderate",
    rest: "PATCH /api/admin/reports/{id}",
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: "resolves every open report of the target; each action is written to the moderation log",
  },
  {
    name: "safety.moderationLog",
    trpc: "safety.moderationLog",
    rest: "GET /api/admin/moderation-log",
    gate: "admin",
    kind: "private-read",
    owner: null,
  },

  // live stream (docs/product.md §4 Polling, docs/decisions/006)
  {
    name: "live.events",
    trpc: "live.events",
    rest: null,
    gate: "public",
    kind: "public-read",
    owner: "the viewer's own events (unread counts, thread messages); visitors receive the board only",
    note: "a subscription: over HTTP GET /trpc/live.events (http/trpc.ts, realtime/live-sse.ts), no .output()",
  },
] as const satisfies readonly Operation[];

/** The row of a declared operation (edge/define.ts): what the table says of it, derived from its declaration. */
function rowOf(operation: AnyOperation): Operation {
  const rest = restRoutesOfDeclaration(operation).flatMap(routeNames);
  return {
    name: operation.name,
    trpc: operation.trpc === false ? null : operation.name,
    rest: rest.length === 0 ? null : rest.length === 1 ? (rest[0] as string) : rest,
    gate: operation.gate,
    kind: operation.kind,
    owner: operation.owner,
    ...(operation.note ? { note: operation.note } : {}),
  };
}

/** Every operation of the API: the declared ones (edge/registry.ts) and the rows written here. */
export const operations: readonly Operation[] = [...handWrittenRows, ...allOperations.map(rowOf)];
