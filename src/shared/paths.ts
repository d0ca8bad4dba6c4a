/**
 * The SPA route table of docs/product.md §2 ("Route table"): every client link is built here, so a route changes in one
 * place. Pure helpers only (no DOM), so the server (mails, redirects) may use them too.
 */

/** The query of the post list (/posts) — docs/product.md §2 Post list, §7 GET /api/posts. */
export interface PostListQuery {
  page?: number;
  keyword?: string;
  category_id?: number;
  region_id?: number;
  tags?: string[];
  /** Nearby mode (docs/product.md §4 List mode: `all=true`). */
  all?: boolean;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** `/posts?keyword=…&category_id=…&region_id=…&tags=a&tags=b&page=2`; empty values and page 1 are left out. */
function postsPath(query: PostListQuery = {}): string {
  return postListPath("/posts", query);
}

/** A post list page (`/posts`, `/category/…`, `/regions/…`, `/tags/…`) with the list query. */
export function postListPath(path: string, query: PostListQuery = {}): string {
  const params = new URLSearchParams();
  const keyword = query.keyword?.trim();
  if (keyword) params.set("keyword", keyword);
  if (query.category_id) params.set("category_id", String(query.category_id));
  if (query.region_id) params.set("region_id", String(query.region_id));
  for (const tag of query.tags ?? []) params.append("tags", tag);
  if (query.all) params.set("all", "true");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return withQuery(path, params);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

/**
 * Reads a post-list query from a URL search string (`?keyword=…`). Unknown or malformed values are dropped;
 * tags are accepted as repeated `tags`, `tags[]` or comma-separated values.
 */
export function parsePostListQuery(search: string): PostListQuery {
  const params = new URLSearchParams(search);
  const query: PostListQuery = {};
  const keyword = params.get("keyword")?.trim();
  if (keyword) query.keyword = keyword;
  const categoryId = positiveInt(params.get("category_id"));
  if (categoryId) query.category_id = categoryId;
  const regionId = positiveInt(params.get("region_id"));
  if (regionId) query.region_id = regionId;
  const tags = [...params.getAll("tags"), ...params.getAll("tags[]")]
    .flatMap((value) => value.split(","))
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length > 0) query.tags = [...new Set(tags)];
  const page = positiveInt(params.get("page"));
  if (page && page > 1) query.page = page;
  const all = params.get("all");
  if (all === "true" || all === "1") query.all = true;
  return query;
}

/** The query of the member lists (/myposts, /mycomments, /favorites/*, /followers): keyword and page. */
export interface MyListQuery {
  keyword?: string;
  page?: number;
}

function myListPath(path: string, query: MyListQuery): string {
  const params = new URLSearchParams();
  const keyword = query.keyword?.trim();
  if (keyword) params.set("keyword", keyword);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return withQuery(path, params);
}

/** Reads a member-list query from a URL search string: `keyword` (or its alias `q`) and `page`. */
export function parseMyListQuery(search: string): MyListQuery {
  const params = new URLSearchParams(search);
  const query: MyListQuery = {};
  const keyword = (params.get("keyword") || params.get("q"))?.trim();
  if (keyword) query.keyword = keyword;
  const page = positiveInt(params.get("page"));
  if (page && page > 1) query.page = page;
  return query;
}

/**
 * The path to go back to after logging in: only same-site paths starting with a single "/" are accepted
 * (no `//host`, no `/\host`, no scheme), anything else means home.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  if (Array.from(raw).some((char) => char.charCodeAt(0) < 0x20)) return "/";
  return raw;
}

export const paths = {
  home: () => "/",
  homeNearby: () => "/#nearby",
  homeRecommended: () => "/#recommended",
  search: () => "/search",
  contact: () => "/contact",
  login: (redirect?: string) =>
    redirect && redirect !== "/" ? withQuery("/login", new URLSearchParams({ redirect })) : "/login",
  register: (redirect?: string) =>
    redirect && redirect !== "/" ? withQuery("/register", new URLSearchParams({ redirect })) : "/register",
  verifyEmail: () => "/email/verify",
  emailVerified: () => "/email-verified",
  forgotPassword: () => "/forgot-password",
  resetPassword: (token: string, email?: string) =>
    withQuery(`/reset-password/${encodeURIComponent(token)}`, new URLSearchParams(email ? { email } : {})),
  accountSettings: () => "/account/settings",
  notifications: () => "/notifications",
  posts: postsPath,
  post: (id: number) => `/post/${id}`,
  postComments: (id: number) => `/post/${id}#comments`,
  postCreate: () => "/post/create",
  postEdit: (id: number) => `/post/${id}/edit`,
  categories: () => "/categories",
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  regions: () => "/regions",
  region: (slug: string) => `/regions/${encodeURIComponent(slug)}`,
  tag: (slug: string) => `/tags/${encodeURIComponent(slug)}`,
  categoryTag: (slug: string, tagSlug: string) =>
    `/category/${encodeURIComponent(slug)}/tag/${encodeURIComponent(tagSlug)}`,
  categoryRegion: (slug: string, regionSlug: string) =>
    `/category/${encodeURIComponent(slug)}/region/${encodeURIComponent(regionSlug)}`,
  regionById: (id: number) => `/region/${id}`,
  regionSetup: () => "/profile/region/setup",
  profile: (id: number) => `/profile/${id}`,
  profileEdit: () => "/profile/edit",
  profileMe: () => "/profile/me",
  mypage: () => "/mypage",
  dashboard: () => "/dashboard",
  /** `/myposts?keyword=…&page=2` (docs/product.md §2 My posts; `q` is read as an alias, links write `keyword`). */
  myposts: (query: MyListQuery = {}) => myListPath("/myposts", query),
  mycomments: (query: MyListQuery = {}) => myListPath("/mycomments", query),
  favoritePosts: (query: MyListQuery = {}) => myListPath("/favorites/posts", query),
  favoriteUsers: (query: MyListQuery = {}) => myListPath("/favorites/users", query),
  followers: (query: MyListQuery = {}) => myListPath("/followers", query),
  threads: () => "/threads",
  /**
   * `/threads/create` or `/threads/create?user_id=12` (opens or creates the thread with that member), with
   * `&post_id=` when opened from a request (docs/product.md §10 Threads about a request).
   */
  threadCreate: (userId?: number, postId?: number) =>
    userId
      ? withQuery(
          "/threads/create",
          new URLSearchParams({
            user_id: String(userId),
            ...(postId === undefined ? {} : { post_id: String(postId) }),
          }),
        )
      : "/threads/create",
  thread: (id: number) => `/threads/${id}`,
  /** The rules pages (docs/product.md §10 Rules pages and consent). */
  terms: () => "/terms",
  privacy: () => "/privacy",
  guidelines: () => "/guidelines",
  legacyMessages: () => "/messages",
  adminUsers: () => "/admin/users",
  /** `/admin/reports` or `/admin/reports?status=resolved` (docs/product.md §12 moderation queue). */
  adminReports: (status?: "resolved") => (status ? "/admin/reports?status=resolved" : "/admin/reports"),
  /** `/admin/users/12/edit` (docs/product.md §2 Admin layout). */
  adminUserEdit: (id: number) => `/admin/users/${id}/edit`,
  profileInterestSetup: () => "/profile/interest/setup",
  profileRegionSetup: () => "/profile/region/setup",
  profileRegion: () => "/profile/region",
} as const;
