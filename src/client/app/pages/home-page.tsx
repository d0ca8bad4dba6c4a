/**
 * Home (/ and /home). Requests come first on a phone (docs/product.md "Phone first" #phone-first-first-screen):
 * a member sees their nearby requests (or the recommended ones when they have neither a location nor a region)
 * at the top, with no hero; a visitor gets the hero (one short line on phones) and then the recommended
 * requests. The public board and the categories follow the requests.
 */

import { PublicBoardSection } from "#client/features/board/components/public-board-section.tsx";
import { CategoryOverview } from "#client/features/home/components/category-overview.tsx";
import { HomeHero } from "#client/features/home/components/home-hero.tsx";
import { NearbySection } from "#client/features/home/components/nearby-section.tsx";
import { RecommendedSection } from "#client/features/home/components/recommended-section.tsx";
import { ShortcutBar } from "#client/features/home/components/shortcut-bar.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { useLocationState } from "#client/lib/use-location.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";

/** / and /home (docs/product.md §2 Home): requests first, then the public board and the categories. */
export function HomePage() {
  useDocumentHead(null);
  const session = useSession();
  const location = useLocationState();
  const member = session.isAuthenticated;
  const nearbyFirst = location.active || session.user?.region_id != null;
  return (
    <div className="container page page--home">
      {member ? <h1 className="visually-hidden">{copy.serviceName}</h1> : <HomeHero />}
      <ShortcutBar />
      {nearbyFirst ? (
        <>
          <NearbySection />
          <RecommendedSection />
        </>
      ) : (
        <>
          <RecommendedSection />
          <NearbySection />
        </>
      )}
      <PublicBoardSection />
      <CategoryOverview />
    </div>
  );
}
