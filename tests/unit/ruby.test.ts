/**
 * ふりがな of the やさしい日本語 twins (src/shared/ruby.ts, docs/product.md "Languages"): the Aozora Bunko notation
 * becomes markers for the page, parentheses for plain text and the base alone for accessible names; a template's
 * arguments (what members wrote) are never read as notation; and client/easy-ruby.ts draws `<ruby>` in an element's
 * children and keeps attributes plain.
 */
import { describe, expect, test } from "bun:test";
import { drawRubyProps } from "#client/easy-ruby.ts";
import { copyEasy } from "#shared/copy-easy/copy.ts";
import {
  hasRuby,
  mapTexts,
  markRuby,
  RUBY_CLOSE,
  RUBY_OPEN,
  RUBY_READING,
  readingsInParentheses,
  rubyParts,
  withoutReadings,
} from "#shared/ruby.ts";

const marked = (base: string, reading: string) => `${RUBY_OPEN}${base}${RUBY_READING}${reading}${RUBY_CLOSE}`;

describe("shared/ruby.ts", () => {
  test("the kanji just before 《》 are the base; ｜ marks where an explicit base starts", () => {
    expect(markRuby("手伝《てつだ》う")).toBe(`${marked("手伝", "てつだ")}う`);
    expect(markRuby("10分《ぷん》")).toBe(`10${marked("分", "ぷん")}`);
    expect(markRuby("｜今日《きょう》は")).toBe(`${marked("今日", "きょう")}は`);
    expect(markRuby("人々《ひとびと》")).toBe(marked("人々", "ひとびと"));
    expect(markRuby("ひらがなだけ")).toBe("ひらがなだけ");
  });

  test("plain text gets the readings in parentheses, an accessible name the base alone", () => {
    const text = "おねがいを書《か》く（無料《むりょう》）";
    expect(readingsInParentheses(text)).toBe("おねがいを書（か）く（無料（むりょう））");
    expect(withoutReadings(text)).toBe("おねがいを書く（無料）");
    expect(readingsInParentheses(markRuby(text))).toBe(readingsInParentheses(text));
  });

  test("a marked text cuts into plain parts and readings", () => {
    expect(rubyParts(markRuby("地域《ちいき》から探《さが》す"))).toEqual([
      { base: "地域", reading: "ちいき" },
      "から",
      { base: "探", reading: "さが" },
      "す",
    ]);
    expect(hasRuby(markRuby("探《さが》す"))).toBe(true);
    expect(hasRuby("探す")).toBe(false);
  });

  test("a template converts its own text, never the notation a member wrote in its arguments", () => {
    const twin = {
      greeting: (name: string) => `${name}さんに返事《へんじ》をする`,
      nested: { count: (n: number) => `${n}人《にん》` },
      list: ["月《げつ》", "火《か》"],
      limit: 3,
    };
    const converted = mapTexts(twin, markRuby);
    expect(converted.greeting("《山田》｜太郎《たろう》")).toBe(
      `《山田》｜太郎《たろう》さんに${marked("返事", "へんじ")}をする`,
    );
    expect(converted.nested.count(2)).toBe(`2${marked("人", "にん")}`);
    expect(converted.list).toEqual([marked("月", "げつ"), marked("火", "か")]);
    expect(converted.limit).toBe(3);
    // The twin itself is not changed.
    expect(twin.list[0]).toBe("月《げつ》");
  });

  test("every text of the やさしい日本語 catalogue converts without a mark of the notation left", () => {
    const left: string[] = [];
    mapTexts(copyEasy, (text) => {
      const plain = readingsInParentheses(text);
      if (/[《》｜]/u.test(plain)) left.push(text);
      return plain;
    });
    expect(left).toEqual([]);
  });
});

/** A component standing for a router's link (it renders its `<a>` outside the client's JSX runtime). */
function RouterLink() {
  return null;
}

describe("client/easy-ruby.ts", () => {
  /** A stand-in for React's jsx: the element as a plain object. */
  const jsx = (type: unknown, props: Record<string, unknown>, key?: unknown) => ({ type, props, key });

  test("a child text with readings becomes <ruby> parts; an attribute keeps the base or the parentheses", () => {
    const props = {
      children: markRuby("無料《むりょう》で登録《とうろく》"),
      "aria-label": markRuby("登録《とうろく》"),
      placeholder: markRuby("名前《なまえ》"),
      className: "x",
    };
    const drawn = drawRubyProps("a", props, jsx);
    expect(drawn["aria-label"]).toBe("登録");
    expect(drawn.placeholder).toBe("名前（なまえ）");
    expect(drawn.className).toBe("x");
    // One element in place of the one text node.
    const text = drawn.children as { type: string; props: { children: unknown[] } };
    expect(text.type).toBe("ruby-text");
    const children = text.props.children as { type: string; props: { children: unknown[] } }[];
    expect(children.map((child) => (typeof child === "string" ? child : child.type))).toEqual([
      "ruby",
      "で",
      "ruby",
    ]);
    expect(children[0]?.props.children[0]).toBe("無料");
    // The reading is drawn by CSS from its attribute and hidden from assistive technology: no text of the page.
    expect(children[0]?.props.children[2]).toMatchObject({
      type: "rt",
      props: { "aria-hidden": "true", "data-reading": "むりょう" },
    });
  });

  test("an element of text only gets parentheses, and props without readings are the same object", () => {
    expect(drawRubyProps("option", { children: markRuby("東京都《とうきょうと》") }, jsx).children).toBe(
      "東京都（とうきょうと）",
    );
    const plain = { children: ["ホーム", 3], title: "x" };
    expect(drawRubyProps("span", plain, jsx)).toBe(plain);
  });

  test("a component gets its children drawn, its other props as they are", () => {
    const drawn = drawRubyProps(
      RouterLink,
      { href: "/x", title: markRuby("登録《とうろく》"), children: markRuby("登録《とうろく》") },
      jsx,
    );
    expect(drawn.title).toBe(markRuby("登録《とうろく》"));
    expect(drawn.children).toMatchObject({ type: "ruby-text" });
  });
});
