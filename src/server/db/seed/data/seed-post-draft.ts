/** A demo post before insertion: a child category slug, title, body and official tag slugs. */
export interface SeedPostDraft {
  categorySlug: string;
  title: string;
  body: string;
  tagSlugs: string[];
}
