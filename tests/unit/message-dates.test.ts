/** Message date texts and previews of docs/product.md §2 Threads list / Thread show (Asia/Tokyo). */
import { describe, expect, test } from "bun:test";
import {
  daySeparatorLabel,
  isShortStamp,
  messagePreview,
  shortMessageTime,
  tokyoDayKey,
  tokyoTime,
} from "#shared/message-dates.ts";

// 2026-11-22 10:00 in Tokyo.
const now = new Date("2026-11-22T01:00:00Z");

describe("message dates", () => {
  test("day keys and times are Tokyo's, across the UTC date line", () => {
    expect(tokyoDayKey(new Date("2026-11-21T15:30:00Z"))).toBe("2026-11-22");
    expect(tokyoTime(new Date("2026-11-21T15:05:00Z"))).toBe("00:05");
  });

  test("separators: 今日, 昨日, else a Japanese date with the weekday", () => {
    expect(daySeparatorLabel("2026-11-22", now)).toBe("今日");
    expect(daySeparatorLabel("2026-11-21", now)).toBe("昨日");
    expect(daySeparatorLabel("2026-11-20", now)).toBe("2026年11月20日(金)");
    expect(daySeparatorLabel("2026-02-28", new Date("2026-03-01T03:00:00Z"))).toBe("昨日");
  });

  test("list times: HH:mm today, 昨日, month and day this year, full date before", () => {
    expect(shortMessageTime(new Date("2026-11-22T00:30:00Z"), now)).toBe("09:30");
    expect(shortMessageTime(new Date("2026-11-21T00:30:00Z"), now)).toBe("昨日");
    expect(shortMessageTime(new Date("2026-03-05T00:30:00Z"), now)).toBe("3月5日");
    expect(shortMessageTime(new Date("2025-03-05T00:30:00Z"), now)).toBe("2025年3月5日");
  });

  test("preview: the first 20 characters followed by … when longer; whitespace collapsed; emoji whole", () => {
    expect(messagePreview("はじめまして。棚の組み立て、お手伝いできます！", 20)).toBe(
      "はじめまして。棚の組み立て、お手伝いでき…",
    );
    expect(messagePreview("短い\nメッセージ", 20)).toBe("短い メッセージ");
    expect(messagePreview("😀".repeat(21), 20)).toBe(`${"😀".repeat(20)}…`);
  });

  test("short stamps: 4 characters or fewer without whitespace", () => {
    expect(isShortStamp("了解")).toBe(true);
    expect(isShortStamp("👍👍👍👍")).toBe(true);
    expect(isShortStamp("ありがとう")).toBe(false);
    expect(isShortStamp("了 解")).toBe(false);
  });
});
