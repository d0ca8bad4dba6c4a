/**
 * Moved to src/client/lib/intended-path.ts (several features use it). This re-export only keeps
 * tests/unit/people-helpers.test.ts importing the old path; delete it once that test imports
 * `#client/lib/intended-path.ts`.
 */
export { peekIntendedPath, rememberIntendedPath, takeIntendedPath } from "#client/lib/intended-path.ts";
