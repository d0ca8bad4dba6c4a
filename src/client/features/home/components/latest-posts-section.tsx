/** Newest requests: the 6 newest public posts (first page of posts.list) and a link to the full list. */
import { Link } from "wouter";
import { copy } from "../../../../shared/copy.ts";
import { paths } from "../../../../shared/paths.ts";
import { ChevronRightIcon } from "../../../components/icons.tsx";
import { EmptyState, FailureState, LoadingState } from "../../../components/status-message.tsx";
import { trpc } from "../../../lib/trpc.ts";
import { PostCard } from "../../posts/components/post-card.tsx";

const LATEST_COUNT = 6;

export function LatestPostsSection() {
  const list = trpc.posts.list.useQuery({ page: 1 });
  const posts = list.data?.data.slice(0, LATEST_COUNT) ?? [];
  return (
    <section className="section" aria-labelledby="latest-title">
      <div className="section__head">
        <h2 id="latest-title" className="section__title">
          {copy.home.newestHeading}
        </h2>
        <Link href={paths.posts()} className="section__more">
          {copy.home.seeAll}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
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
