/** The app router: one sub-router per domain. The client imports only `type AppRouter`. */
import { accountsRouter } from "../domains/accounts/accounts.router.ts";
import { catalogRouter } from "../domains/catalog/catalog.router.ts";
import { postsRouter } from "../domains/posts/posts.router.ts";
import { router } from "./init.ts";

export const appRouter = router({
  accounts: accountsRouter,
  catalog: catalogRouter,
  posts: postsRouter,
});

export type AppRouter = typeof appRouter;
