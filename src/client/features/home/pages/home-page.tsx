/** Home (/ and /home): welcome, shortcut bar, newest requests and the category overview. */
import { useDocumentHead } from "../../../lib/document-head.ts";
import { CategoryOverview } from "../components/category-overview.tsx";
import { HomeHero } from "../components/home-hero.tsx";
import { LatestPostsSection } from "../components/latest-posts-section.tsx";
import { ShortcutBar } from "../components/shortcut-bar.tsx";

export function HomePage() {
  useDocumentHead(null);
  return (
    <div className="container page page--home">
      <HomeHero />
      <ShortcutBar />
      <LatestPostsSection />
      <CategoryOverview />
    </div>
  );
}
