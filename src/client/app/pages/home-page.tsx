/** Home (/ and /home): welcome, shortcut bar, the public board, nearby (#nearby) and recommended (#recommended) requests, categories. */

import { PublicBoardSection } from "#client/features/board/components/public-board-section.tsx";
import { CategoryOverview } from "#client/features/home/components/category-overview.tsx";
import { HomeHero } from "#client/features/home/components/home-hero.tsx";
import { NearbySection } from "#client/features/home/components/nearby-section.tsx";
import { RecommendedSection } from "#client/features/home/components/recommended-section.tsx";
import { ShortcutBar } from "#client/features/home/components/shortcut-bar.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";

/** / and /home (docs/product.md §2 Home): hero, shortcuts, public board, #nearby, #recommended, categories. */
export function HomePage() {
  useDocumentHead(null);
  return (
    <div className="container page page--home">
      <HomeHero />
      <ShortcutBar />
      <PublicBoardSection />
      <NearbySection />
      <RecommendedSection />
      <CategoryOverview />
    </div>
  );
}
