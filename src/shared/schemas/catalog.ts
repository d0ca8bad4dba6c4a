/** Outputs of the catalog domain (spec.md §3 Category, Region, Tag). */

/** A category with its post count and children (GET /api/categories). */
export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  posts_count: number;
  children: CategoryNode[];
}

/** A prefecture. */
export interface RegionView {
  id: number;
  name: string;
  slug: string;
  area: string;
  latitude: number;
  longitude: number;
}
