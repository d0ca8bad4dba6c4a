/**
 * Profiles over REST and tRPC (docs/product.md §2 Profile edit / show, §3 Profile/user and save payload, §4 profile
 * sources, §5 skills and image rules, §7 /api/profile*, /api/users/{id}, /api/public/profile/{id}).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import type { ProfileView } from "#shared/schemas/profile.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { categories, follows, regions, users } from "../../src/server/db/schema/index.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { fileOf, jpegWithGps } from "../support/images.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let uploads: string;
let tokyo: number;
let osaka: number;
let categoryIds: number[];

beforeAll(async () => {
  ({ app, deps } = await testApp());
  uploads = join(deps.env.dataDir, "uploads");
  const rows = await deps.db.select({ id: regions.id, slug: regions.slug }).from(regions);
  tokyo = rows.find((r) => r.slug === "tokyo")?.id ?? 13;
  osaka = rows.find((r) => r.slug === "osaka")?.id ?? 27;
  categoryIds = (await deps.db.select({ id: categories.id }).from(categories).limit(3)).map((c) => c.id);
}, 60_000);

async function signedIn(options: { admin?: boolean; verified?: boolean; name?: string } = {}) {
  const member = await createMember(deps.db, options);
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  return { member, client };
}

function form(fields: Record<string, string | string[] | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) data.append(`${key}[${i}]`, item);
    } else data.append(key, value);
  }
  return data;
}

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe("POST /api/profile", () => {
  test("saves every field of the payload and answers the user", async () => {
    const { member, client } = await signedIn();
    const response = await client.post(
      "/api/profile",
      form({
        name: "山田 花子",
        bio: "週末は家庭菜園をしています。",
        skills: "家具の組み立て、パソコン設定;英語\n料理, 家具の組み立て",
        experience: "引っ越しの手伝いを10回以上しました。",
        show_sns: "1",
        twitter_handle: "@hanako_y",
        linkedin_profile: "https://jp.linkedin.com/in/hanako-yamada/",
        region_id: String(tokyo),
        categories: categoryIds.slice(0, 2).map(String),
        cover_preset: "cover-07",
      }),
    );
    expect(response.status).toBe(200);
    const body = await json<{ message: string; data: ProfileView; user: ProfileView }>(response);
    expect(body.message).toBe(copy.profile.saved);
    const user = body.user;
    expect(user.id).toBe(member.id);
    expect(user.name).toBe("山田 花子");
    expect(user.skills_list).toEqual(["家具の組み立て", "パソコン設定", "英語", "料理"]);
    expect(user.twitter_handle).toBe("hanako_y");
    expect(user.twitter_url).toBe("https://x.com/hanako_y");
    expect(user.linkedin_url).toBe("https://www.linkedin.com/in/hanako-yamada");
    expect(user.region?.id).toBe(tokyo);
    expect(user.interests.map((i) => i.id).sort()).toEqual(categoryIds.slice(0, 2).sort());
    expect(user.cover_image).toBe("preset:cover-07");
    expect(user.cover_url).toBe("/covers/presets/cover-07.jpg");
    expect(user.email).toBe(member.email);
    expect(user.badges).toContain("email_verified");
  });

  test("absent fields stay, empty ones are cleared, an empty region_id unsets the region", async () => {
    const { client } = await signedIn();
    await client.post("/api/profile", { name: "鈴木", bio: "自己紹介", region_id: osaka, skills: "A, B" });
    const kept = await json<{ data: ProfileView }>(await client.post("/api/profile", { name: "鈴木 二郎" }));
    expect(kept.data.bio).toBe("自己紹介");
    expect(kept.data.region_id).toBe(osaka);
    const cleared = await json<{ data: ProfileView }>(
      await client.post("/api/profile", form({ name: "鈴木 二郎", bio: "", region_id: "", skills: "" })),
    );
    expect(cleared.data.bio).toBeNull();
    expect(cleared.data.region).toBeNull();
    expect(cleared.data.skills_list).toEqual([]);
  });

  test("answers Japanese 422 field errors and changes nothing", async () => {
    const { member, client } = await signedIn({ name: "元の名前" });
    const response = await client.post("/api/profile", {
      name: "",
      twitter_handle: "not a handle!",
      linkedin_profile: "https://example.com/me",
      region_id: 999,
      categories: [999_999],
      cover_preset: "cover-99",
      bio: "あ".repeat(1001),
    });
    expect(response.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.errors.name).toEqual([copy.validation.required(copy.profile.fields.name)]);
    expect(body.errors.twitter_handle).toEqual([copy.profile.invalidTwitter]);
    expect(body.errors.linkedin_profile).toEqual([copy.profile.invalidLinkedin]);
    expect(body.errors.cover_preset?.[0]).toBe(
      copy.validation.invalidChoice(copy.profile.fields.coverPreset),
    );
    expect(body.errors.bio?.[0]).toBe(copy.validation.maxLength(copy.profile.fields.bio, 1000));
    expect(body.message).toContain("その他");
    const [row] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, member.id));
    expect(row?.name).toBe("元の名前");
  });

  test("ids past the database's range and non-boolean flags are Japanese 422s, never 500", async () => {
    const { client } = await signedIn();
    const huge = 99_999_999_999;
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        "/api/profile",
        { name: "X", region_id: huge },
        "region_id",
        copy.validation.invalidChoice(copy.profile.fields.region),
      ],
      [
        "/api/profile",
        { name: "X", categories: [huge] },
        "categories.0",
        copy.validation.invalidChoice(copy.profile.fields.interests),
      ],
      [
        "/api/profile",
        { name: "X", show_sns: "maybe" },
        "show_sns",
        copy.validation.boolean(copy.profile.fields.showSns),
      ],
      [
        "/api/profile/interests",
        { categories: [huge] },
        "categories.0",
        copy.validation.invalidChoice(copy.profile.fields.interests),
      ],
      ["/api/profile/region", { region_id: huge }, "region_id", copy.profile.regionRequired],
    ];
    for (const [path, body, field, message] of cases) {
      const response = await client.post(path, body);
      expect(response.status).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(response)).errors[field]).toEqual([message]);
    }
    const visitor = new RestClient(app);
    await visitor.csrf();
    const register = await visitor.post("/api/auth/register", {
      name: "範囲外",
      email: "out-of-range@example.test",
      password: "password-1234",
      password_confirmation: "password-1234",
      region_id: huge,
      categories: [huge],
    });
    expect(register.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(register)).errors).sort()).toEqual([
      "categories.0",
      "region_id",
    ]);
  });

  test("profile paths with an id no account can have answer 404 with the Japanese text", async () => {
    const { client } = await signedIn();
    for (const path of [
      "/api/public/profile/0",
      "/api/public/profile/99999999999",
      "/api/profile/99999999999",
      "/api/users/0",
    ]) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: copy.profile.notFound, code: "user_not_found" });
    }
  });

  test("unknown region and categories are refused", async () => {
    const { client } = await signedIn();
    const response = await client.post("/api/profile", { name: "X", region_id: 999, categories: [999_999] });
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors).sort()).toEqual(["categories", "region_id"]);
  });

  test("an avatar and a cover upload are re-encoded, stored and replaced; removal deletes the files", async () => {
    const { client } = await signedIn();
    const avatar = fileOf(await jpegWithGps(1600, 1200), "me.jpg", "image/jpeg");
    const cover = fileOf(await jpegWithGps(3000, 1000, 1), "cover.jpg", "image/jpeg");
    const first = await json<{ data: ProfileView }>(
      await client.post("/api/profile", form({ name: "画像 太郎", avatar, cover_image: cover })),
    );
    const avatarPath = first.data.avatar as string;
    const coverPath = first.data.cover_image as string;
    expect(first.data.avatar_url).toBe(`/storage/${avatarPath}`);
    expect(first.data.cover_url).toBe(`/storage/${coverPath}`);
    const avatarMeta = await sharp(join(uploads, avatarPath)).metadata();
    expect(avatarMeta.format).toBe("jpeg");
    expect(Math.max(avatarMeta.width ?? 0, avatarMeta.height ?? 0)).toBeLessThanOrEqual(1024);
    expect(avatarMeta.exif).toBeUndefined();
    const served = await client.get(first.data.avatar_url as string);
    expect(served.status).toBe(200);

    // A preset replaces the uploaded cover; the old file goes.
    const preset = await json<{ cover_url: string }>(
      await client.post("/api/profile/cover/preset", { cover_key: "cover-12" }),
    );
    expect(preset.cover_url).toBe("/covers/presets/cover-12.jpg");
    expect(existsSync(join(uploads, coverPath))).toBe(false);

    const removed = await client.request("DELETE", "/api/profile/avatar");
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ avatar_url: null });
    expect(existsSync(join(uploads, avatarPath))).toBe(false);

    const noCover = await json<{ data: ProfileView; cover_url: string }>(
      await client.request("DELETE", "/api/profile/cover"),
    );
    expect(noCover.data.cover_image).toBeNull();
    expect(noCover.cover_url).toBe("/covers/presets/default-gray.jpg");
  });

  test("avatar_remove and cover_remove clear the images; a non-image is refused on avatar", async () => {
    const { client } = await signedIn();
    await client.post("/api/profile", { name: "A", cover_preset: "cover-03" });
    const notImage = await client.post(
      "/api/profile",
      form({ name: "A", avatar: fileOf("hello", "a.jpg", "image/jpeg") }),
    );
    expect(notImage.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(notImage)).errors)).toEqual(["avatar"]);
    const cleared = await json<{ data: ProfileView }>(
      await client.post("/api/profile", form({ name: "A", avatar_remove: "1", cover_remove: "1" })),
    );
    expect(cleared.data.avatar_url).toBeNull();
    expect(cleared.data.cover_url).toBe("/covers/presets/default-gray.jpg");
  });

  test("a cover over 4 MB is refused", async () => {
    const { client } = await signedIn();
    const big = fileOf(new Uint8Array(4 * 1024 * 1024 + 10), "big.jpg", "image/jpeg");
    const response = await client.post("/api/profile", form({ name: "A", cover_image: big }));
    expect(response.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(response)).errors)).toEqual(["cover_image"]);
  });

  test("a visitor gets 401 from every member path", async () => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    const calls: [string, string][] = [
      ["POST", "/api/profile"],
      ["DELETE", "/api/profile/avatar"],
      ["POST", "/api/profile/cover/preset"],
      ["DELETE", "/api/profile/cover"],
      ["GET", "/api/profile/interests"],
      ["POST", "/api/profile/interests"],
      ["GET", "/api/profile/region"],
      ["POST", "/api/profile/region"],
      ["GET", "/api/profile/1"],
      ["GET", "/api/users/1"],
    ];
    for (const [method, path] of calls) {
      const response = await visitor.request(method, path, method === "GET" ? undefined : {});
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });
});

describe("profile sources", () => {
  test("the public profile hides the e-mail, and SNS unless shown", async () => {
    const { member, client } = await signedIn({ name: "公開 さん" });
    await client.post("/api/profile", {
      name: "公開 さん",
      twitter_handle: "kokai",
      linkedin_profile: "in/kokai",
      show_sns: false,
    });
    const visitor = new RestClient(app);
    const hidden = await json<{ data: Record<string, unknown> }>(
      await visitor.get(`/api/public/profile/${member.id}`),
    );
    expect(hidden.data.name).toBe("公開 さん");
    expect("email" in hidden.data).toBe(false);
    expect("last_login_at" in hidden.data).toBe(false);
    expect(hidden.data.twitter_handle).toBeNull();
    expect(hidden.data.linkedin_url).toBeNull();
    expect(hidden.data.has_any_sns_input).toBe(true);
    expect(hidden.data.show_sns).toBe(false);

    await client.post("/api/profile", { name: "公開 さん", show_sns: "1" });
    const shown = await json<{ data: Record<string, unknown> }>(
      await visitor.get(`/api/public/profile/${member.id}`),
    );
    expect(shown.data.twitter_url).toBe("https://x.com/kokai");
    expect(shown.data.linkedin_url).toBe("https://www.linkedin.com/in/kokai");
    expect("email" in shown.data).toBe(false);
  });

  test("/api/profile/{id} and /api/users/{id}: full for owner and admin, public for other members", async () => {
    const { member, client } = await signedIn();
    const { client: other } = await signedIn();
    const { client: admin } = await signedIn({ admin: true });
    for (const path of [`/api/profile/${member.id}`, `/api/users/${member.id}`]) {
      expect((await json<{ data: ProfileView }>(await client.get(path))).data.email).toBe(member.email);
      expect((await json<{ data: ProfileView }>(await admin.get(path))).data.email).toBe(member.email);
      expect("email" in (await json<{ data: object }>(await other.get(path))).data).toBe(false);
    }
    expect((await client.get("/api/profile/99999999")).status).toBe(404);
    expect((await new RestClient(app).get("/api/public/profile/99999999")).status).toBe(404);
  });

  test("unverified members have no badge; is_following follows the viewer", async () => {
    const unverified = await createMember(deps.db, { verified: false });
    const viewer = await createMember(deps.db);
    await deps.db.insert(follows).values({ followerId: viewer.id, followeeId: unverified.id });
    const view = await callerFor(deps, viewer).profile.public({ id: unverified.id });
    expect(view.badges).toEqual([]);
    expect(view.is_following).toBe(true);
    expect(view.is_self).toBe(false);
    const own = await callerFor(deps, unverified).profile.me();
    expect(own.is_self).toBe(true);
    expect(own.is_following).toBe(false);
    const anonymous = await callerFor(deps, null).profile.public({ id: unverified.id });
    expect(anonymous.is_following).toBe(false);
  });

  test("tRPC: me needs a member; public answers NOT_FOUND with the Japanese text", async () => {
    await expect(callerFor(deps, null).profile.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(deps, null).profile.public({ id: 99_999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: copy.profile.notFound,
    });
  });
});

describe("interests and region", () => {
  test("GET/POST /api/profile/interests replace the list", async () => {
    const { client } = await signedIn();
    const empty = await json(await client.get("/api/profile/interests"));
    expect(empty).toEqual({ data: [], categories: [] });
    const saved = await json<{ data: { id: number }[]; categories: number[] }>(
      await client.post("/api/profile/interests", { categories: categoryIds }),
    );
    expect(saved.categories.sort()).toEqual([...categoryIds].sort());
    const fewer = await json<{ categories: number[] }>(
      await client.post("/api/profile/interests", form({ categories: [String(categoryIds[0])] })),
    );
    expect(fewer.categories).toEqual([categoryIds[0] as number]);
    expect((await client.post("/api/profile/interests", { categories: [999_999] })).status).toBe(422);
  });

  test("GET/POST /api/profile/region answer id, regions and userRegion; a region is required", async () => {
    const { client } = await signedIn();
    const before = await json<{ id: number | null; regions: unknown[]; userRegion: unknown }>(
      await client.get("/api/profile/region"),
    );
    expect(before.id).toBeNull();
    expect(before.userRegion).toBeNull();
    expect(before.regions).toHaveLength(47);
    const missing = await client.post("/api/profile/region", {});
    expect(missing.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(missing)).errors.region_id).toEqual([
      copy.profile.regionRequired,
    ]);
    const after = await json<{ id: number; userRegion: { id: number; slug: string } }>(
      await client.post("/api/profile/region", { region_id: tokyo }),
    );
    expect(after.id).toBe(tokyo);
    expect(after.userRegion.slug).toBe("tokyo");
    expect((await client.post("/api/profile/region", { region_id: 999 })).status).toBe(422);
  });
});

describe("tRPC profile.update with FormData", () => {
  test("saves fields and files like the REST path", async () => {
    const member = await createMember(deps.db);
    const data = form({
      name: "フォーム 太郎",
      skills: "草むしり、犬の散歩",
      avatar: fileOf(await jpegWithGps(400, 400, 1), "a.jpg", "image/jpeg"),
      categories: "[]",
    });
    const view = await callerFor(deps, member).profile.update(data);
    expect(view.name).toBe("フォーム 太郎");
    expect(view.skills_list).toEqual(["草むしり", "犬の散歩"]);
    expect(view.avatar_url).toMatch(/^\/storage\/avatars\//);
  });
});

describe("one schema, two transports", () => {
  test("tRPC answers are the REST answers (the output schemas keep every key)", async () => {
    const { member, client } = await signedIn();
    await client.post("/api/profile", {
      name: "出力 確認",
      bio: "自己紹介",
      twitter_handle: "output_check",
      region_id: tokyo,
      categories: categoryIds.slice(0, 2),
      cover_preset: "cover-02",
    });
    const caller = callerFor(deps, member);
    const rest = (await json<{ data: ProfileView }>(await client.get(`/api/profile/${member.id}`))).data;
    expect(await caller.profile.me()).toEqual(rest);
    expect(await caller.profile.byId({ id: member.id })).toEqual(rest);
    const other = await createMember(deps.db);
    const publicRest = (
      await json<{ data: Record<string, unknown> }>(
        await new RestClient(app).get(`/api/public/profile/${member.id}`),
      )
    ).data;
    expect(await callerFor(deps, null).profile.public({ id: member.id })).toEqual(publicRest as never);
    const seenByOther = await callerFor(deps, other).profile.byId({ id: member.id });
    expect("email" in seenByOther).toBe(false);
    expect(await caller.profile.interests()).toEqual(await json(await client.get("/api/profile/interests")));
    expect(await caller.profile.region()).toEqual(await json(await client.get("/api/profile/region")));
  });

  test("tRPC input failures are the REST 422: UNPROCESSABLE_CONTENT with the Japanese field errors", async () => {
    const member = await createMember(deps.db);
    const caller = callerFor(deps, member);
    await expect(
      caller.profile.update(form({ name: "", show_sns: "maybe", categories: ["x"] })),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      cause: {
        fieldErrors: {
          name: [copy.validation.required(copy.profile.fields.name)],
          show_sns: [copy.validation.boolean(copy.profile.fields.showSns)],
          "categories.0": [copy.validation.integer(copy.profile.fields.interests)],
        },
      },
    });
    await expect(caller.profile.setRegion({ region_id: 0 })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      cause: { fieldErrors: { region_id: [copy.profile.regionRequired] } },
    });
    await expect(caller.profile.setRegion({ region_id: 999 })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      cause: { fieldErrors: { region_id: [copy.profile.regionRequired] } },
    });
  });

  test('region_id "" and "null" unset the region on both transports; absent keeps it', async () => {
    const { member, client } = await signedIn();
    const caller = callerFor(deps, member);
    expect((await caller.profile.update(form({ name: "地域", region_id: String(osaka) }))).region_id).toBe(
      osaka,
    );
    expect((await caller.profile.update(form({ name: "地域" }))).region_id).toBe(osaka);
    expect((await caller.profile.update(form({ name: "地域", region_id: "null" }))).region_id).toBeNull();
    await caller.profile.update({ name: "地域", region_id: tokyo });
    const cleared = await json<{ data: ProfileView }>(
      await client.post("/api/profile", { name: "地域", region_id: "null" }),
    );
    expect(cleared.data.region_id).toBeNull();
  });

  test("a cover sent as `cover` is stored like `cover_image`", async () => {
    const member = await createMember(deps.db);
    const view = await callerFor(deps, member).profile.update(
      form({ name: "カバー", cover: fileOf(await jpegWithGps(600, 200, 1), "c.jpg", "image/jpeg") }),
    );
    expect(view.cover_image).toMatch(/^covers\//);
    expect(existsSync(join(uploads, view.cover_image as string))).toBe(true);
  });
});
