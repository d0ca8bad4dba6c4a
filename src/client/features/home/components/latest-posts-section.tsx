/** Newest requests: the 6 newest public posts (first page of posts.list) and a link to the full list. */
import { copy } from "../../../../shared/copy.ts";
import { paths } from "../../../../shared/paths.ts";
import { SectionHead } from "../../../components/section-head.tsx";
import { EmptyState, FailureState, LoadingState } from "../../../components/status-message.tsx";
import { trpc } from "../../../lib/trpc.ts";
import { PostCard } from "../../posts/components/post-card.tsx";

const LATEST_COUNT = 6;

export function LatestPostsSection() {
  const list = trpc.posts.list.useQuery({ page: 1 });
  const posts = list.data?.data.slice(0, LATEST_COUNT) ?? [];
  return (
    <section className="section" aria-labelledby="latest-title">
      <SectionHead
        id="latest-title"
        title={copy.home.newestHeading}
        moreHref={paths.posts()}
        moreLabel={copy.home.seeAll}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <FailureState message={copy.errors.listFailed} />
      ) : posts.length === 0 ? (
        <EmptyState message={copy.empty.posts} />
      ) : (
        <ul className="card-grid">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
