/**
 * Comments under a post (docs/product.md §3 Comment): author, relative time and body; empty text when none. One's
 * own comment hidden by an administrator offers 再審査を依頼する (docs/product.md §12 Reporting and moderation).
 */

import { BlockButton } from "#client/components/block-button.tsx";
import { ModerationMark } from "#client/components/moderation-mark.tsx";
import { PostAuthor } from "#client/components/post-author.tsx";
import { ReportButton } from "#client/components/report-button.tsx";
import { EmptyState } from "#client/components/status-message.tsx";
import { shownRelative } from "#client/lib/shown-dates.ts";
import type { RouterOutputs } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { ReviewRequest } from "./review-request.tsx";

type CommentItem = RouterOutputs["posts"]["byId"]["comments"][number];

/** The comments of a post, oldest first, or コメントはまだありません。 */
export function CommentList({ comments }: { comments: readonly CommentItem[] }) {
  const { user } = useSession();
  if (comments.length === 0) return <EmptyState message={copy.empty.comments} />;
  return (
    <ol className="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="comment">
          <div className="comment__head">
            <PostAuthor user={comment.user} size={32} />
            <time className="comment__time" dateTime={comment.created_at}>
              {shownRelative(comment.created_at, comment.created_at_relative)}
            </time>
            {/* Hidden by an administrator, its author reads it once, in the review box below. */}
            <ModerationMark
              moderation={
                comment.moderation === "removed" && comment.user?.id === user?.id
                  ? undefined
                  : comment.moderation
              }
            />
            {comment.moderation === undefined ? (
              <>
                <ReportButton
                  targetType="comment"
                  targetId={comment.id}
                  authorId={comment.user?.id ?? null}
                />
                {comment.user ? (
                  <BlockButton userId={comment.user.id} name={comment.user.name} knownUnblocked />
                ) : null}
              </>
            ) : null}
          </div>
          <p className="comment__body prose">{comment.body}</p>
          {comment.moderation === "removed" && user !== null && comment.user?.id === user.id ? (
            <ReviewRequest targetType="comment" targetId={comment.id} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
