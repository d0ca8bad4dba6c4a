/**
 * Moved to src/client/components/post-card.tsx (home, my page and the lists show it). This re-export only keeps
 * tests/unit/discovery-helpers.test.ts importing the old path; delete it once that test imports
 * `#client/components/post-card.tsx`.
 */
export { formatKm, PostCard } from "#client/components/post-card.tsx";
