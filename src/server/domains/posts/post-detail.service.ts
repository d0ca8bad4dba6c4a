/**
 * The post page's read (docs/product.md §2 Post detail, §12 Blocking): posts.byId and GET /api/posts/{id}. A
 * request of a member blocked either way with the viewer is left out of every list, so it does not open by its
 * id either — both ways, with its own code so the page can say why. Other reads of one post (a status change's
 * answer to its author) use getPost directly.
 */
import type { PostDetail, TPostIdData } from "#shared/schemas/posts.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { isBlockedEitherWay } from "../safety/blocks.queries.ts";
import { getPost } from "./posts.service.ts";

/**
 * `{id}` → the PostDetail of getPost, for anyone but a member blocked either way with its author.
 * @throws AppError NOT_FOUND (`post_not_found`: missing, another's draft; `post_blocked`:
 *   copy.safety.block.postUnavailable).
 */
export async function openPost(db: Database, viewer: Viewer | null, input: TPostIdData): Promise<PostDetail> {
  const post = await getPost(db, viewer, input);
  const authorId = post.user?.id ?? null;
  if (viewer && authorId !== null && authorId !== viewer.id) {
    if (await isBlockedEitherWay(db, viewer.id, authorId)) throw AppError.notFound("post_blocked");
  }
  return post;
}
