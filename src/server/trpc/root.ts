/** The app router: one sub-router per domain. The client imports only `type AppRouter`. */
import { accountsRouter } from "../domains/accounts/accounts.router.ts";
import { adminRouter } from "../domains/admin/admin.router.ts";
import { boardRouter } from "../domains/board/board.router.ts";
import { catalogOperations } from "../domains/catalog/catalog.operations.ts";
import { commentsRouter } from "../domains/comments/comments.router.ts";
import { contactRouter } from "../domains/contact/contact.router.ts";
import { mypageRouter } from "../domains/mypage/mypage.router.ts";
import { notificationsRouter } from "../domains/notifications/notifications.router.ts";
import { postsRouter } from "../domains/posts/posts.router.ts";
import { profileRouter } from "../domains/profile/profile.router.ts";
import { requestsRouter } from "../domains/requests/requests.router.ts";
import { safetyRouter } from "../domains/safety/safety.router.ts";
import { socialRouter } from "../domains/social/social.router.ts";
import { tagsOperations } from "../domains/tags/tags.operations.ts";
import { threadsRouter } from "../domains/threads/threads.router.ts";
import { tokensRouter } from "../domains/tokens/tokens.router.ts";
import { routerOf } from "../edge/trpc.ts";
import { liveRouter } from "../realtime/live.router.ts";
import { router } from "./init.ts";

export const appRouter = router({
  accounts: accountsRouter,
  admin: adminRouter,
  contact: contactRouter,
  profile: profileRouter,
  catalog: routerOf("catalog", catalogOperations),
  mypage: mypageRouter,
  posts: postsRouter,
  requests: requestsRouter,
  comments: commentsRouter,
  social: socialRouter,
  tags: routerOf("tags", tagsOperations),
  threads: threadsRouter,
  board: boardRouter,
  live: liveRouter,
  notifications: notificationsRouter,
  tokens: tokensRouter,
  safety: safetyRouter,
});

export type AppRouter = typeof appRouter;
