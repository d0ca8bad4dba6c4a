/** The If-None-Match comparison of http/conditional-get.ts (docs/api.md "Caching and conditional requests"). */
import { describe, expect, test } from "bun:test";
import { ifNoneMatchMatches } from "../../src/server/http/conditional-get.ts";

describe("ifNoneMatchMatches", () => {
  test("compares weakly, reads lists and `*`, and ignores malformed parts", () => {
    expect(ifNoneMatchMatches('W/"a1"', 'W/"a1"')).toBe(true);
    expect(ifNoneMatchMatches('"a1"', 'W/"a1"')).toBe(true);
    expect(ifNoneMatchMatches(' "x" ,W/"a1"', 'W/"a1"')).toBe(true);
    expect(ifNoneMatchMatches("*", 'W/"a1"')).toBe(true);
    expect(ifNoneMatchMatches('W/"a2"', 'W/"a1"')).toBe(false);
    expect(ifNoneMatchMatches("a1", 'W/"a1"')).toBe(false);
    expect(ifNoneMatchMatches("", 'W/"a1"')).toBe(false);
    expect(ifNoneMatchMatches(undefined, 'W/"a1"')).toBe(false);
  });
});
