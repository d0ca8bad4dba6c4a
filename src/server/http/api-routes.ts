/**
 * The REST API under /api (docs/api.md "Routes"): the domain REST adapters in the order they are mounted, in one
 * place, so that app.ts and a test enumerate the same routes. Were two adapters to match the same method and path,
 * the first mounted would answer; none do today (path ids are digits only, e.g. /posts/{id} vs /posts/nearby).
 */
import { Hono } from "hono";
import type { AppBindings } from "../context.ts";
import { accountsRest } from "../domains/accounts/accounts.rest.ts";
import { adminRest } from "../domains/admin/admin.rest.ts";
import { boardRest } from "../domains/board/board.rest.ts";
import { commentsRest } from "../domains/comments/comments.rest.ts";
import { contactRest } from "../domains/contact/contact.rest.ts";
import { mypageRest } from "../domains/mypage/mypage.rest.ts";
import { notificationsRest } from "../domains/notifications/notifications.rest.ts";
import { postListsRest } from "../domains/posts/posts.lists.rest.ts";
import { postsRest } from "../domains/posts/posts.rest.ts";
import { profileRest } from "../domains/profile/profile.rest.ts";
import { requestsRest } from "../domains/requests/requests.rest.ts";
import { safetyRest } from "../domains/safety/safety.rest.ts";
import { socialRest } from "../domains/social/social.rest.ts";
import { threadsRest } from "../domains/threads/threads.rest.ts";
import { tokensRest } from "../domains/tokens/tokens.rest.ts";
import { allOperations } from "../edge/registry.ts";
import { restAppOf } from "../edge/rest.ts";

/** Every domain's REST adapter, in mount order (paths relative to /api). */
export const restApps: readonly Hono<AppBindings>[] = [
  restAppOf(allOperations),
  accountsRest,
  postsRest,
  postListsRest,
  requestsRest,
  profileRest,
  adminRest,
  contactRest,
  commentsRest,
  socialRest,
  mypageRest,
  threadsRest,
  boardRest,
  notificationsRest,
  tokensRest,
  safetyRest,
];

/** The /api sub-app: every adapter of `restApps` mounted at its root. `app.route("/api", restApi())`. */
export function restApi(): Hono<AppBindings> {
  const api = new Hono<AppBindings>();
  for (const rest of restApps) api.route("/", rest);
  return api;
}
