/**
 * Dates and words of request forms (docs/product.md §10 Structured request details): the date wanted reads the
 * Japanese way with its weekday (「12月5日(土)まで」, the year only when it is not this year's), the reward tags
 * follow the お礼 field, and every demo request's field, tags and text agree (謝礼 with the amount its text
 * names and #謝礼あり; お礼の品 with #お礼の品あり; 無償 with neither).
 */
import { describe, expect, test } from "bun:test";
import { copy } from "#shared/copy.ts";
import { formatCalendarDayJa } from "#shared/dates.ts";
import { rewardTagOf, tagsFollowingReward } from "#shared/reward-tags.ts";
import { buildDemoPosts, demoReward } from "../../src/server/db/seed/data/seed-demo-content.ts";
import { OFFICIAL_TAGS } from "../../src/server/db/seed/data/seed-tags.ts";
import { DEMO_POST_COUNT, seededRandom } from "../../src/server/db/seed/seed-demo.ts";

describe("the date wanted", () => {
  test("reads month, day and weekday; the year only when it is another year's", () => {
    expect(formatCalendarDayJa("2026-12-05", "2026-11-28")).toBe("12月5日(土)");
    expect(formatCalendarDayJa("2026-11-29", "2026-11-28")).toBe("11月29日(日)");
    expect(formatCalendarDayJa("2027-01-05", "2026-11-28")).toBe("2027年1月5日(火)");
    expect(copy.requests.ui.neededBy(formatCalendarDayJa("2026-12-05", "2026-11-28"))).toBe(
      "12月5日(土)まで",
    );
  });
});

describe("reward tags", () => {
  test("name the official tags", () => {
    const names = new Map(OFFICIAL_TAGS.map((tag) => [tag.slug, tag.name]));
    for (const [slug, name] of Object.entries(copy.requests.rewardTags)) expect(names.get(slug)).toBe(name);
  });

  test("follow the field: the matching tag is added, the others go (by slug or by name)", () => {
    expect(tagsFollowingReward(["paid", "weekend"], "none")).toEqual(["weekend"]);
    expect(tagsFollowingReward(["謝礼あり", "お礼の品あり", "ボランティア"], "none")).toEqual([
      "ボランティア",
    ]);
    expect(tagsFollowingReward(["weekend", "volunteer", "gift"], "money")).toEqual(["weekend", "paid"]);
    expect(tagsFollowingReward(["weekend", "謝礼あり"], "gift")).toEqual(["weekend", "gift"]);
    expect(tagsFollowingReward(["paid"], "money")).toEqual(["paid"]);
    expect(rewardTagOf("money")).toBe("paid");
    expect(rewardTagOf("none")).toBeNull();
  });
});

describe("demo requests", () => {
  test("every request's お礼, tags and text agree", () => {
    const drafts = buildDemoPosts(DEMO_POST_COUNT, seededRandom(20261122));
    const types = new Set<string>();
    for (const draft of drafts) {
      const reward = demoReward(draft);
      types.add(reward.rewardType);
      const yen = draft.body.match(/([\d,]+)円/);
      const where = `${draft.title}: ${reward.rewardType} ${draft.tagSlugs.join(",")}`;
      expect(reward.rewardType === "money", where).toBe(yen !== null);
      if (yen) expect(reward.rewardAmount, where).toBe(Number(yen[1]?.replace(/,/g, "")));
      else expect(reward.rewardAmount, where).toBeNull();
      expect(draft.tagSlugs.includes("paid"), where).toBe(reward.rewardType === "money");
      expect(draft.tagSlugs.includes("gift"), where).toBe(reward.rewardType === "gift");
      if (reward.rewardType === "money") expect(draft.tagSlugs.includes("volunteer"), where).toBe(false);
    }
    expect([...types].sort()).toEqual(["gift", "money", "none"]);
  });
});
