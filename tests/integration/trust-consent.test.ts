/**
 * Consent to the terms at registration (docs/product.md §10 Rules pages and consent): POST /api/auth/register
 * and accounts.register record users.terms_accepted_at when `terms_accepted` is true, refuse false with a
 * Japanese 422, and stay compatible when the field is absent (no consent recorded).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { registrationThrottleKey } from "../../src/server/domains/accounts/accounts.service.ts";
import { clearRateLimit } from "../../src/server/limits/rate-limit.ts";
import { LOCAL_ADDRESS, RestClient, type TestApp, testApp, uniqueEmail } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

async function termsAcceptedAt(email: string): Promise<Date | null | undefined> {
  const [row] = await deps.db
    .select({ at: users.termsAcceptedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row?.at;
}

/** Registers over REST with `extra` fields; answers the response. */
async function register(email: string, extra: Record<string, unknown>): Promise<Response> {
  // The suite registers many members from 127.0.0.1: clear that address's bucket (bookkeeping).
  await clearRateLimit(deps.db, registrationThrottleKey(LOCAL_ADDRESS));
  const fresh = new RestClient(app);
  await fresh.csrf();
  return fresh.post("/api/auth/register", {
    name: "同意 太郎",
    email,
    password: "password-1234",
    password_confirmation: "password-1234",
    ...extra,
  });
}

describe("registration consent", () => {
  test("terms_accepted true records the time; absent stays compatible; false is a Japanese 422", async () => {
    const before = Date.now();
    const accepted = uniqueEmail("consent");
    expect((await register(accepted, { terms_accepted: true })).status).toBe(201);
    const at = await termsAcceptedAt(accepted);
    expect(at).toBeInstanceOf(Date);
    expect((at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const legacy = uniqueEmail("legacy");
    expect((await register(legacy, {})).status).toBe(201);
    expect(await termsAcceptedAt(legacy)).toBeNull();

    const refused = uniqueEmail("refused");
    const response = await register(refused, { terms_accepted: false });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.terms_accepted).toEqual([
      "利用規約とプライバシーポリシーに同意してください。",
    ]);
    expect(await termsAcceptedAt(refused)).toBeUndefined();
    const garbage = await register(uniqueEmail("garbage"), { terms_accepted: ["x"] });
    expect(garbage.status).toBe(422);
  });
});
