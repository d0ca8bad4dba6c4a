/**
 * U+0000 (which a PostgreSQL text column cannot store) and lone surrogates in the text fields that answered a
 * 500 (docs/api.md "Error codes" `validation_failed`): the public board, thread messages, the profile's bio,
 * experience, skills and LinkedIn, the administrator's user search `q` and role names, over REST and over
 * tRPC (HTTP, as the SPA sends it). Each must be a 422 with the field's Japanese message
 * (copy.validation.invalidCharacters), and nothing stored.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const v = copy.validation;
const pf = copy.profile.fields;
const NUL = "a\u0000b";
const LONE = "a\uD800b";

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

async function signedIn(options: { admin?: boolean } = {}) {
  const member = await createMember(deps.db, options);
  const client = new RestClient(app);
  const login = await client.login(member.email, FACTORY_PASSWORD);
  expect(login.status).toBe(200);
  return { member, client };
}

interface Answer {
  status: number;
  /** REST `errors`, or tRPC `data.fieldErrors`. */
  errors: Record<string, string[]> | undefined;
}

async function rest(client: RestClient, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await client.request(method, path, body);
  const json = (await response.json().catch(() => ({}))) as { errors?: Record<string, string[]> };
  return { status: response.status, errors: json.errors };
}

/** A tRPC call over HTTP as the SPA sends it (a mutation is a POST with the input as JSON, a query a GET). */
async function trpc(
  client: RestClient,
  kind: "query" | "mutation",
  procedure: string,
  input: unknown,
): Promise<Answer> {
  const response =
    kind === "query"
      ? await client.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`)
      : await client.post(`/trpc/${procedure}`, input);
  const json = (await response.json().catch(() => ({}))) as {
    error?: { data?: { fieldErrors?: Record<string, string[]> } };
  };
  return { status: response.status, errors: json.error?.data?.fieldErrors };
}

function expectRefused(answer: Answer, field: string, message: string): void {
  expect({ status: answer.status, errors: answer.errors?.[field] }).toEqual({
    status: 422,
    errors: [message],
  });
}

describe.each([
  ["U+0000", NUL],
  ["a lone surrogate", LONE],
])("%s in a text field is a 422 with the field's message, never a 500", (_name, bad) => {
  test("the public board (REST and tRPC)", async () => {
    const { client } = await signedIn();
    const message = v.invalidCharacters(copy.fields.body);
    expectRefused(await rest(client, "POST", "/api/public-messages", { body: bad }), "body", message);
    expectRefused(await trpc(client, "mutation", "board.post", { body: bad }), "body", message);
  });

  test("thread messages (REST and tRPC)", async () => {
    const { client } = await signedIn();
    const partner = await createMember(deps.db);
    const opened = await client.post("/api/threads", { user_id: partner.id });
    const { id } = (await opened.json()) as { id: number };
    const message = v.invalidCharacters(copy.fields.body);
    expectRefused(await rest(client, "POST", `/api/threads/${id}/messages`, { body: bad }), "body", message);
    expectRefused(await trpc(client, "mutation", "threads.send", { id, body: bad }), "body", message);
  });

  test("profile bio, experience, skills and LinkedIn (REST and tRPC)", async () => {
    const { member, client } = await signedIn();
    const fields: [string, unknown, string][] = [
      ["bio", bad, pf.bio],
      ["experience", bad, pf.experience],
      ["skills", bad, pf.skills],
      ["skills", ["料理", bad], pf.skills],
      ["linkedin_profile", bad, pf.linkedinProfile],
      ["linkedin_profile", `https://www.linkedin.com/in/${bad}`, pf.linkedinProfile],
    ];
    for (const [field, value, label] of fields) {
      const key = Array.isArray(value) ? `${field}.1` : field;
      const input = { name: "名前", [field]: value };
      expectRefused(await rest(client, "POST", "/api/profile", input), key, v.invalidCharacters(label));
      expectRefused(await trpc(client, "mutation", "profile.update", input), key, v.invalidCharacters(label));
    }
    const [row] = await deps.db.select({ bio: users.bio }).from(users).where(eq(users.id, member.id));
    expect(row?.bio ?? null).toBeNull();
  });

  test("the administrator's user search and role names (REST and tRPC)", async () => {
    const { client } = await signedIn({ admin: true });
    const target = await createMember(deps.db);
    const q = v.invalidCharacters(copy.fields.keyword);
    if (bad === NUL) {
      expectRefused(await rest(client, "GET", `/api/admin/users?q=${encodeURIComponent(bad)}`), "q", q);
    } else {
      // A URL cannot carry a lone surrogate (its UTF-8 bytes are invalid and decode to U+FFFD): no 500 either.
      expect((await rest(client, "GET", "/api/admin/users?q=a%ED%A0%80b")).status).toBeLessThan(500);
    }
    expectRefused(await trpc(client, "query", "admin.users", { q: bad }), "q", q);
    const role = v.invalidCharacters(copy.profile.fields.role);
    for (const mode of ["attach", "detach"] as const) {
      expectRefused(
        await rest(client, "PATCH", `/api/role/${mode}/${target.id}`, { role: bad }),
        "role",
        role,
      );
      const procedure = mode === "attach" ? "admin.attachRole" : "admin.detachRole";
      expectRefused(
        await trpc(client, "mutation", procedure, { userId: target.id, role: bad }),
        "role",
        role,
      );
    }
  });
});
