/** Home (/ and /home): welcome, shortcut bar, the public board, nearby (#nearby) and recommended (#recommended) requests, categories. */
import { useDocumentHead } from "../../../lib/document-head.ts";
import { PublicBoardSection } from "../../board/components/public-board-section.tsx";
import { CategoryOverview } from "../components/category-overview.tsx";
import { HomeHero } from "../components/home-hero.tsx";
import { NearbySection } from "../components/nearby-section.tsx";
import { RecommendedSection } from "../components/recommended-section.tsx";
import { ShortcutBar } from "../components/shortcut-bar.tsx";

/** / and /home (spec.md §2 Home): hero, shortcuts, public board, #nearby, #recommended, categories. */
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
