/**
 * The request writes of the post detail (docs/product.md §10 Request status, Thanks and ratings), with their cache
 * effects: a status change stores the answered detail and refreshes the cards and profile activity that show the
 * status (cache-effects.ts `requestStatusChanged`); a review refreshes the request's reviews and the reviewee's
 * reviews and rating counts (`reviewGiven`) before the form makes way for 「評価済み」.
 */
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";

/** requests.setStatus `{id, status, helper_id}` → the post's detail, stored at once; the cards follow. */
export function useSetPostStatus() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  return trpc.requests.setStatus.useMutation({
    onSuccess: (updated) => {
      utils.posts.byId.setData({ id: updated.id }, updated);
      void effects.requestStatusChanged();
    },
  });
}

/**
 * requests.createReview `{post_id, rating, comment}` by the author or the helper; `revieweeId` is the other side
 * (null when that account is gone: the server refuses then).
 */
export function useCreateReview(revieweeId: number | null) {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  return trpc.requests.createReview.useMutation({
    onSuccess: (review) =>
      revieweeId === null
        ? utils.requests.postReviews.invalidate({ post_id: review.post.id })
        : effects.reviewGiven(review.post.id, revieweeId),
  });
}
