/**
 * The unread count as every badge shows it (docs/product.md §5 "Unread count coerced to a finite number else 0; badge
 * shows 99+ above 99", §8 "unread falls back to 0").
 */
import { describe, expect, test } from "bun:test";
import { badgeText, coerceUnreadCount } from "../../src/client/components/unread-badge.tsx";

describe("unread count", () => {
  test("anything that is not a finite count becomes 0", () => {
    for (const value of [
      undefined,
      null,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "abc",
      "",
      {},
      [],
      -3,
      true,
    ]) {
      expect(coerceUnreadCount(value)).toBe(0);
    }
  });

  test("numbers and numeric strings are whole counts", () => {
    expect(coerceUnreadCount(7)).toBe(7);
    expect(coerceUnreadCount("12")).toBe(12);
    expect(coerceUnreadCount(2.7)).toBe(2);
  });

  test("the badge caps at 99+", () => {
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(12_345)).toBe("99+");
  });
});
