/**
 * An organisation's logo (docs/product.md "Organisations"), over REST and tRPC: an administrator uploads it
 * (multipart `logo`), the server re-encodes it (a JPEG of at most 512 px, EXIF and GPS gone) and every answer about
 * the organisation carries `logo_url`; its own account (代理投稿) shows it as its avatar. A file that is no image is a
 * Japanese 422 and changes nothing; members may not; removing it removes the file.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { AppDeps } from "../../src/server/context.ts";
import { organizationMembers, organizations } from "../../src/server/db/schema/index.ts";
import { organizationsCopy } from "../../src/shared/copy/organizations.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, restAs, someCategoryAndRegion } from "../support/factories.ts";
import { hasGpsTag, jpegWithGps } from "../support/images.ts";
import { testApp } from "../support/test-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON.
type Json = any;

let deps: AppDeps;
let organizationId: number;
let slug: string;
let admin: Awaited<ReturnType<typeof createMember>>;
let owner: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  ({ deps } = await testApp());
  const { regionId } = await someCategoryAndRegion(deps.db);
  await deps.db.execute(sql`delete from rate_limit_buckets where key like 'organizations:%'`);
  slug = `logo-${randomBytes(4).toString("hex")}`;
  const [org] = await deps.db
    .insert(organizations)
    .values({ slug, name: "ロゴテスト自治会", kind: "neighborhood_association", regionId })
    .returning({ id: organizations.id });
  organizationId = org?.id ?? 0;
  admin = await createMember(deps.db, { admin: true, name: "管理 者" });
  owner = await createMember(deps.db, { name: "自治会 会長" });
  await deps.db.insert(organizationMembers).values({ organizationId, userId: owner.id, role: "owner" });
}, 60_000);

afterAll(async () => {
  await deps.db.delete(organizations).where(eq(organizations.id, organizationId));
});

function logoForm(file: File): FormData {
  const form = new FormData();
  form.append("logo", file);
  return form;
}

describe("an organisation's logo", () => {
  test("an administrator uploads it: re-encoded, small, without GPS; the page and the organisation's account carry it; removing it removes the file", async () => {
    const rest = await restAs(admin);
    const photo = new File([new Uint8Array(await jpegWithGps(1600, 1200))], "logo.jpg", {
      type: "image/jpeg",
    });
    const uploaded = await rest.request(
      "PUT",
      `/api/admin/organizations/${organizationId}/logo`,
      logoForm(photo),
    );
    expect(uploaded.status).toBe(200);
    const logoUrl = ((await uploaded.json()) as Json).data.logo_url as string;
    expect(logoUrl).toMatch(/^\/storage\/logos\/.+\.jpg$/);

    const bytes = Buffer.from(await (await (await testApp()).app.request(logoUrl)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    expect(hasGpsTag(meta.exif)).toBe(false);

    const page = (await (await rest.get(`/api/organizations/${slug}`)).json()) as Json;
    expect(page.data.logo_url).toBe(logoUrl);

    // The organisation's account (its 代理投稿) shows the logo as its avatar.
    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    const post = await callerFor(deps, owner).organizations.createPost({
      id: organizationId,
      title: "ロゴのある代理投稿",
      body: "本文です。",
      category_id: categoryId,
      region_id: regionId,
    });
    expect(post.user?.avatar_url).toBe(logoUrl);

    const removed = await callerFor(deps, admin).organizations.removeLogo({ id: organizationId });
    expect(removed.logo_url).toBeNull();
    expect((await (await testApp()).app.request(logoUrl)).status).toBe(404);
    const after = await callerFor(deps, owner).posts.byId({ id: post.id });
    expect(after.user?.avatar_url).toBeNull();
    await deps.db.execute(sql`delete from posts where id = ${post.id}`);
  });

  test("a file that is no image is a Japanese 422 and keeps the logo; members may not; an unknown organisation is 404", async () => {
    const rest = await restAs(admin);
    const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: "#0a7" } })
      .png()
      .toBuffer();
    const first = await rest.request(
      "PUT",
      `/api/admin/organizations/${organizationId}/logo`,
      logoForm(new File([new Uint8Array(png)], "logo.png", { type: "image/png" })),
    );
    expect(first.status).toBe(200);
    const kept = ((await first.json()) as Json).data.logo_url;

    const bad = await rest.request(
      "PUT",
      `/api/admin/organizations/${organizationId}/logo`,
      logoForm(new File(["not an image"], "logo.png", { type: "image/png" })),
    );
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).errors.logo[0]).toMatch(/画像/);
    const missing = await rest.request(
      "PUT",
      `/api/admin/organizations/${organizationId}/logo`,
      new FormData(),
    );
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as Json).errors.logo).toEqual([organizationsCopy.logoRequired]);
    expect(((await (await rest.get(`/api/organizations/${slug}`)).json()) as Json).data.logo_url).toBe(kept);

    const member = await restAs(owner);
    expect(
      (
        await member.request(
          "PUT",
          `/api/admin/organizations/${organizationId}/logo`,
          logoForm(new File([new Uint8Array(png)], "logo.png", { type: "image/png" })),
        )
      ).status,
    ).toBe(403);
    expect((await rest.request("DELETE", "/api/admin/organizations/999999/logo")).status).toBe(404);
  });
});
