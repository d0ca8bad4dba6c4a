/**
 * The actions of the post detail (docs/product.md §2 Post detail): save toggle, follow toggle and message button (both
 * hidden on one's own posts and for a deleted author), edit and delete only when the post says can_update /
 * can_delete. Visitors are sent to the login page and back, members with an unverified e-mail to the verify
 * page (useMemberGate). Delete asks 本当に削除しますか？ and goes to /. On a request hidden from the reader by
 * moderation (docs/product.md §12) save, follow and message are off, with the reason beside them.
 */
import { Link, useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { MessageIcon, PlusIcon, StarIcon, UserIcon } from "#client/components/icons.tsx";
import { confirmAction } from "#client/lib/confirm.ts";
import type { RouterOutputs } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { useMemberGate } from "../hooks/use-member-gate.ts";
import { useDeletePost } from "../hooks/use-post-mutations.ts";
import { useBookmarkToggle, useFollowToggle } from "../hooks/use-social-toggles.ts";

type PostDetail = RouterOutputs["posts"]["byId"];

/**
 * Save, follow and message buttons and the author's edit/delete of a post detail (can_update / can_delete
 * from the server).
 */
export function PostActions({
  post,
  closedReason = null,
}: {
  post: PostDetail;
  closedReason?: string | null;
}) {
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const { user } = useSession();
  const gate = useMemberGate();
  const bookmark = useBookmarkToggle(post.id);
  const follow = useFollowToggle(post.id, post.user?.id ?? null);
  const remove = useDeletePost();
  // The organisation's staff act as the author of its 代理投稿 (can_update): no message to, or follow of, themselves.
  const own = post.can_update || (user !== null && post.user !== null && user.id === post.user.id);
  const author = post.user;

  function handleDelete(): void {
    if (!confirmAction(copy.post.confirmDelete)) return;
    remove.mutate(
      { id: post.id },
      {
        onSuccess: () => {
          show(copy.postForm.deleted);
          navigate(paths.home());
        },
      },
    );
  }

  const errors = [bookmark.error, follow.error, remove.isError ? copy.errors.postDeleteFailed : null].filter(
    (message): message is string => message !== null,
  );

  return (
    <section className="post-actions" aria-label={copy.postDetail.actions}>
      <div className="post-actions__row">
        <button
          type="button"
          className={`button ${post.is_bookmarked ? "button--saved" : "button--ghost"}`}
          aria-pressed={user ? post.is_bookmarked : undefined}
          disabled={closedReason !== null}
          aria-describedby={closedReason ? "post-actions-closed" : undefined}
          onClick={() => gate.pass() && void bookmark.toggle(!post.is_bookmarked)}
        >
          <StarIcon size={18} className={post.is_bookmarked ? "icon--filled" : undefined} />
          {post.is_bookmarked ? copy.postDetail.saved : copy.postDetail.save}
        </button>
        {author && !own ? (
          <button
            type="button"
            className={`button ${author.is_following ? "button--following" : "button--outline"}`}
            aria-pressed={user ? author.is_following : undefined}
            disabled={closedReason !== null}
            aria-describedby={closedReason ? "post-actions-closed" : undefined}
            onClick={() => gate.pass() && void follow.toggle(!author.is_following)}
          >
            {author.is_following ? <UserIcon size={18} /> : <PlusIcon size={18} />}
            {author.is_following ? copy.postDetail.following : copy.postDetail.follow}
          </button>
        ) : null}
        {author && !own ? (
          <button
            type="button"
            className="button button--outline"
            disabled={closedReason !== null}
            aria-describedby={closedReason ? "post-actions-closed" : undefined}
            onClick={() => {
              // A visitor logs in and lands in the thread, not back on the request (phone first).
              const thread = paths.threadCreate(author.id, post.id);
              if (gate.pass(thread)) navigate(thread);
            }}
          >
            <MessageIcon size={18} />
            {copy.postDetail.messageAuthor}
          </button>
        ) : null}
        {post.can_update || post.can_delete ? (
          <span className="post-actions__owner">
            {post.can_update ? (
              <Link href={paths.postEdit(post.id)} className="button button--ghost">
                {copy.post.edit}
              </Link>
            ) : null}
            {post.can_delete ? (
              <button
                type="button"
                className="button button--danger"
                onClick={handleDelete}
                disabled={remove.isPending}
              >
                {remove.isPending ? copy.postDetail.deleting : copy.post.delete}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
      {closedReason ? (
        <p id="post-actions-closed" className="post-actions__closed">
          {closedReason}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p className="post-actions__error" role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
    </section>
  );
}
