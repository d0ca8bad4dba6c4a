/**
 * The SPA route table of docs/product.md §2 ("Route table"): each route's path pattern with the builder of its links
 * (`routes`), so a route changes in one place; `paths` are those builders by name. Pure helpers only (no DOM), so
 * the server (mails, redirects) may use them too.
 */
import { ADMIN_DEFAULT_PAGE_SIZE } from "./constants.ts";
import { POST_LANGUAGES, type PostLanguage } from "./post-language.ts";

/** The query of the post list (/posts) — docs/product.md §2 Post list, §7 GET /api/posts. */
export interface PostListQuery {
  page?: number;
  keyword?: string;
  category_id?: number;
  region_id?: number;
  tags?: string[];
  /** Only requests written in this language (docs/product.md "Request language"). */
  language?: PostLanguage;
  /** Nearby mode (docs/product.md §4 List mode: `all=true`). */
  all?: boolean;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * `/posts?keyword=…&category_id=…&region_id=…&tags=a&tags=b&language=en&page=2`; empty values and page 1 are left
 * out.
 */
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
  if (query.language) params.set("language", query.language);
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
  const language = params.get("language");
  const known = POST_LANGUAGES.find((code) => code === language);
  if (known) query.language = known;
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

/** A path parameter as one URL segment (`/`, `?`, `#` and spaces escaped). */
const segment = encodeURIComponent;

/** The query of the admin users list (/admin/users, docs/product.md §2 Admin users list). */
export interface AdminUsersQuery {
  q?: string;
  /** Page size (10, 20, 50, 100); the default is left out. */
  perPage?: number;
  page?: number;
}

/**
 * One route of the SPA: its path pattern in wouter's syntax (`:name` is one path segment) and the builder of its
 * links, whose path the pattern matches (tests/unit/route-table.test.ts).
 */
export interface ClientRoute<Pattern extends string, Args extends unknown[]> {
  readonly pattern: Pattern;
  readonly href: (...args: Args) => string;
}

function route<const Pattern extends string, Args extends unknown[]>(
  pattern: Pattern,
  href: (...args: Args) => string,
): ClientRoute<Pattern, Args> {
  return { pattern, href };
}

/**
 * The route table of docs/product.md §2, in the order the app tries the patterns (src/client/app/app-routes.tsx
 * renders a page for each): a literal route comes before a parameter route that would also match it
 * (`/threads/create` before `/threads/:id`). Anything else is the not-found page.
 */
export const routes = {
  home: route("/", () => "/"),
  homeAlias: route("/home", () => "/home"),
  posts: route("/posts", postsPath),
  search: route("/search", () => "/search"),
  categories: route("/categories", () => "/categories"),
  categoryTag: route(
    "/category/:slug/tag/:tagSlug",
    (slug: string, tagSlug: string) => `/category/${segment(slug)}/tag/${segment(tagSlug)}`,
  ),
  categoryRegion: route(
    "/category/:slug/region/:regionSlug",
    (slug: string, regionSlug: string) => `/category/${segment(slug)}/region/${segment(regionSlug)}`,
  ),
  category: route("/category/:slug", (slug: string) => `/category/${segment(slug)}`),
  regions: route("/regions", () => "/regions"),
  /** A region's poster of its open requests (docs/product.md "Sharing and posters" #sharing-posters). */
  regionPoster: route("/regions/:slug/poster", (slug: string) => `/regions/${segment(slug)}/poster`),
  region: route("/regions/:slug", (slug: string) => `/regions/${segment(slug)}`),
  regionById: route("/region/:id", (id: number) => `/region/${id}`),
  tag: route("/tags/:slug", (slug: string) => `/tags/${segment(slug)}`),
  threads: route("/threads", () => "/threads"),
  /**
   * `/threads/create` or `/threads/create?user_id=12` (opens or creates the thread with that member), with
   * `&post_id=` when opened from a request (docs/product.md §10 Threads about a request).
   */
  threadCreate: route("/threads/create", (userId?: number, postId?: number) =>
    userId
      ? withQuery(
          "/threads/create",
          new URLSearchParams({
            user_id: String(userId),
            ...(postId === undefined ? {} : { post_id: String(postId) }),
          }),
        )
      : "/threads/create",
  ),
  thread: route("/threads/:id", (id: number) => `/threads/${id}`),
  legacyMessages: route("/messages", () => "/messages"),
  postCreate: route("/post/create", () => "/post/create"),
  postEdit: route("/post/:id/edit", (id: number) => `/post/${id}/edit`),
  /** A request's A4 poster (docs/product.md "Sharing and posters" #sharing-posters). */
  postPoster: route("/post/:id/poster", (id: number) => `/post/${id}/poster`),
  post: route("/post/:id", (id: number) => `/post/${id}`),
  dashboard: route("/dashboard", () => "/dashboard"),
  mypage: route("/mypage", () => "/mypage"),
  /** `/myposts?keyword=…&page=2` (docs/product.md §2 My posts; `q` is read as an alias, links write `keyword`). */
  myposts: route("/myposts", (query: MyListQuery = {}) => myListPath("/myposts", query)),
  mycomments: route("/mycomments", (query: MyListQuery = {}) => myListPath("/mycomments", query)),
  favoritePosts: route("/favorites/posts", (query: MyListQuery = {}) =>
    myListPath("/favorites/posts", query),
  ),
  favoriteUsers: route("/favorites/users", (query: MyListQuery = {}) =>
    myListPath("/favorites/users", query),
  ),
  followers: route("/followers", (query: MyListQuery = {}) => myListPath("/followers", query)),
  contact: route("/contact", () => "/contact"),
  /** ヘルプ・よくある質問 and 運営者情報 (docs/product.md §2 Help and operator). */
  help: route("/help", () => "/help"),
  operator: route("/operator", () => "/operator"),
  /** The rules pages (docs/product.md §10 Rules pages and consent). */
  terms: route("/terms", () => "/terms"),
  privacy: route("/privacy", () => "/privacy"),
  guidelines: route("/guidelines", () => "/guidelines"),
  profileEdit: route("/profile/edit", () => "/profile/edit"),
  profileMe: route("/profile/me", () => "/profile/me"),
  profileInterestSetup: route("/profile/interest/setup", () => "/profile/interest/setup"),
  profileRegionSetup: route("/profile/region/setup", () => "/profile/region/setup"),
  profileRegion: route("/profile/region", () => "/profile/region"),
  profile: route("/profile/:id", (id: number) => `/profile/${id}`),
  /** An organisation's staff page: invitations, staff, vouching (docs/product.md "Organisations"). */
  organizationStaff: route("/orgs/:slug/staff", (slug: string) => `/orgs/${segment(slug)}/staff`),
  organizationDashboard: route("/orgs/:slug/dashboard", (slug: string) => `/orgs/${segment(slug)}/dashboard`),
  /** An organisation's shared inbox and one of its threads (docs/product.md "Organisations": 代理投稿). */
  organizationInbox: route("/orgs/:slug/inbox", (slug: string) => `/orgs/${segment(slug)}/inbox`),
  organizationInboxThread: route(
    "/orgs/:slug/inbox/:threadId",
    (slug: string, threadId: number) => `/orgs/${segment(slug)}/inbox/${threadId}`,
  ),
  /** An organisation's public page (docs/product.md "Organisations"). */
  organization: route("/orgs/:slug", (slug: string) => `/orgs/${segment(slug)}`),
  /** The page of a mailed invitation link (docs/product.md "Organisations"). */
  organizationInvitation: route(
    "/org-invitations/:token",
    (token: string) => `/org-invitations/${segment(token)}`,
  ),
  /** The administrators' organisations (docs/product.md "Organisations"). */
  adminOrganizations: route("/admin/organizations", () => "/admin/organizations"),
  /** `/admin/users?q=…&per_page=50&page=2` (docs/product.md §2 Admin users list; the default page size left out). */
  adminUsers: route("/admin/users", (query: AdminUsersQuery = {}) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.perPage !== undefined && query.perPage !== ADMIN_DEFAULT_PAGE_SIZE) {
      params.set("per_page", String(query.perPage));
    }
    if (query.page && query.page > 1) params.set("page", String(query.page));
    return withQuery("/admin/users", params);
  }),
  /** `/admin/reports` or `/admin/reports?status=resolved` (docs/product.md §12 moderation queue). */
  adminReports: route("/admin/reports", (status?: "resolved") =>
    status ? "/admin/reports?status=resolved" : "/admin/reports",
  ),
  /** `/admin/users/12/edit` (docs/product.md §2 Admin layout). */
  adminUserEdit: route("/admin/users/:id/edit", (id: number) => `/admin/users/${id}/edit`),
  login: route("/login", (redirect?: string) =>
    redirect && redirect !== "/" ? withQuery("/login", new URLSearchParams({ redirect })) : "/login",
  ),
  register: route("/register", (redirect?: string) =>
    redirect && redirect !== "/" ? withQuery("/register", new URLSearchParams({ redirect })) : "/register",
  ),
  verifyEmail: route("/email/verify", () => "/email/verify"),
  emailVerified: route("/email-verified", () => "/email-verified"),
  forgotPassword: route("/forgot-password", () => "/forgot-password"),
  resetPassword: route("/reset-password/:token", (token: string, email?: string) =>
    withQuery(`/reset-password/${segment(token)}`, new URLSearchParams(email ? { email } : {})),
  ),
  /** The page of a mail's unsubscribe link (docs/product.md §11 E-mail). */
  unsubscribe: route("/unsubscribe/:token", (token: string) => `/unsubscribe/${segment(token)}`),
  /** `/notifications` or `/notifications?page=2`. */
  notifications: route("/notifications", (page?: number) =>
    page && page > 1 ? `/notifications?page=${page}` : "/notifications",
  ),
  accountSettings: route("/account/settings", () => "/account/settings"),
} as const;

/** The name of a route of the table. */
export type RouteName = keyof typeof routes;

type RouteHrefs = { readonly [Name in RouteName]: (typeof routes)[Name]["href"] };

/** Each route's link builder under the route's name. */
function hrefsOf(table: typeof routes): RouteHrefs {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, entry.href])) as RouteHrefs;
}

/**
 * Every client link: the route table's builders (`paths.post(12)`), and the anchors of routed pages
 * (`paths.postComments(12)` is `/post/12#comments`).
 */
export const paths = {
  ...hrefsOf(routes),
  homeNearby: () => `${routes.home.href()}#nearby`,
  homeRecommended: () => `${routes.home.href()}#recommended`,
  postComments: (id: number) => `${routes.post.href(id)}#comments`,
  /** The create form posting for a resident as organisation `id` (docs/product.md "Organisations": 代理投稿). */
  postCreateFor: (organizationId: number) => `${routes.postCreate.href()}?org=${organizationId}`,
  /** The region setup after registration (the route `profileRegionSetup`). */
  regionSetup: routes.profileRegionSetup.href,
} as const;
