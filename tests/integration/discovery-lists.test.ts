/**
 * Post lists through tRPC (docs/product.md §2 Post list, §4 List mode): filters, category scope with children, tags
 * (AND), nearby by true distance, nearby by registered region, recommended tiers, drafts never listed,
 * pagination across ordering segments.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { posts, tags } from "../../src/server/db/schema/index.ts";
import { callerFor } from "../support/caller.ts";
import { createCategoryPair, regionId, setMemberProfile, uniqueWord } from "../support/discovery-fixtures.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;

beforeAll(async () => {
  ({ deps } = await testApp());
});

const titles = (page: { data: { title: string }[] }) => page.data.map((post) => post.title);

describe("posts.list filters", () => {
  test("a parent category includes its children; the scope comes back resolved; drafts never appear", async () => {
    const author = await createMember(deps.db);
    const { parent, childA, childB } = await createCategoryPair(deps.db);
    await createTestPost(deps.db, author, { title: "子A", category_id: childA.id });
    await createTestPost(deps.db, author, { title: "子B", category_id: childB.id });
    await createTestPost(deps.db, author, { title: "下書き", category_id: childA.id, is_public: false });

    const byParent = await callerFor(deps, null).posts.list({ category_slug: parent.slug });
    expect(titles(byParent)).toEqual(["子B", "子A"]);
    expect(byParent.meta.total).toBe(2);
    expect(byParent.category).toMatchObject({ id: parent.id, slug: parent.slug, parent: null });

    const byChild = await callerFor(deps, author).posts.list({ category_id: childA.id });
    expect(titles(byChild)).toEqual(["子A"]);
    expect(byChild.category?.parent).toMatchObject({ id: parent.id });

    // The author does not see their own draft in a list either (only on /myposts).
    const nearby = await callerFor(deps, author).posts.list({
      category_slug: parent.slug,
      mode: "nearby",
      lat: 35.6,
      lon: 139.7,
    });
    expect(titles(nearby)).not.toContain("下書き");
  });

  test("nearby measures and orders on the public 0.01° grid only: a post's exact spot cannot be found", async () => {
    const author = await createMember(deps.db);
    const { childA } = await createCategoryPair(deps.db);
    const word = uniqueWord();
    // Both lie in the grid cell of (35.68, 139.76); the older one exactly where the viewer stands.
    await createTestPost(deps.db, author, {
      title: `${word} 真上`,
      category_id: childA.id,
      latitude: 35.6849,
      longitude: 139.7649,
    });
    await createTestPost(deps.db, author, {
      title: `${word} 角`,
      category_id: childA.id,
      latitude: 35.6751,
      longitude: 139.7551,
    });
    const viewer = { mode: "nearby" as const, lat: 35.6849, lon: 139.7649 };
    for (const input of [
      { ...viewer, category_slug: childA.slug }, // many-posts path: KNN
      { ...viewer, keyword: word }, // few-matches path: sorted at once
    ]) {
      const page = await callerFor(deps, null).posts.list(input);
      // Equally far (the cell's point, ~0.7 km away), so newest first — not the one under the viewer's feet.
      expect(titles(page)).toEqual([`${word} 角`, `${word} 真上`]);
      expect(page.data[0]?.distance).toBe(page.data[1]?.distance ?? -1);
      expect(page.data[0]?.distance).toBeCloseTo(0.7, 1);
      expect(page.data[0]).toMatchObject({ latitude: 35.68, longitude: 139.76 });
    }
  });

  test("a tag is found by its slug or by its name (/tags/週末 is the official tag weekend)", async () => {
    const author = await createMember(deps.db);
    const word = uniqueWord();
    const name = `名前${word}`;
    const [tag] = await deps.db
      .insert(tags)
      .values({ slug: `${word}-official`, name, isOfficial: true })
      .returning({ id: tags.id, slug: tags.slug });
    if (!tag) throw new Error("tag not inserted");
    // Typing the name on the post form reuses the official tag.
    await createTestPost(deps.db, author, { title: `${word} 名前で付けた`, tags: [name] });
    await createTestPost(deps.db, author, { title: `${word} スラッグで付けた`, tags: [tag.slug] });
    const bySlug = await callerFor(deps, null).posts.list({ tags: [tag.slug] });
    const byName = await callerFor(deps, null).posts.list({ tags: [name] });
    expect(titles(byName)).toEqual([`${word} スラッグで付けた`, `${word} 名前で付けた`]);
    expect(titles(byName)).toEqual(titles(bySlug));
    expect(byName.tags).toEqual([{ id: tag.id, slug: tag.slug, name, is_official: true }]);
    // Slug and name of the same tag count once.
    const both = await callerFor(deps, null).posts.list({ tags: [tag.slug, name] });
    expect(both.meta.total).toBe(2);
    expect(both.tags).toHaveLength(1);
  });

  test("several tags narrow the list (all of them); an unknown tag gives an empty list", async () => {
    const author = await createMember(deps.db);
    const word = uniqueWord();
    await createTestPost(deps.db, author, { title: `${word} 両方`, tags: [`${word}-x`, `${word}-y`] });
    await createTestPost(deps.db, author, { title: `${word} 片方`, tags: [`${word}-x`] });
    const both = await callerFor(deps, null).posts.list({ tags: [`${word}-x`, `${word}-y`] });
    expect(titles(both)).toEqual([`${word} 両方`]);
    expect(both.tags.map((tag) => tag.slug)).toEqual([`${word}-x`, `${word}-y`]);
    const one = await callerFor(deps, null).posts.list({ tags: [`${word}-x`] });
    expect(one.meta.total).toBe(2);
    const unknown = await callerFor(deps, null).posts.list({ tags: [`${word}-x`, `${word}-none`] });
    expect(unknown.data).toEqual([]);
    expect(unknown.meta.total).toBe(0);
  });

  test("an unknown category or region slug is NOT_FOUND; lat without lon is a validation error", async () => {
    await expect(
      callerFor(deps, null).posts.list({ category_slug: "no-such-category" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(callerFor(deps, null).posts.list({ region_slug: "atlantis" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(callerFor(deps, null).posts.list({ mode: "nearby", lat: 35 })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
  });
});

describe("posts.list nearby", () => {
  test("with coordinates: located posts by true distance (km, rounded), then others by their prefecture", async () => {
    const author = await createMember(deps.db);
    const word = uniqueWord();
    const tokyo = await regionId(deps.db, "tokyo");
    const osaka = await regionId(deps.db, "osaka");
    const kanagawa = await regionId(deps.db, "kanagawa");
    await createTestPost(deps.db, author, {
      title: `${word} 大阪`,
      region_id: osaka,
      latitude: 34.7025,
      longitude: 135.4959,
    });
    await createTestPost(deps.db, author, { title: `${word} 位置なし大阪`, region_id: osaka });
    await createTestPost(deps.db, author, {
      title: `${word} 東京駅`,
      region_id: tokyo,
      latitude: 35.6812,
      longitude: 139.7671,
    });
    await createTestPost(deps.db, author, { title: `${word} 位置なし東京`, region_id: tokyo });
    await createTestPost(deps.db, author, {
      title: `${word} 横浜`,
      region_id: kanagawa,
      latitude: 35.4658,
      longitude: 139.6223,
    });
    await createTestPost(deps.db, author, {
      title: `${word} 下書き`,
      region_id: tokyo,
      latitude: 35.69,
      longitude: 139.7,
      is_public: false,
    });

    // From Shinjuku station.
    const page = await callerFor(deps, null).posts.list({
      keyword: word,
      mode: "nearby",
      lat: 35.6896,
      lon: 139.7006,
    });
    expect(page.ordering).toBe("distance");
    expect(titles(page)).toEqual([
      `${word} 東京駅`,
      `${word} 横浜`,
      `${word} 大阪`,
      `${word} 位置なし東京`,
      `${word} 位置なし大阪`,
    ]);
    expect(page.meta.total).toBe(5);
    const [station, yokohama, osakaPost, unlocated] = page.data;
    expect(station?.distance).toBeCloseTo(6.1, 0);
    expect(yokohama?.distance).toBeGreaterThan(20);
    expect(yokohama?.distance).toBeLessThan(30);
    expect(osakaPost?.distance).toBeGreaterThan(390);
    expect(unlocated?.distance).toBeNull();
    // Rounded to 0.1 km; others never learn exact positions.
    for (const post of page.data) {
      if (post.distance !== null) expect(Math.round(post.distance * 10)).toBeCloseTo(post.distance * 10, 6);
      if (post.latitude !== null) expect(Math.round(post.latitude * 100)).toBeCloseTo(post.latitude * 100, 6);
    }
    expect(station?.latitude).toBe(35.68);
  });

  test("without coordinates: a member's region first, then the nearest prefectures, newest within each", async () => {
    const author = await createMember(deps.db);
    const viewer = await createMember(deps.db);
    const word = uniqueWord();
    const [tokyo, kanagawa, hokkaido, okinawa] = await Promise.all(
      ["tokyo", "kanagawa", "hokkaido", "okinawa"].map((slug) => regionId(deps.db, slug)),
    );
    await setMemberProfile(deps.db, viewer.id, { regionId: tokyo });
    await createTestPost(deps.db, author, { title: `${word} 沖縄`, region_id: okinawa });
    await createTestPost(deps.db, author, { title: `${word} 東京1`, region_id: tokyo });
    await createTestPost(deps.db, author, { title: `${word} 北海道`, region_id: hokkaido });
    await createTestPost(deps.db, author, { title: `${word} 神奈川`, region_id: kanagawa });
    await createTestPost(deps.db, author, { title: `${word} 東京2`, region_id: tokyo });

    const page = await callerFor(deps, viewer).posts.list({ keyword: word, mode: "nearby" });
    expect(page.ordering).toBe("region");
    expect(titles(page)).toEqual([
      `${word} 東京2`,
      `${word} 東京1`,
      `${word} 神奈川`,
      `${word} 北海道`,
      `${word} 沖縄`,
    ]);
    expect(page.data.every((post) => post.distance === null)).toBe(true);

    // A visitor, and a member without a region, get the newest first.
    const visitor = await callerFor(deps, null).posts.list({ keyword: word, mode: "nearby" });
    expect(visitor.ordering).toBe("newest");
    expect(titles(visitor)[0]).toBe(`${word} 東京2`);
    expect(titles(visitor)[1]).toBe(`${word} 神奈川`);
  });

  test("pages split across prefectures keep the order and the Laravel totals", async () => {
    const author = await createMember(deps.db);
    const viewer = await createMember(deps.db);
    const word = uniqueWord();
    const [tokyo, kanagawa] = await Promise.all(["tokyo", "kanagawa"].map((slug) => regionId(deps.db, slug)));
    await setMemberProfile(deps.db, viewer.id, { regionId: kanagawa });
    for (let i = 0; i < 3; i++)
      await createTestPost(deps.db, author, { title: `${word} 東京${i}`, region_id: tokyo });
    for (let i = 0; i < 14; i++) {
      await createTestPost(deps.db, author, { title: `${word} 神奈川${i}`, region_id: kanagawa });
    }
    const first = await callerFor(deps, viewer).posts.list({ keyword: word, mode: "nearby", page: 1 });
    const second = await callerFor(deps, viewer).posts.list({ keyword: word, mode: "nearby", page: 2 });
    expect(first.meta).toMatchObject({ total: 17, last_page: 2, from: 1, to: 15 });
    expect(second.meta).toMatchObject({ total: 17, from: 16, to: 17 });
    expect(
      titles(first)
        .slice(0, 14)
        .every((title) => title.includes("神奈川")),
    ).toBe(true);
    expect(titles(first)[14]).toBe(`${word} 東京2`);
    expect(titles(second)).toEqual([`${word} 東京1`, `${word} 東京0`]);
    const beyond = await callerFor(deps, viewer).posts.list({ keyword: word, mode: "nearby", page: 9 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 17, from: null, to: null });
  });
});

describe("posts.recommended", () => {
  test("interest categories in the member's region first, then interests elsewhere, then the region", async () => {
    const author = await createMember(deps.db);
    const viewer = await createMember(deps.db);
    const { parent, childA } = await createCategoryPair(deps.db);
    const [shimane, tottori] = await Promise.all(
      ["shimane", "tottori"].map((slug) => regionId(deps.db, slug)),
    );
    await setMemberProfile(deps.db, viewer.id, { regionId: shimane, interests: [parent.id] });
    const word = uniqueWord();
    await createTestPost(deps.db, author, {
      title: `${word} 興味・地域`,
      category_id: childA.id,
      region_id: shimane,
    });
    await createTestPost(deps.db, author, {
      title: `${word} 興味・他地域`,
      category_id: childA.id,
      region_id: tottori,
    });
    await createTestPost(deps.db, author, { title: `${word} 地域のみ`, region_id: shimane });
    await createTestPost(deps.db, author, {
      title: `${word} 興味の下書き`,
      category_id: childA.id,
      region_id: shimane,
      is_public: false,
    });
    await createTestPost(deps.db, author, { title: `${word} 新着` });

    const page = await callerFor(deps, viewer).posts.recommended({ page: 1 });
    expect(page.personalized).toBe(true);
    expect(titles(page).slice(0, 3)).toEqual([
      `${word} 興味・地域`,
      `${word} 興味・他地域`,
      `${word} 地域のみ`,
    ]);
    expect(titles(page)).not.toContain(`${word} 興味の下書き`);

    const visitor = await callerFor(deps, null).posts.recommended({ page: 1 });
    expect(visitor.personalized).toBe(false);
    expect(titles(visitor)[0]).toBe(`${word} 新着`);
    expect(visitor.meta.total).toBe(page.meta.total);
  });
});

describe("post counts follow writes", () => {
  test("publishing, moving and deleting posts keep the category counts exact", async () => {
    const author = await createMember(deps.db);
    const { parent, childA, childB } = await createCategoryPair(deps.db);
    const countOf = async () => {
      const tree = await callerFor(deps, null).catalog.categories();
      const node = tree.find((c) => c.id === parent.id);
      return {
        parent: node?.posts_count,
        a: node?.children.find((c) => c.id === childA.id)?.posts_count,
        b: node?.children.find((c) => c.id === childB.id)?.posts_count,
      };
    };
    const first = await createTestPost(deps.db, author, { category_id: childA.id });
    const draft = await createTestPost(deps.db, author, { category_id: childA.id, is_public: false });
    expect(await countOf()).toEqual({ parent: 1, a: 1, b: 0 });
    await deps.db.update(posts).set({ isPublic: true }).where(eq(posts.id, draft.id));
    expect(await countOf()).toEqual({ parent: 2, a: 2, b: 0 });
    await deps.db.update(posts).set({ categoryId: childB.id }).where(eq(posts.id, first.id));
    expect(await countOf()).toEqual({ parent: 2, a: 1, b: 1 });
    await deps.db.delete(posts).where(eq(posts.id, first.id));
    expect(await countOf()).toEqual({ parent: 1, a: 1, b: 0 });
  });
});
