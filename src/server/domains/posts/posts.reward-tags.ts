/**
 * The stored reward tags of a request follow its お礼 field (docs/product.md §10 Structured request details; the
 * rule is src/shared/reward-tags.ts): written inside the post's write transaction, after its tags are attached
 * and before its search document is rewritten, so cards, lists and tag pages never say 無償 beside #謝礼あり.
 */
import { and, eq, inArray } from "drizzle-orm";
import { refusedRewardTags, rewardTagOf } from "#shared/reward-tags.ts";
import type { RewardType } from "#shared/schemas/requests.ts";
import type { DbOrTx } from "../../db/client.ts";
import { postTags, tags } from "../../db/schema/index.ts";

/**
 * Leaves out of post `postId` the official reward tags `rewardType` refuses and gives it the one it brings
 * (#謝礼あり for 謝礼, #お礼の品あり for お礼の品), when that official tag exists. Two statements, or three.
 */
export async function syncRewardTags(db: DbOrTx, postId: number, rewardType: RewardType): Promise<void> {
  const refused = refusedRewardTags(rewardType);
  await db.delete(postTags).where(
    and(
      eq(postTags.postId, postId),
      inArray(
        postTags.tagId,
        db
          .select({ id: tags.id })
          .from(tags)
          .where(and(inArray(tags.slug, [...refused]), eq(tags.isOfficial, true))),
      ),
    ),
  );
  const brought = rewardTagOf(rewardType);
  if (brought === null) return;
  const [tag] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.slug, brought), eq(tags.isOfficial, true)));
  if (tag) await db.insert(postTags).values({ postId, tagId: tag.id }).onConflictDoNothing();
}
