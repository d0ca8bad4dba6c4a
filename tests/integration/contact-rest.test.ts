/**
 * The contact form (docs/product.md §3 Contact payload, §7 POST /api/contact, §8 Contact): stored and mailed
 * to the administrators; the `website` trap answers like a success but stores and sends nothing; per-IP limit
 * → 429.
 */
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { contactMessages } from "../../src/server/db/schema/index.ts";
import { CONTACT_LIMIT } from "../../src/server/domains/contact/contact.service.ts";
import { clearRateLimit } from "../../src/server/limits/rate-limit.ts";
import { callerFor } from "../support/caller.ts";
import { createMember } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const IP_KEY = "contact:127.0.0.1";

beforeAll(async () => {
  ({ app, deps } = await testApp());
  await createMember(deps.db, { admin: true });
}, 60_000);

beforeEach(async () => {
  await clearRateLimit(deps.db, IP_KEY);
});

function outboxCount(): number {
  try {
    return readdirSync(join(deps.env.dataDir, "outbox")).length;
  } catch {
    return 0;
  }
}

async function visitor(): Promise<RestClient> {
  const client = new RestClient(app);
  await client.csrf();
  return client;
}

const valid = () => ({
  title: `サービスについて ${Math.random().toString(36).slice(2, 8)}`,
  body: "登録方法を教えてください。",
  email: "Asker@Example.test",
});

describe("POST /api/contact", () => {
  test("stores the message and mails every administrator", async () => {
    const client = await visitor();
    const payload = valid();
    const mailsBefore = outboxCount();
    const response = await client.post("/api/contact", payload);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: copy.contact.sent });
    expect(response.headers.get("X-RateLimit-Limit")).toBe(String(CONTACT_LIMIT.max));
    const [row] = await deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.title, payload.title))
      .orderBy(desc(contactMessages.id));
    expect(row?.body).toBe(payload.body);
    expect(row?.email).toBe("asker@example.test");
    expect(row?.ipAddress).toBe("127.0.0.1");
    expect(outboxCount()).toBeGreaterThan(mailsBefore);
  });

  test("a filled website trap is answered as accepted, but nothing is stored or sent", async () => {
    const client = await visitor();
    const payload = { ...valid(), website: "http://spam.example" };
    const mailsBefore = outboxCount();
    const response = await client.post("/api/contact", payload);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: copy.contact.sent });
    const rows = await deps.db.select().from(contactMessages).where(eq(contactMessages.title, payload.title));
    expect(rows).toHaveLength(0);
    expect(outboxCount()).toBe(mailsBefore);
  });

  test("invalid fields answer 422 with Japanese field errors", async () => {
    const client = await visitor();
    const response = await client.post("/api/contact", { title: "", body: " ", email: "not-mail" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.title).toEqual([copy.validation.required(copy.contact.subject)]);
    expect(body.errors.body).toEqual([copy.validation.required(copy.contact.body)]);
    expect(body.errors.email).toEqual([copy.validation.email]);
  });

  test(`the ${CONTACT_LIMIT.max + 1}th message from one IP gets 429 with Retry-After`, async () => {
    const client = await visitor();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await client.post("/api/contact", valid())).status).toBe(201);
    }
    const limited = await client.post("/api/contact", valid());
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test("without the XSRF token the answer is 419", async () => {
    const client = await visitor();
    expect((await client.post("/api/contact", valid(), { xsrf: false })).status).toBe(419);
  });

  test("tRPC contact.submit shares the service and the limit", async () => {
    const caller = callerFor(deps, null);
    expect(await caller.contact.submit(valid())).toEqual({ message: copy.contact.sent });
    for (let i = 1; i < CONTACT_LIMIT.max; i += 1) await caller.contact.submit(valid());
    await expect(caller.contact.submit(valid())).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
