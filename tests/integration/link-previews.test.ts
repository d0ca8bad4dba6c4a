/**
 * Link previews (docs/product.md "Link previews"): the pages' own heads as the crawlers of LINE, X, Facebook and
 * Slack fetch them, nothing of a post a visitor may not see, escaped values, and the og:image PNG drawn per post.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { ZUpdatePostInput } from "#shared/schemas/posts.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { posts, users } from "../../src/server/db/schema/index.ts";
import { deletePost, updatePost } from "../../src/server/domains/posts/posts.service.ts";
import { storageFor } from "../../src/server/media/storage.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { createMember, createTestPost, someCategoryAndRegion } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

const CRAWLERS = {
  LINE: "facebookexternalhit/1.1;line-poker/1.0",
  X: "Twitterbot/1.0",
  Facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  Slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
} as const;

/** The shell as vite builds it (src/client/index.html with the copy written in and the bundles linked). */
const SHELL_HEAD = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0f8a7e" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    `;
const SHELL_GENERIC = `<title>たすけあい掲示板</title>
    <meta name="description" content="引っ越しの手伝い、犬の散歩、パソコンの設定など、日常のちょっとした依頼をご近所で助け合う掲示板です。" />
`;
const SHELL_TAIL = `    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const APP = "http://localhost:3000";
let app: ReturnType<typeof createApp>;
let deps: AppDeps;
let author: Viewer;

beforeAll(async () => {
  ({ deps } = await testApp());
  const clientDir = mkdtempSync(join(tmpdir(), "tasukeai-previews-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), SHELL_HEAD + SHELL_GENERIC + SHELL_TAIL);
  app = createApp(deps, { clientDir });
  author = await createMember(deps.db, { name: "山田 花子" });
  await deps.db.update(users).set({ bio: "週末に 力仕事を\n手伝えます。" }).where(eq(users.id, author.id));
}, 60_000);

function unescapeHtml(value: string): string {
  return value
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}

/** The head's preview tags of `html` by name or property, unescaped. */
function tagsOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    found[match[1] ?? ""] = unescapeHtml(match[2] ?? "");
  }
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) found.title = unescapeHtml(title[1] ?? "");
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html);
  if (canonical) found.canonical = unescapeHtml(canonical[1] ?? "");
  return found;
}

async function page(
  path: string,
  userAgent: string = CRAWLERS.LINE,
): Promise<{ html: string; tags: Record<string, string> }> {
  const response = await app.request(`${APP}${path}`, {
    headers: { "User-Agent": userAgent, Host: "evil.example" },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  const html = await response.text();
  return { html, tags: tagsOf(html) };
}

/** Every crawler gets the same tags of `path`; they carry the shared ones. */
async function crawled(path: string): Promise<Record<string, string>> {
  const first = await page(path);
  for (const agent of Object.values(CRAWLERS)) expect((await page(path, agent)).tags).toEqual(first.tags);
  const { tags, html } = first;
  // The rest of the shell is as built, so the SPA boots as before.
  expect(html.startsWith(SHELL_HEAD)).toBe(true);
  expect(html.endsWith(`\n${SHELL_TAIL}`)).toBe(true);
  expect(html.match(/<title>/g)?.length).toBe(1);
  expect(html.match(/name="description"/g)?.length).toBe(1);
  expect(tags["og:site_name"]).toBe("たすけあい掲示板");
  expect(tags["og:locale"]).toBe("ja_JP");
  expect(tags["twitter:card"]).toBe("summary_large_image");
  expect(tags["twitter:title"]).toBe(tags["og:title"] ?? "");
  expect(tags["twitter:description"]).toBe(tags["og:description"] ?? "");
  expect(tags["twitter:image"]).toBe(tags["og:image"] ?? "");
  expect(tags.description).toBe(tags["og:description"] ?? "");
  // URLs come from APP_URL, never from the Host header.
  expect(tags["og:url"]?.startsWith(`${APP}/`)).toBe(true);
  expect(tags["og:image"]?.startsWith(`${APP}/og/`)).toBe(true);
  return tags;
}

function expectGeneric(tags: Record<string, string>, ...secrets: string[]): void {
  expect(tags.title).toBe("たすけあい掲示板");
  expect(tags["og:title"]).toBe("たすけあい掲示板");
  expect(tags["og:url"]).toBe(`${APP}/`);
  expect(tags.canonical).toBeUndefined();
  expect(tags["og:image"]?.startsWith(`${APP}/og/board.png`)).toBe(true);
  const all = JSON.stringify(tags);
  for (const secret of secrets) expect(all).not.toContain(secret);
}

describe("page heads", () => {
  test("a post: title, a one-line excerpt, status, place; article; its own image", async () => {
    const post = await createTestPost(deps.db, author, {
      title: "ソファを2階へ運ぶのを手伝ってください",
      body: `${"重いソファです。\n\n".repeat(20)}最後の一文`,
    });
    const tags = await crawled(`/post/${post.id}`);
    expect(tags.title).toBe("ソファを2階へ運ぶのを手伝ってください | たすけあい掲示板");
    expect(tags["og:title"]).toBe("ソファを2階へ運ぶのを手伝ってください");
    expect(tags["og:type"]).toBe("article");
    expect(tags["og:url"]).toBe(`${APP}/post/${post.id}`);
    expect(tags.canonical).toBe(`${APP}/post/${post.id}`);
    const description = tags["og:description"] ?? "";
    expect(description).toStartWith(
      `【募集中】${post.region.name}・${post.category.name}｜重いソファです。 重い`,
    );
    expect(description).not.toContain("\n");
    expect(description).not.toContain("最後の一文");
    expect(tags["og:image"]).toMatch(new RegExp(`^${APP}/og/posts/${post.id}\\.png\\?v=[0-9a-f]{16}$`));
  });

  test("a resolved post says 解決済み", async () => {
    const post = await createTestPost(deps.db, author, { title: "解決した依頼" });
    await deps.db.update(posts).set({ status: "resolved" }).where(eq(posts.id, post.id));
    expect((await crawled(`/post/${post.id}`))["og:description"]).toStartWith("【解決済み】");
  });

  test("a profile, a category, a region, a tag and home", async () => {
    const profile = await crawled(`/profile/${author.id}`);
    expect(profile["og:title"]).toBe("山田 花子さんのプロフィール");
    expect(profile["og:type"]).toBe("profile");
    expect(profile["og:description"]).toBe("週末に 力仕事を 手伝えます。");
    expect(profile.canonical).toBe(`${APP}/profile/${author.id}`);
    expect(profile["og:image"]).toStartWith(`${APP}/og/board.png?v=`);

    const category = await crawled("/category/moving-furniture");
    expect(category["og:title"]).toMatch(/の依頼$/);
    expect(category["og:type"]).toBe("website");
    expect(category.canonical).toBe(`${APP}/category/moving-furniture`);

    const region = await crawled("/regions/tokyo");
    expect(region["og:title"]).toBe("東京都の依頼");
    expect(region.canonical).toBe(`${APP}/regions/tokyo`);
    // The region's other address names the same canonical page.
    const { regionId } = await someCategoryAndRegion(deps.db);
    expect((await crawled(`/region/${regionId}`)).canonical).toBe(`${APP}/regions/tokyo`);

    await createTestPost(deps.db, author, { title: "タグつき", tags: ["庭の草むしり"] });
    const tag = await crawled(`/tags/${encodeURIComponent("庭の草むしり")}`);
    expect(tag["og:title"]).toBe("#庭の草むしり の依頼");
    expect(tag.canonical).toBe(`${APP}/tags/${encodeURIComponent("庭の草むしり")}`);

    const home = await crawled("/");
    expect(home["og:title"]).toBe("たすけあい掲示板");
    expect(home.title).toStartWith("たすけあい掲示板 | ");
    expect(home.canonical).toBe(`${APP}/`);
    expect((await crawled("/home")).canonical).toBe(`${APP}/`);
  });

  test("a draft, a hidden, a deleted or a missing post gives the generic preview and none of its text", async () => {
    const draft = await createTestPost(deps.db, author, {
      title: "下書きの秘密タイトル",
      body: "下書きの秘密本文",
      is_public: false,
    });
    expectGeneric(await crawled(`/post/${draft.id}`), "下書きの秘密");

    const hidden = await createTestPost(deps.db, author, {
      title: "審査中の秘密タイトル",
      body: "審査中の秘密本文",
    });
    await deps.db.update(posts).set({ moderation: "pending" }).where(eq(posts.id, hidden.id));
    expectGeneric(await crawled(`/post/${hidden.id}`), "審査中の秘密", "審査中");

    const deleted = await createTestPost(deps.db, author, {
      title: "削除した秘密タイトル",
      body: "削除した秘密本文",
    });
    await deletePost(deps.db, author, { id: deleted.id }, storageFor(deps.env));
    expectGeneric(await crawled(`/post/${deleted.id}`), "削除した秘密");

    expectGeneric(await crawled("/post/999999999"));
    expectGeneric(await crawled("/profile/999999999"));
    expectGeneric(await crawled("/tags/no-such-tag-anywhere"));
    expectGeneric(await crawled("/login"));
  });

  test("HTML special characters in a title come out escaped", async () => {
    const post = await createTestPost(deps.db, author, {
      title: `<script>alert("x")</script> & 'quote'`,
      body: `本文 "引用" <b>太字</b>`,
    });
    const { html, tags } = await page(`/post/${post.id}`);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain('"x")');
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quote&#39;");
    expect(tags["og:title"]).toBe(`<script>alert("x")</script> & 'quote'`);
    expect(tags["og:description"]).toContain(`本文 "引用" <b>太字</b>`);
  });

  test("API, tRPC, storage and assets are untouched", async () => {
    expect((await app.request(`${APP}/api/missing`)).headers.get("content-type")).toContain(
      "application/json",
    );
    expect((await app.request(`${APP}/assets/missing.js`)).status).toBe(404);
    expect((await app.request(`${APP}/storage/posts/none.jpg`)).status).toBe(404);
    expect((await app.request(`${APP}/trpc/nothing.here`)).status).toBe(404);
  });
});

async function image(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return app.request(`${APP}${path}`, { headers: { "User-Agent": CRAWLERS.X, ...headers } });
}

describe("og:image", () => {
  test("a post's PNG is 1200×630 with caching headers, and a new one after its title changes", async () => {
    const post = await createTestPost(deps.db, author, {
      title: "引っ越しの荷物を運ぶのを手伝ってほしいです。冷蔵庫と洗濯機とソファがあります",
      body: "土曜の午前中にお願いします。",
    });
    const imageUrl = (await page(`/post/${post.id}`)).tags["og:image"] ?? "";
    const first = await image(imageUrl.slice(APP.length));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(imageUrl).toEndWith(`?v=${etag.slice(1, -1)}`);
    const png = new Uint8Array(await first.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    writeFileSync(join(tmpdir(), "link-preview-post.png"), png);

    // Stored, then read back: the same bytes; the client's copy is still good.
    const again = await image(`/og/posts/${post.id}.png`);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(png);
    expect((await image(`/og/posts/${post.id}.png`, { "If-None-Match": etag })).status).toBe(304);

    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    await updatePost(
      deps.db,
      author,
      ZUpdatePostInput.parse({
        id: post.id,
        title: "題名を変えました",
        body: "土曜の午前中にお願いします。",
        category_id: categoryId,
        region_id: regionId,
      }),
      storageFor(deps.env),
    );
    const changed = await image(`/og/posts/${post.id}.png`, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const redrawn = new Uint8Array(await changed.arrayBuffer());
    expect(redrawn).not.toEqual(png);
    expect((await sharp(redrawn).metadata()).width).toBe(1200);
  });

  test("a draft, a hidden or a missing post's image is a 404", async () => {
    const draft = await createTestPost(deps.db, author, { title: "下書き", is_public: false });
    expect((await image(`/og/posts/${draft.id}.png`)).status).toBe(404);
    const hidden = await createTestPost(deps.db, author, { title: "審査中" });
    await deps.db.update(posts).set({ moderation: "removed" }).where(eq(posts.id, hidden.id));
    expect((await image(`/og/posts/${hidden.id}.png`)).status).toBe(404);
    expect((await image("/og/posts/999999999.png")).status).toBe(404);
    expect((await image("/og/posts/abc.png")).status).toBe(404);
  });

  test("the board's PNG (home, profiles, lists) is 1200×630 and cached", async () => {
    const home = (await page("/")).tags["og:image"] ?? "";
    const response = await image(home.slice(APP.length));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(response.headers.get("etag")).toBeTruthy();
    const png = new Uint8Array(await response.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    writeFileSync(join(tmpdir(), "link-preview-board.png"), png);
  });
});

/** The keys of the cards of request `id` in the file store. */
async function storedCards(id: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storageFor(deps.env).list(`og/posts/${id}-`)) keys.push(key);
  return keys.sort();
}

describe("stored cards", () => {
  test("a new card replaces its request's older one in the store, and /storage never serves a card", async () => {
    const post = await createTestPost(deps.db, author, { title: "古い題名の依頼です", body: "本文です。" });
    expect((await image(`/og/posts/${post.id}.png`)).status).toBe(200);
    const [first] = await storedCards(post.id);
    expect(first).toMatch(new RegExp(`^og/posts/${post.id}-[0-9a-f]{16}\\.png$`));

    // The store's own route refuses the card, however its path is spelled.
    for (const path of [
      `/storage/${first}`,
      `/storage/${first?.replace(/^og/, "%6Fg")}`,
      `/storage//${first}`,
    ]) {
      const response = await app.request(`${APP}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers.get("content-type")).not.toContain("image/png");
    }

    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    await updatePost(
      deps.db,
      author,
      ZUpdatePostInput.parse({
        id: post.id,
        title: "新しい題名の依頼です",
        body: "本文です。",
        category_id: categoryId,
        region_id: regionId,
      }),
      storageFor(deps.env),
    );
    expect((await image(`/og/posts/${post.id}.png`)).status).toBe(200);
    const after = await storedCards(post.id);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(first);
  });

  test("asking for the card of a request a visitor may not see removes its stored cards", async () => {
    const post = await createTestPost(deps.db, author, { title: "あとで審査中になる依頼" });
    expect((await image(`/og/posts/${post.id}.png`)).status).toBe(200);
    expect(await storedCards(post.id)).toHaveLength(1);
    await deps.db.update(posts).set({ moderation: "pending" }).where(eq(posts.id, post.id));
    expect((await image(`/og/posts/${post.id}.png`)).status).toBe(404);
    expect(await storedCards(post.id)).toEqual([]);
  });

  test("the sweep keeps only the current cards of requests a visitor may see", async () => {
    const files = storageFor(deps.env);
    const png = new Uint8Array([137, 80, 78, 71]);
    const kept = await createTestPost(deps.db, author, { title: "見える依頼のカード" });
    const changed = await createTestPost(deps.db, author, { title: "変わる前の題名" });
    const hidden = await createTestPost(deps.db, author, { title: "非表示になる依頼のカード" });
    const drafted = await createTestPost(deps.db, author, { title: "下書きに戻る依頼のカード" });
    const deleted = await createTestPost(deps.db, author, { title: "削除される依頼のカード" });
    for (const post of [kept, changed, hidden, drafted, deleted]) {
      expect((await image(`/og/posts/${post.id}.png`)).status).toBe(200);
    }
    // A card drawn before an edit that no request asked for since, and a file that is not a card.
    const stale = `og/posts/${kept.id}-0123456789abcdef.png`;
    await files.put(stale, png, "image/png");
    await files.put("og/posts/notes.txt", png, "text/plain");
    await deps.db.update(posts).set({ title: "変わった後の題名" }).where(eq(posts.id, changed.id));
    await deps.db.update(posts).set({ moderation: "removed" }).where(eq(posts.id, hidden.id));
    await deps.db.update(posts).set({ isPublic: false }).where(eq(posts.id, drafted.id));
    await deletePost(deps.db, author, { id: deleted.id }, files);
    const currentOfKept = (await storedCards(kept.id)).find((key) => key !== stale);

    const { sweepPostCards } = await import("../../src/server/domains/previews/post-cards.ts");
    const result = await sweepPostCards(deps.db, files);
    expect(result.removed).toBeGreaterThanOrEqual(5);
    expect(await storedCards(kept.id)).toEqual([currentOfKept ?? "none"]);
    for (const post of [changed, hidden, drafted, deleted]) expect(await storedCards(post.id)).toEqual([]);
    expect(await files.open("og/posts/notes.txt")).not.toBeNull();
    // Run again: nothing more to do for these requests.
    const again = await sweepPostCards(deps.db, files);
    expect(again.removed).toBe(0);
  });
});
