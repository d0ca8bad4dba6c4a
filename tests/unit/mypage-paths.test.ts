/** The member-list query in the URL (docs/product.md §2 My posts: keyword or q; page). */
import { describe, expect, test } from "bun:test";
import { parseMyListQuery, paths } from "#shared/paths.ts";
import { ZMyListInput } from "#shared/schemas/mypage.ts";

describe("member list paths", () => {
  test("links write keyword and page, leaving out empty values and page 1", () => {
    expect(paths.myposts()).toBe("/myposts");
    expect(paths.myposts({ keyword: " 犬 ", page: 1 })).toBe(`/myposts?keyword=${encodeURIComponent("犬")}`);
    expect(paths.mycomments({ keyword: "ＰＣ", page: 3 })).toBe(
      `/mycomments?keyword=${encodeURIComponent("ＰＣ")}&page=3`,
    );
    expect(paths.favoritePosts({ page: 2 })).toBe("/favorites/posts?page=2");
    expect(paths.favoriteUsers()).toBe("/favorites/users");
    expect(paths.followers({ keyword: "" })).toBe("/followers");
  });

  test("reading accepts keyword or its alias q, keyword first; bad pages are dropped", () => {
    expect(parseMyListQuery("?keyword=%E7%8A%AC&page=2")).toEqual({ keyword: "犬", page: 2 });
    expect(parseMyListQuery("?q=%E7%8A%AC")).toEqual({ keyword: "犬" });
    expect(parseMyListQuery("?keyword=a&q=b")).toEqual({ keyword: "a" });
    expect(parseMyListQuery("?keyword=&q=b")).toEqual({ keyword: "b" });
    expect(parseMyListQuery("?page=0")).toEqual({});
    expect(parseMyListQuery("?page=-2&keyword=%20%20")).toEqual({});
  });

  test("the list input maps q onto keyword and rejects an over-long keyword in Japanese", () => {
    expect(ZMyListInput.parse({ q: "庭" })).toEqual({ page: 1, keyword: "庭" });
    expect(ZMyListInput.parse({ keyword: " ", q: "" })).toEqual({ page: 1, keyword: undefined });
    const result = ZMyListInput.safeParse({ keyword: "あ".repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("キーワードは100文字以内で入力してください。");
  });
});
