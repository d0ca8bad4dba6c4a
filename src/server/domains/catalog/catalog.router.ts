/** tRPC procedures of the catalog domain: categories and regions (spec.md §7). */
import { publicProcedure, router } from "../../trpc/init.ts";
import { categoryTree, listRegions } from "./catalog.service.ts";

export const catalogRouter = router({
  /** The category tree with public post counts. */
  categories: publicProcedure.query(({ ctx }) => categoryTree(ctx.db)),
  /** The 47 prefectures in JIS order. */
  regions: publicProcedure.query(({ ctx }) => listRegions(ctx.db)),
});
