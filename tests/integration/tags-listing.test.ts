/**
 * Draft tags do not leak (docs/product.md §9 "Tags, suggest and tag search"): GET /api/tags, GET /api/suggest
 * and tags.search / tags.suggest list only official tags and tags carried by at least one public post. A tag
 * written only on a draft is listed to nobody until a public post carries it, and stops being listed when its
 * last public post becomes a draft or is deleted.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { SuggestResult, TagView } from "#shared/schemas/tags.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { tags } from "../../src/server/db/schema/index.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, someCategoryAndRegion } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

/** The names of the tags every way of listing answers for `query`, as a visitor and as a member. */
async function listedNames(query: string): Promise<Record<string, string[]>> {
  const member = await createMember(deps.db);
  const visitorRest = new RestClient(app);
  const q = encodeURIComponent(query);
  const names = (list: TagView[]) => list.map((tag) => tag.name);
  const rest = async (path: string) => (await visitorRest.get(path)).json();
  const trpcHttp = async (procedure: string, input: unknown) => {
    const response = await visitorRest.get(
      `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    return ((await response.json()) as { result: { data: unknown } }).result.data;
  };
  return {
    "GET /api/tags": names(((await rest(`/api/tags?search=${q}&limit=50`)) as { data: TagView[] }).data),
    "GET /api/suggest": names(((await rest(`/api/suggest?q=${q}&limit=20`)) as SuggestResult).tags),
    "tags.search (visitor)": names(await callerFor(deps, null).tags.search({ search: query, limit: 50 })),
    "tags.search (member)": names(await callerFor(deps, member).tags.search({ search: query, limit: 50 })),
    "tags.suggest (visitor)": names((await callerFor(deps, null).tags.suggest({ q: query, limit: 20 })).tags),
    "tags.search over HTTP": names(
      (await trpcHttp("tags.search", { search: query, limit: 50 })) as TagView[],
    ),
    "tags.suggest over HTTP": names(
      ((await trpcHttp("tags.suggest", { q: query, limit: 20 })) as SuggestResult).tags,
    ),
  };
}

function everywhere(names: string[]): Record<string, string[]> {
  return Object.fromEntries(
    [
      "GET /api/tags",
      "GET /api/suggest",
      "tags.search (visitor)",
      "tags.search (member)",
      "tags.suggest (visitor)",
      "tags.search over HTTP",
      "tags.suggest over HTTP",
    ].map((key) => [key, names]),
  );
}

describe("tags listed to others", () => {
  test("a tag written only on a draft is listed nowhere; a public post lists it; a draft again hides it", async () => {
    const marker = `秘密${Date.now().toString(36)}`;
    const draftOnly = `${marker}下書き`;
    const shared = `${marker}公開`;
    const author = await createMember(deps.db);
    const draft = await createTestPost(deps.db, author, { is_public: false, tags: [draftOnly, shared] });
    expect(draft.tags.map((tag) => tag.name).sort()).toEqual([draftOnly, shared].sort());
    // Before the fix every listing answered both draft tags.
    expect(await listedNames(marker)).toEqual(everywhere([]));

    const published = await createTestPost(deps.db, author, { is_public: true, tags: [shared] });
    expect(await listedNames(marker)).toEqual(everywhere([shared]));

    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    await callerFor(deps, author).posts.update({
      id: published.id,
      title: "テスト依頼",
      body: "テストの依頼本文です。",
      category_id: categoryId,
      region_id: regionId,
      is_public: false,
    });
    expect(await listedNames(marker)).toEqual(everywhere([]));

    await callerFor(deps, author).posts.update({
      id: draft.id,
      title: "テスト依頼",
      body: "テストの依頼本文です。",
      category_id: categoryId,
      region_id: regionId,
      is_public: true,
    });
    expect((await listedNames(marker))["GET /api/tags"]?.sort()).toEqual([draftOnly, shared].sort());

    await callerFor(deps, author).posts.delete({ id: draft.id });
    expect(await listedNames(marker)).toEqual(everywhere([]));
  });

  test("a list filtered by a draft-only tag names no tag and lists nothing; once public, the tag is named", async () => {
    const draftOnly = `秘密${Date.now().toString(36)}絞込`;
    const author = await createMember(deps.db);
    const draft = await createTestPost(deps.db, author, { is_public: false, tags: [draftOnly] });
    const slug = draft.tags[0]?.slug ?? "";
    const filtered = await callerFor(deps, null).posts.list({ tags: [slug] });
    // Before: the answer's `tags` named the draft's tag (its id and name) to anyone who guessed the slug.
    expect(filtered.tags).toEqual([]);
    expect(filtered.data).toEqual([]);
    const rest = (await (
      await new RestClient(app).get(`/api/posts?tags[]=${encodeURIComponent(slug)}`)
    ).json()) as {
      data: unknown[];
    };
    expect(rest.data).toEqual([]);

    await createTestPost(deps.db, author, { is_public: true, tags: [draftOnly] });
    const listed = await callerFor(deps, null).posts.list({ tags: [slug] });
    expect(listed.tags.map((tag) => tag.name)).toEqual([draftOnly]);
    expect(listed.data).toHaveLength(1);
  });

  test("official tags are listed without any post; the empty search lists official tags only", async () => {
    const [official] = await deps.db
      .insert(tags)
      .values({
        slug: `official-${Date.now().toString(36)}`,
        name: `公式${Date.now().toString(36)}`,
        isOfficial: true,
      })
      .returning();
    if (!official) throw new Error("tag not inserted");
    expect(await listedNames(official.name)).toEqual(everywhere([official.name]));
    const empty = (await callerFor(deps, null).tags.search({ search: "", limit: 50 })).map(
      (tag) => tag.is_official,
    );
    expect(empty.every(Boolean)).toBe(true);
    await deps.db.delete(tags).where(eq(tags.id, official.id));
  });
});
