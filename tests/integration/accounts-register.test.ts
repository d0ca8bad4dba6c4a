/**
 * Register over multipart with an avatar (docs/product.md §3 Register payload, §5 Registration and login, §5
 * Avatar), on REST and on tRPC (the page's FormData): the server re-encodes the image with sharp, refuses
 * what is not an image with a Japanese 422, refuses a region or category that does not exist, and
 * registration and the resend answer as usual with the mail server down (their mails are queued). A taken address stays
 * Laravel's 422, and attempts are limited per client address (docs/product.md §9 Rate limits: 30 an hour).
 */
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { ACCOUNT_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { ACCOUNT_MAIL_QUEUE } from "../../src/server/domains/accounts/account-mail.ts";
import { registrationThrottleKey } from "../../src/server/domains/accounts/accounts.service.ts";
import { clearRateLimit } from "../../src/server/limits/rate-limit.ts";
import { callerFor } from "../support/caller.ts";
import { jobsOf } from "../support/jobs.ts";
import { RestClient, type TestApp, testApp, uniqueEmail } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
}, 60_000);

function registerForm(email: string): FormData {
  const form = new FormData();
  form.set("name", "画像 付き");
  form.set("email", email);
  form.set("password", "password-1234");
  form.set("password_confirmation", "password-1234");
  return form;
}

describe("POST /api/auth/register with an avatar", () => {
  test("stores a re-encoded JPEG without metadata and answers its URL", async () => {
    const png = await sharp({
      create: { width: 2400, height: 1600, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 1 } },
    })
      .withMetadata({ exif: { IFD0: { Artist: "secret person" } } })
      .png()
      .toBuffer();
    const form = registerForm(uniqueEmail("avatar"));
    form.set("avatar", new File([png], "me.png", { type: "image/png" }));
    const client = new RestClient(app);
    await client.csrf();
    const response = await client.post("/api/auth/register", form);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { avatar_url: string; avatar_path: string } };
    expect(data.avatar_url).toMatch(/^\/storage\/avatars\/\d{4}\/\d{2}\/[0-9a-f-]+\.jpg$/);

    const stored = await Bun.file(join(deps.env.dataDir, "uploads", data.avatar_path)).arrayBuffer();
    const meta = await sharp(Buffer.from(stored)).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1024);
    expect(meta.exif).toBeUndefined();
    const served = await app.request(`http://localhost:3000${data.avatar_url}`);
    expect(served.status).toBe(200);
  });

  test("a file that is not an image is a Japanese 422 on avatar, and nothing is registered", async () => {
    const email = uniqueEmail("not-image");
    const form = registerForm(email);
    form.set("avatar", new File(["%PDF-1.4 not an image"], "doc.pdf", { type: "application/pdf" }));
    const client = new RestClient(app);
    await client.csrf();
    const response = await client.post("/api/auth/register", form);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.avatar?.[0]).toMatch(/画像/);
    const again = new RestClient(app);
    expect((await again.register(email)).status).toBe(201);
  });

  test("an empty file field counts as no avatar", async () => {
    const form = registerForm(uniqueEmail("empty-avatar"));
    form.set("avatar", new File([], ""));
    const client = new RestClient(app);
    await client.csrf();
    const response = await client.post("/api/auth/register", form);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number; avatar_url: string | null } };
    expect(data.avatar_url).toBeNull();
    // Registering signs in: the admin list shows it as the last login.
    const [row] = await deps.db
      .select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, data.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });
});

describe("accounts.register over tRPC", () => {
  test("takes the page's FormData (avatar, categories[], region_id) through the same schema", async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const form = registerForm(uniqueEmail("trpc-form"));
    form.set("region_id", "13");
    form.append("categories[]", "2");
    form.append("categories[]", "1");
    form.append("categories[]", "2");
    form.set("avatar", new File([png], "me.png", { type: "image/png" }));
    const resHeaders = new Headers();
    const user = await callerFor(deps, null, { resHeaders }).accounts.register(form);
    expect(user).toMatchObject({
      name: "画像 付き",
      region_id: 13,
      email_verified_at: null,
      is_admin: false,
    });
    expect(user.interests.map((interest) => interest.id).sort()).toEqual([1, 2]);
    expect(user.avatar_url).toMatch(/^\/storage\/avatars\/.+\.jpg$/);
    expect(resHeaders.getSetCookie().some((cookie) => cookie.startsWith("tasukeai_session="))).toBe(true);
  });

  test("a region or category that does not exist is a 422 on its field, and nothing is registered", async () => {
    const email = uniqueEmail("unknown-refs");
    const input = {
      name: "存在 しない",
      email,
      password: "password-1234",
      password_confirmation: "password-1234",
      region_id: 999_999,
      categories: [1, 999_999],
    };
    await expect(callerFor(deps, null).accounts.register(input)).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      cause: {
        fieldErrors: {
          region_id: [copy.validation.invalidChoice(copy.fields.region_id)],
          categories: [copy.validation.invalidChoice(copy.fields.categories)],
        },
      },
    });
    const rows = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });
});

describe("mail failures", () => {
  test("registration and the resend succeed when the SMTP server is down; one mail waits in the queue", async () => {
    const down = createApp({ db: deps.db, env: { ...deps.env, smtpUrl: "smtp://127.0.0.1:9" } });
    const client = new RestClient(down);
    const email = uniqueEmail("smtp-down");
    expect((await client.register(email)).status).toBe(201);
    const resend = await client.post("/api/email/verification-notification");
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({
      status: "verification-link-sent",
      message: copy.emailVerify.resent,
    });
    // The resend found the registration's mail still waiting and queued no second one; the worker sends it
    // (account-mail-outage.test.ts follows such mails until the mail server is back).
    const queued = (await jobsOf(deps.db, ACCOUNT_MAIL_QUEUE)).filter(
      (job) => (job.data as { email?: string }).email === email,
    );
    expect(queued.map((job) => job.state)).toEqual(["created"]);
  });
});

describe("registration is limited per address (docs/product.md §9 Rate limits)", () => {
  const max = ACCOUNT_LIMITS.registrationMax;
  /** The app reading the client address from a test header, so each test plays an address of its own. */
  const appAt = () =>
    createApp(deps, { clientIp: (request) => request.headers.get("x-test-ip") ?? undefined });
  // The addresses these tests play start with empty buckets: the test database is reused between runs, and a
  // bucket lasts an hour.
  beforeEach(async () => {
    for (const ip of ["198.51.100.7", "198.51.100.8", "198.51.100.9", "198.51.100.10", "198.51.100.11"]) {
      await clearRateLimit(deps.db, registrationThrottleKey(ip));
    }
  });
  const body = (email: string) => ({
    name: "登録 制限",
    email,
    password: "password-1234",
    password_confirmation: "password-1234",
  });

  test(`${max} attempts an hour from one address, taken addresses included; then 429 on both transports`, async () => {
    const ip = "198.51.100.7";
    const ipApp = appAt();
    const client = new RestClient(ipApp, { "X-Test-IP": ip });
    await client.csrf();
    const email = uniqueEmail("limited");
    const created = await client.post("/api/auth/register", body(email));
    expect(created.status).toBe(201);
    expect(created.headers.get("x-ratelimit-limit")).toBe(String(max));
    expect(created.headers.get("x-ratelimit-remaining")).toBe(String(max - 1));

    // A taken address is still Laravel's 422 — and each such probe counts.
    const prober = new RestClient(ipApp, { "X-Test-IP": ip });
    await prober.csrf();
    for (let i = 2; i <= max; i++) {
      const taken = await prober.post("/api/auth/register", body(email));
      expect(taken.status).toBe(422);
      expect(((await taken.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
        copy.validation.emailTaken,
      ]);
    }
    const fresh = uniqueEmail("after-limit");
    const refused = await prober.post("/api/auth/register", body(fresh));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_LIMITS.registrationWindowSeconds);
    expect(refused.headers.get("x-ratelimit-limit")).toBe(String(max));
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    await expect(
      callerFor(deps, null, { ipAddress: ip }).accounts.register(body(fresh)),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.registrations,
    });
    expect(await deps.db.select({ id: users.id }).from(users).where(eq(users.email, fresh))).toHaveLength(0);

    // Another address is not affected.
    const elsewhere = new RestClient(ipApp, { "X-Test-IP": "198.51.100.8" });
    await elsewhere.csrf();
    expect((await elsewhere.post("/api/auth/register", body(fresh))).status).toBe(201);
  });

  test("parallel attempts from one address: exactly the limit is answered, the rest refused before any work", async () => {
    const ip = "198.51.100.9";
    const ipApp = appAt();
    const member = new RestClient(ipApp, { "X-Test-IP": "198.51.100.10" });
    await member.csrf();
    const taken = uniqueEmail("taken");
    expect((await member.post("/api/auth/register", body(taken))).status).toBe(201);
    const clients = await Promise.all(
      Array.from({ length: max + 10 }, async () => {
        const client = new RestClient(ipApp, { "X-Test-IP": ip });
        await client.csrf();
        return client;
      }),
    );
    const statuses = await Promise.all(
      clients.map((client) => client.post("/api/auth/register", body(taken))),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(statuses.filter((status) => status === 422)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  test("REGISTRATION_MAX_PER_HOUR sets the limit (an office where many register from one address)", async () => {
    const ip = "198.51.100.11";
    const configured = { ...deps, env: { ...deps.env, registrationMaxPerHour: 3 } };
    const ipApp = createApp(configured, {
      clientIp: (request) => request.headers.get("x-test-ip") ?? undefined,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const client = new RestClient(ipApp, { "X-Test-IP": ip });
      await client.csrf();
      const answer = await client.post("/api/auth/register", body(uniqueEmail("office")));
      statuses.push(answer.status);
      if (i === 0) expect(answer.headers.get("x-ratelimit-limit")).toBe("3");
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
