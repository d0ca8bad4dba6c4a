/**
 * The home recommended section (#recommended, docs/product.md §2 Home; §7 GET /api/posts/recommended): posts of the
 * member's interest categories and region first, then fresh posts; visitors see fresh posts.
 */

import { PostCard } from "#client/components/post-card.tsx";
import { OpenOnlyToggle } from "#client/components/request-status.tsx";
import { SectionHead } from "#client/components/section-head.tsx";
import { PostCardSkeletons } from "#client/components/skeletons.tsx";
import { EmptyState, FailureState } from "#client/components/status-message.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { useOpenOnly } from "#client/lib/use-open-only.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import "../home-sections.css";

const RECOMMENDED_COUNT = 6;

/** The home #recommended section: 6 recommended cards with the note saying how they were chosen. */
export function RecommendedSection() {
  // 「募集中のみ」 (docs/product.md §10): on by default for visitors.
  const session = useSession();
  const openOnly = useOpenOnly("recommended", !session.isAuthenticated);
  const list = trpc.posts.recommended.useQuery(openOnly.on ? { page: 1, status: "open" } : { page: 1 });
  const posts = list.data?.data.slice(0, RECOMMENDED_COUNT) ?? [];
  return (
    <section id="recommended" className="section home-anchor" aria-labelledby="recommended-title">
      <SectionHead
        id="recommended-title"
        title={copy.home.recommendedHeading}
        moreHref={paths.posts()}
        moreLabel={copy.home.seeAll}
      />
      {/* The switch and the note share a row, so the cards come up higher (docs/product.md §2 Home). */}
      <div className="home-list-tools">
        <OpenOnlyToggle id="recommended-open-only" on={openOnly.on} onChange={openOnly.set} />
        {list.data ? (
          <p className="list-note">
            {list.data.personalized ? copy.discovery.recommendedPersonal : copy.discovery.recommendedFresh}
          </p>
        ) : list.isPending ? (
          // Keeps the note's line while loading, so the cards below do not move when it arrives.
          <p className="list-note" aria-hidden="true">
            {"\u00a0"}
          </p>
        ) : null}
      </div>
      {list.isPending ? (
        <PostCardSkeletons count={RECOMMENDED_COUNT} />
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
