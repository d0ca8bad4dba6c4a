/** The app router: one sub-router per domain. The client imports only `type AppRouter`. */
import { accountsOperations } from "../domains/accounts/accounts.operations.ts";
import { adminOperations } from "../domains/admin/admin.operations.ts";
import { appointmentsOperations } from "../domains/appointments/appointments.operations.ts";
import { boardOperations } from "../domains/board/board.operations.ts";
import { catalogOperations } from "../domains/catalog/catalog.operations.ts";
import { commentsOperations } from "../domains/comments/comments.operations.ts";
import { contactOperations } from "../domains/contact/contact.operations.ts";
import { mypageOperations } from "../domains/mypage/mypage.operations.ts";
import { notificationsOperations } from "../domains/notifications/notifications.operations.ts";
import { organizationsOperations } from "../domains/organizations/organizations.operations.ts";
import { postsOperations } from "../domains/posts/posts.operations.ts";
import { profileOperations } from "../domains/profile/profile.operations.ts";
import { requestsOperations } from "../domains/requests/requests.operations.ts";
import { safetyOperations } from "../domains/safety/safety.operations.ts";
import { socialOperations } from "../domains/social/social.operations.ts";
import { tagsOperations } from "../domains/tags/tags.operations.ts";
import { threadsOperations } from "../domains/threads/threads.operations.ts";
import { tokensOperations } from "../domains/tokens/tokens.operations.ts";
import { webhooksOperations } from "../domains/webhooks/webhooks.operations.ts";
import { routerOf } from "../edge/trpc.ts";
import { liveRouter } from "../realtime/live.router.ts";
import { router } from "./init.ts";

export const appRouter = router({
  accounts: routerOf("accounts", accountsOperations),
  admin: routerOf("admin", adminOperations),
  contact: routerOf("contact", contactOperations),
  profile: routerOf("profile", profileOperations),
  catalog: routerOf("catalog", catalogOperations),
  mypage: routerOf("mypage", mypageOperations),
  posts: routerOf("posts", postsOperations),
  requests: routerOf("requests", requestsOperations),
  comments: routerOf("comments", commentsOperations),
  social: routerOf("social", socialOperations),
  tags: routerOf("tags", tagsOperations),
  threads: routerOf("threads", threadsOperations),
  board: routerOf("board", boardOperations),
  live: liveRouter,
  notifications: routerOf("notifications", notificationsOperations),
  tokens: routerOf("tokens", tokensOperations),
  webhooks: routerOf("webhooks", webhooksOperations),
  appointments: routerOf("appointments", appointmentsOperations),
  organizations: routerOf("organizations", organizationsOperations),
  safety: routerOf("safety", safetyOperations),
});

export type AppRouter = typeof appRouter;
