/**
 * Pure helpers of the people screens (docs/product.md §2 "Profile show"): skills splitting (docs/product.md
 * §5), initials (§3), SNS handles, the admin list's dates cut to 16 characters, page sizes and client-side
 * paging (§9), the display status labels (§4), the verification link query (§8) and the remembered path of
 * the navigation guards (§2).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { TRPCClientError } from "@trpc/client";
import sharp from "sharp";
import { INTENDED_PATH_KEY } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import {
  COVER_PRESET_KEYS,
  coverPresetThumbUrl,
  coverPresetUrl,
  DEFAULT_COVER_KEY,
  linkedinUrl,
  normalizeLinkedin,
  normalizeTwitterHandle,
  splitSkills,
} from "#shared/schemas/profile.ts";
import { initialsOf } from "../../src/client/components/user-avatar.tsx";
import { verifyLinkParams } from "../../src/client/features/accounts/hooks/use-verify-link.ts";
import {
  adminDate,
  adminDisplayStatus,
  pageOf,
  pageSizeOf,
  statusLabel,
} from "../../src/client/features/admin/lib/admin-format.ts";
import {
  firstAvailable,
  profileSourceOrder,
} from "../../src/client/features/profile/hooks/use-profile-source.ts";
import {
  peekIntendedPath,
  rememberIntendedPath,
  takeIntendedPath,
} from "../../src/client/lib/intended-path.ts";

describe("skills (docs/product.md §5)", () => {
  test("split on commas, newlines, Japanese commas and semicolons; trimmed and de-duplicated", () => {
    expect(splitSkills("DIY, 力仕事、パソコン設定;英語\n料理\r\n 英語 ,,")).toEqual([
      "DIY",
      "力仕事",
      "パソコン設定",
      "英語",
      "料理",
    ]);
    expect(splitSkills("  ")).toEqual([]);
  });
});

describe("initials (docs/product.md §3)", () => {
  test("up to two characters of the first word, spaces of either width split words", () => {
    expect(initialsOf("山田 太郎")).toBe("山田");
    expect(initialsOf("佐藤　花子")).toBe("佐藤");
    expect(initialsOf("taro yamada")).toBe("TA");
    expect(initialsOf("  Ö")).toBe("Ö");
    expect(initialsOf("")).toBe("");
  });
});

describe("SNS fields", () => {
  test("an X handle from @name, name or a profile URL; anything else is refused", () => {
    expect(normalizeTwitterHandle("@yamada_taro")).toBe("yamada_taro");
    expect(normalizeTwitterHandle("https://x.com/yamada_taro?ref=1")).toBe("yamada_taro");
    expect(normalizeTwitterHandle("twitter.com/Taro")).toBe("Taro");
    expect(normalizeTwitterHandle("not a handle!")).toBeNull();
    expect(normalizeTwitterHandle("a".repeat(16))).toBeNull();
  });

  test("LinkedIn: URLs are kept canonical, in/<id> and bare ids become profile URLs", () => {
    expect(normalizeLinkedin("linkedin.com/in/yamada-taro/")).toBe("https://www.linkedin.com/in/yamada-taro");
    expect(linkedinUrl(normalizeLinkedin("in/yamada-taro"))).toBe("https://www.linkedin.com/in/yamada-taro");
    expect(linkedinUrl(normalizeLinkedin("yamada-taro"))).toBe("https://www.linkedin.com/in/yamada-taro");
    expect(normalizeLinkedin("https://example.com/me")).toBeNull();
  });
});

describe("admin users list (docs/product.md §4, §9)", () => {
  test("dates are the Tokyo time cut to 16 characters; none is shown as —", () => {
    expect(adminDate("2026-11-22T03:04:05.000000Z")).toBe("2026-11-22 12:04");
    expect(adminDate("2026-11-22T03:04:05.000000Z")).toHaveLength(16);
    expect(adminDate(null)).toBe(copy.admin.never);
    expect(adminDate("2026-11-22 12:04:05 and more")).toBe("2026-11-22 12:04");
  });

  test("page sizes 10, 20, 50, 100; anything else is the default 20", () => {
    for (const size of [10, 20, 50, 100]) expect(pageSizeOf(String(size))).toBe(size);
    for (const raw of [null, "", "7", "abc", "1000"]) expect(pageSizeOf(raw)).toBe(20);
  });

  test("without server pagination the whole list is paged on the client", () => {
    const all = Array.from({ length: 45 }, (_, i) => i + 1);
    const second = pageOf(all, null, 2, 20);
    expect(second.rows).toEqual(all.slice(20, 40));
    expect(second.meta).toMatchObject({
      current_page: 2,
      last_page: 3,
      per_page: 20,
      total: 45,
      from: 21,
      to: 40,
    });
    const last = pageOf(all, undefined, 3, 20);
    expect(last.rows).toEqual([41, 42, 43, 44, 45]);
    expect(last.meta).toMatchObject({ from: 41, to: 45 });
    const past = pageOf(all, null, 9, 20);
    expect(past.rows).toEqual([]);
    expect(past.meta).toMatchObject({ from: null, to: null, last_page: 3 });
  });

  test("with server pagination the server's page is shown as it is", () => {
    const meta = { current_page: 4, last_page: 9, per_page: 10, total: 85, from: 31, to: 32 };
    expect(pageOf([31, 32], meta, 4, 10)).toEqual({ rows: [31, 32], meta });
  });

  test("display status labels 停止 / 未有効 / 退会 / 有効", () => {
    expect(statusLabel(adminDisplayStatus({ status: "blocked" }))).toBe("停止");
    expect(statusLabel(adminDisplayStatus({ status: "pending" }))).toBe("未有効");
    expect(statusLabel(adminDisplayStatus({ deleted_at: "2026-01-01T00:00:00.000000Z" }))).toBe("退会");
    expect(statusLabel(adminDisplayStatus({ status: "active", is_active: true }))).toBe("有効");
  });
});

describe("verification link query (docs/product.md §8)", () => {
  test("all four parameters, or none: the page then asks to use the link in the mail", () => {
    expect(verifyLinkParams("?id=3&hash=ab&expires=9&signature=cd")).toEqual({
      id: "3",
      hash: "ab",
      expires: "9",
      signature: "cd",
    });
    expect(verifyLinkParams("")).toBeNull();
    expect(verifyLinkParams("?id=3&hash=ab&expires=9")).toBeNull();
  });
});

describe("the remembered path (docs/product.md §2 Navigation guards)", () => {
  const store = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const globals = globalThis as { window?: unknown };
  const before = globals.window;
  beforeAll(() => {
    globals.window = { sessionStorage };
  });
  afterEach(() => store.clear());
  afterAll(() => {
    globals.window = before;
  });

  test("the first path is kept; later ones and the verify page itself are not", () => {
    expect(rememberIntendedPath("/email/verify")).toBe(false);
    expect(rememberIntendedPath("/mypage?tab=1#top")).toBe(true);
    expect(rememberIntendedPath("/post/create")).toBe(false);
    expect(peekIntendedPath()).toBe("/mypage?tab=1#top");
    expect(takeIntendedPath()).toBe("/mypage?tab=1#top");
    expect(peekIntendedPath()).toBeNull();
  });

  test("only same-site paths: other sites and a tampered value are ignored", () => {
    expect(rememberIntendedPath("//evil.example/x")).toBe(false);
    expect(rememberIntendedPath("https://evil.example/")).toBe(false);
    store.set(INTENDED_PATH_KEY, "//evil.example/x");
    expect(takeIntendedPath()).toBeNull();
  });
});

describe("profile sources (docs/product.md §4)", () => {
  test("owner: own profile first; admin: admin then member view; everyone ends with the public profile", () => {
    expect(profileSourceOrder(7, { id: 7, isAdmin: false })).toEqual(["me", "public"]);
    expect(profileSourceOrder(7, { id: 7, isAdmin: true })).toEqual(["me", "admin", "member", "public"]);
    expect(profileSourceOrder(7, { id: 8, isAdmin: true })).toEqual(["admin", "member", "public"]);
    expect(profileSourceOrder(7, { id: 8, isAdmin: false })).toEqual(["public"]);
    expect(profileSourceOrder(7, null)).toEqual(["public"]);
  });

  const failure = (httpStatus: number) =>
    new TRPCClientError(`failed ${httpStatus}`, {
      result: { error: { message: "x", code: -32600, data: { httpStatus } } },
    });

  /** A source that records that it was asked, then answers `status` (a failure) or the text. */
  function source(asked: string[], name: string, outcome: number | string) {
    return () => {
      asked.push(name);
      return typeof outcome === "number" ? Promise.reject(failure(outcome)) : Promise.resolve(outcome);
    };
  }

  test("401, 403, 404 and 405 fall through to the next source", async () => {
    const asked: string[] = [];
    const answer = await firstAvailable([
      source(asked, "me", 401),
      source(asked, "admin", 403),
      source(asked, "member", 405),
      source(asked, "other", 404),
      source(asked, "public", "public view"),
    ]);
    expect(answer).toBe("public view");
    expect(asked).toEqual(["me", "admin", "member", "other", "public"]);
  });

  test("another failure stops at once; when all fall through, the last error is thrown", async () => {
    const asked: string[] = [];
    await expect(
      firstAvailable([source(asked, "admin", 500), source(asked, "public", "never")]),
    ).rejects.toThrow("failed 500");
    expect(asked).toEqual(["admin"]);
    await expect(firstAvailable([source(asked, "a", 403), source(asked, "b", 404)])).rejects.toThrow(
      "failed 404",
    );
  });
});

describe("cover presets (docs/product.md §3)", () => {
  test("30 presets and the default-gray fallback, each a 1500×500 image with a picker thumbnail", async () => {
    expect(COVER_PRESET_KEYS).toHaveLength(30);
    for (const key of [...COVER_PRESET_KEYS, DEFAULT_COVER_KEY]) {
      const full = join(import.meta.dir, "../../public", coverPresetUrl(key));
      expect(existsSync(full)).toBe(true);
      const meta = await sharp(full).metadata();
      expect(`${key} ${meta.width}×${meta.height}`).toBe(`${key} 1500×500`);
      expect(existsSync(join(import.meta.dir, "../../public", coverPresetThumbUrl(key)))).toBe(true);
    }
  });
});
