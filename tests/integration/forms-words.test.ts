/**
 * Forms and words that must agree (docs/product.md §10 Structured request details, §11 Saved searches): the reward
 * tags of a request follow its お礼 field on create and update (#謝礼あり only with 謝礼, #お礼の品あり only with
 * お礼の品, #ボランティア never with 謝礼), and saving the same search twice keeps one saved search.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { ZCreatePostInput, ZUpdatePostInput } from "#shared/schemas/posts.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { createPost, updatePost } from "../../src/server/domains/posts/posts.service.ts";
import { storageFor } from "../../src/server/media/storage.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, someCategoryAndRegion } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;
let ref: { categoryId: number; parentId: number; regionId: number };

beforeAll(async () => {
  ({ deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
});

const slugsOf = (post: { tags: { slug: string }[] }) => post.tags.map((tag) => tag.slug).sort();

describe("reward tags follow the お礼 field", () => {
  test("無償 drops #謝礼あり (typed by its name) and #お礼の品あり; 謝礼 gains #謝礼あり", async () => {
    const author = await createMember(deps.db);
    const base = {
      title: "お礼のタグ",
      body: "本文です。",
      category_id: ref.categoryId,
      region_id: ref.regionId,
    };
    const free = await createPost(
      deps.db,
      author,
      ZCreatePostInput.parse({
        ...base,
        reward_type: "none",
        tags: ["謝礼あり", "gift", "週末", "volunteer"],
      }),
    );
    expect(slugsOf(free)).toEqual(["volunteer", "weekend"]);
    const paid = await createPost(
      deps.db,
      author,
      ZCreatePostInput.parse({
        ...base,
        reward_type: "money",
        reward_amount: 1000,
        tags: ["ボランティア", "週末"],
      }),
    );
    expect(slugsOf(paid)).toEqual(["paid", "weekend"]);
  });

  test("changing the field on update changes the tags with it, even when the tags are not sent", async () => {
    const author = await createMember(deps.db);
    const base = {
      title: "お礼の変更",
      body: "本文です。",
      category_id: ref.categoryId,
      region_id: ref.regionId,
    };
    const post = await createPost(
      deps.db,
      author,
      ZCreatePostInput.parse({ ...base, reward_type: "money", reward_amount: 2000, tags: ["週末"] }),
    );
    expect(slugsOf(post)).toEqual(["paid", "weekend"]);
    const gift = await updatePost(
      deps.db,
      author,
      ZUpdatePostInput.parse({ ...base, id: post.id, reward_type: "gift" }),
      storageFor(deps.env),
    );
    expect(slugsOf(gift)).toEqual(["gift", "weekend"]);
    const free = await updatePost(
      deps.db,
      author,
      ZUpdatePostInput.parse({ ...base, id: post.id, reward_type: "none", tags: ["お礼の品あり", "週末"] }),
      storageFor(deps.env),
    );
    expect(slugsOf(free)).toEqual(["weekend"]);
  });
});

describe("saved searches", () => {
  test("saving the same criteria twice keeps one saved search and answers it again", async () => {
    const member = await createMember(deps.db);
    const caller = callerFor(deps, member);
    const first = await caller.notifications.saveSearch({ keyword: "草むしり", tags: ["週末", "outdoor"] });
    // The same criteria, the tags in another order and one by its name.
    const again = await caller.notifications.saveSearch({ keyword: "草むしり", tags: ["屋外", "weekend"] });
    expect(again.id).toBe(first.id);
    const other = await caller.notifications.saveSearch({ keyword: "草むしり" });
    expect(other.id).not.toBe(first.id);
    const listed = await caller.notifications.savedSearches();
    expect(listed.data.map((search) => search.id)).toEqual([first.id, other.id]);
  });
});
