/**
 * What a shared link's preview says (docs/product.md "Link previews"): the title, description, canonical path,
 * Open Graph type and image of a public page of the route table (src/shared/paths.ts `routes`), read from the
 * database as a visitor sees it. Crawlers of LINE, X, Facebook and Slack are visitors, and a preview is the same
 * for everyone who fetches the page, so it is always read as a visitor: whatever a visitor may not open (a draft,
 * a hidden or deleted request, a deleted member, an unlisted tag) gives the generic preview, which names nothing
 * of it. The visibility rules are the API's own: a post through `postRowById`/`postViewsOf` (the post page's
 * read), a tag through `tagsBySlugOrName` with `listedOnly` (the list filter's rule), a region through `getRegion`.
 *
 * One small indexed query a page at most (two for the category pages scoped by a tag or a region); the HTTP layer
 * keeps previews for a few seconds (http/page-head.ts).
 */
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { copy } from "#shared/copy.ts";
import { type RouteName, routes } from "#shared/paths.ts";
import { normalizeTagSlug } from "#shared/tag-slug.ts";
import type { Database } from "../../db/client.ts";
import { categories } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { cardHash, type PostCard } from "../../media/og-image.ts";
import { getRegion } from "../catalog/catalog.service.ts";
import { type PostRow, postRowById, postRowsByIds, postViewsOf } from "../posts/posts.queries.ts";
import { selectProfileRow } from "../profile/profile.queries.ts";
import { tagsBySlugOrName } from "../tags/tags.service.ts";

/** How many characters of a post's body the description carries (one line). */
export const PREVIEW_BODY_CHARS = 100;
/** How many characters of a member's self-introduction the description carries. */
const PREVIEW_BIO_CHARS = 120;

/** The path of the board's preview image (home, profiles, categories, regions, tags, and the generic preview). */
export const BOARD_IMAGE_PATH = "/og/board.png";

/** The path of a post's preview image (drawn on first request, http/og-images.ts). */
export function postImagePath(id: number): string {
  return `/og/posts/${id}.png`;
}

/** One page's preview. Paths are relative to APP_URL; the HTTP layer makes them absolute. */
export interface PagePreview {
  /** og:title and twitter:title. */
  title: string;
  /** The document's `<title>` (as the client sets it: `<page> | たすけあい掲示板`). */
  documentTitle: string;
  description: string;
  /** The canonical path (`/post/12`), or null for the generic preview (no canonical link; og:url is home). */
  path: string | null;
  type: "website" | "article" | "profile";
  /** The image's path with its version query (`/og/posts/12.png?v=<hash>`): a changed post gets a new URL. */
  image: string;
}

/** The preview of a page a visitor may not see, or that the table does not describe: the board's name only. */
export function genericPreview(): PagePreview {
  return {
    title: copy.serviceName,
    documentTitle: copy.serviceName,
    description: copy.defaultDescription,
    path: null,
    type: "website",
    image: `${BOARD_IMAGE_PATH}?v=${cardHash("board")}`,
  };
}

/** A preview of a page of the board whose image is the board's. */
function boardPage(title: string, description: string, path: string): PagePreview {
  return { ...genericPreview(), title, documentTitle: copy.titles.document(title), description, path };
}

/** `text` on one line (whitespace runs become one space), cut to `max` characters (code points) with 「…」. */
export function oneLine(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/gu, " ").trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

/** What a post's card draws, with the post's body (for the description). */
export interface VisiblePostCard {
  card: PostCard;
  body: string;
}

/**
 * The card of post `id` as a visitor sees it, or null when a visitor may not open it or it is hidden by
 * moderation (docs/product.md §12): the post page's own read (`postRowById` as a visitor), one query.
 * @returns the drawn fields and the post's body (for the description).
 */
export async function visiblePostCard(db: Database, id: number): Promise<VisiblePostCard | null> {
  const row = await postRowById(db, null, id);
  return row ? cardOfRow(row) : null;
}

/**
 * The cards of the posts `ids` a visitor may see, by id, in one query (the stored cards' clean-up,
 * previews/post-cards.ts): a draft, a hidden, a deleted or a missing post has none.
 */
export async function visiblePostCards(db: Database, ids: number[]): Promise<Map<number, VisiblePostCard>> {
  const rows = await postRowsByIds(db, null, ids);
  const cards = new Map<number, VisiblePostCard>();
  for (const row of rows) {
    // postRowById's rule for a visitor (db/visibility.ts openableBy): public posts only.
    if (!row.isPublic) continue;
    const found = cardOfRow(row);
    if (found) cards.set(row.id, found);
  }
  return cards;
}

/** The card of a row a visitor may open, or null when moderation hides it. */
function cardOfRow(row: PostRow): VisiblePostCard | null {
  const [view] = postViewsOf(null, [row]);
  if (!view || view.moderation !== null) return null;
  return {
    card: {
      title: view.title,
      category: view.category.name,
      place: view.region.name,
      statusLabel: view.status_label,
      open: view.status === "open",
    },
    body: view.body,
  };
}

async function postPreview(db: Database, id: number): Promise<PagePreview> {
  const found = await visiblePostCard(db, id);
  if (!found) return genericPreview();
  const { card, body } = found;
  return {
    title: card.title,
    documentTitle: copy.titles.document(card.title),
    description: `【${card.statusLabel}】${card.place}・${card.category}｜${oneLine(body, PREVIEW_BODY_CHARS)}`,
    path: routes.post.href(id),
    type: "article",
    image: `${postImagePath(id)}?v=${cardHash(card)}`,
  };
}

async function profilePreview(db: Database, id: number): Promise<PagePreview> {
  const row = await selectProfileRow(db, id);
  // getPublicProfile's rule: a deleted member has no public profile.
  if (!row || row.deletedAt) return genericPreview();
  const title = copy.profile.titles.show(row.name);
  const description = row.bio?.trim()
    ? oneLine(row.bio, PREVIEW_BIO_CHARS)
    : `${title}（${row.regionName ?? copy.serviceName}）`;
  return { ...boardPage(title, description, routes.profile.href(id)), type: "profile" };
}

const parentCategories = alias(categories, "parent_category");

/** A category by its slug with its parent's name (one indexed query), or undefined. */
async function categoryBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ name: categories.name, slug: categories.slug, parentName: parentCategories.name })
    .from(categories)
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(eq(categories.slug, slug))
    .limit(1);
  return row;
}

/** A region by slug or id as a visitor reads it (`getRegion`), or undefined. */
async function regionOf(db: Database, key: string | number) {
  try {
    return await getRegion(db, key);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/** A listed tag (official, or on a public post) by its slug or name, or undefined. */
async function listedTag(db: Database, slug: string) {
  const [tag] = await tagsBySlugOrName(db, [normalizeTagSlug(slug)], { listedOnly: true });
  return tag;
}

function categoryDescription(name: string, parentName: string | null, place?: string): string {
  return copy.linkPreviews.category(name, parentName, place);
}

/** A path parameter as text; null when its percent-encoding is broken. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The pattern of a route as a regular expression over a path: each `:name` is one segment. */
function matcherOf(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((part) =>
      part.startsWith(":") ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/** The routes with a preview of their own, matched in the table's order. */
const PREVIEWED = [
  "home",
  "homeAlias",
  "posts",
  "categories",
  "categoryTag",
  "categoryRegion",
  "category",
  "regions",
  "region",
  "regionById",
  "tag",
  "post",
  "profile",
] as const satisfies readonly RouteName[];

const MATCHERS = PREVIEWED.map((name) => ({ name, pattern: matcherOf(routes[name].pattern) }));

/** Numeric ids of the route table are 1–9 digits (docs/product.md §2 Route table). */
const NUMERIC_ID = /^\d{1,9}$/;

/** The named parameters of a match, decoded; null when one cannot be decoded. */
function paramsOf(match: RegExpMatchArray): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match.groups ?? {})) {
    const text = decoded(value);
    if (text === null) return null;
    params[key] = text;
  }
  return params;
}

/**
 * The preview of the page at `pathname` (a request path without its query) as a visitor sees it
 * (docs/product.md "Link previews"): its own for the post page, public profiles, category, region and tag pages,
 * the post list, the category and region lists and home; the generic one for every other page and for anything a
 * visitor may not see.
 * @throws whatever the database throws (the caller answers the generic preview then).
 */
export async function pagePreview(db: Database, pathname: string): Promise<PagePreview> {
  for (const { name, pattern } of MATCHERS) {
    const match = pathname.match(pattern);
    if (!match) continue;
    const params = paramsOf(match);
    if (!params) return genericPreview();
    return previewOf(db, name, params);
  }
  return genericPreview();
}

async function previewOf(
  db: Database,
  name: (typeof PREVIEWED)[number],
  params: Record<string, string>,
): Promise<PagePreview> {
  const id = params.id !== undefined && NUMERIC_ID.test(params.id) ? Number(params.id) : null;
  switch (name) {
    case "home":
    case "homeAlias":
      return {
        ...genericPreview(),
        documentTitle: copy.titles.documentHome(copy.tagline),
        description: copy.defaultDescription,
        path: routes.home.href(),
      };
    case "posts":
      return boardPage(copy.titles.postList, copy.defaultDescription, routes.posts.href());
    case "categories":
      return boardPage(copy.nav.categories, copy.defaultDescription, routes.categories.href());
    case "regions":
      return boardPage(copy.nav.regions, copy.defaultDescription, routes.regions.href());
    case "post":
      return id === null ? genericPreview() : postPreview(db, id);
    case "profile":
      return id === null ? genericPreview() : profilePreview(db, id);
    case "category": {
      const category = await categoryBySlug(db, params.slug ?? "");
      if (!category) return genericPreview();
      return boardPage(
        copy.discovery.categoryTitle(category.name),
        categoryDescription(category.name, category.parentName),
        routes.category.href(category.slug),
      );
    }
    case "categoryTag": {
      const [category, tag] = await Promise.all([
        categoryBySlug(db, params.slug ?? ""),
        listedTag(db, params.tagSlug ?? ""),
      ]);
      if (!category || !tag) return genericPreview();
      return boardPage(
        copy.discovery.categoryTagTitle(category.name, tag.name),
        categoryDescription(category.name, category.parentName),
        routes.categoryTag.href(category.slug, tag.slug),
      );
    }
    case "categoryRegion": {
      const [category, region] = await Promise.all([
        categoryBySlug(db, params.slug ?? ""),
        regionOf(db, params.regionSlug ?? ""),
      ]);
      if (!category || !region) return genericPreview();
      return boardPage(
        copy.discovery.categoryRegionTitle(category.name, region.name),
        categoryDescription(category.name, category.parentName, region.name),
        routes.categoryRegion.href(category.slug, region.slug),
      );
    }
    case "region":
    case "regionById": {
      const key = name === "region" ? (params.slug ?? "") : id;
      const region = key === null ? undefined : await regionOf(db, key);
      if (!region) return genericPreview();
      return boardPage(
        copy.discovery.regionTitle(region.name),
        copy.linkPreviews.region(region.name),
        routes.region.href(region.slug),
      );
    }
    case "tag": {
      const tag = await listedTag(db, params.slug ?? "");
      if (!tag) return genericPreview();
      return boardPage(
        copy.discovery.tagTitle(tag.name),
        copy.linkPreviews.tag(tag.name),
        routes.tag.href(tag.slug),
      );
    }
  }
}
