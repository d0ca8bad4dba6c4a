/**
 * Where a push subscription may point, and how many a member may keep (docs/product.md §11 Web push, §9 Rate
 * limits): only `https:` endpoints without user information on public addresses — an IP literal in any of the
 * forms the WHATWG URL parser reads (0x7f000001, 2130706433, 0177.0.0.1, 127.1, [::ffff:127.0.0.1]) and a host
 * name after resolving it — are saved; each refusal is a 422 with a Japanese error on `endpoint` over REST and tRPC
 * and stores nothing. At most 10 subscriptions a member; 20 changes (POST and DELETE) an hour.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { PUSH_SUBSCRIPTIONS, WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { pushSubscriptions } from "../../src/server/db/schema/index.ts";
import { setPushResolver } from "../../src/server/domains/notifications/push-endpoint.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

afterEach(() => setPushResolver(undefined));

/** The members this file made: their subscriptions (some on real public addresses) go at the end, never pushed to. */
const members: number[] = [];

afterAll(async () => {
  if (members.length > 0)
    await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, members));
});

/** Valid browser keys (a P-256 public key and a 16-byte secret, URL-safe base64): only the endpoint is on trial. */
const keys = {
  p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  auth: "tBHItJI5svbpez7KI4CCXg",
};

const p = copy.notifications.push;

async function signedIn() {
  const member = await createMember(deps.db);
  members.push(member.id);
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  return { member, client };
}

async function savedEndpoints(userId: number): Promise<string[]> {
  const rows = await deps.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint);
}

/** A resolver standing in for DNS: the names it knows and their addresses; any other name does not exist. */
function fakeDns(names: Record<string, string[]>) {
  return async (hostname: string) => {
    const addresses = names[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}

/** Each endpoint and the message it is refused with. */
const refused: [string, string][] = [
  ["http://push.example.com/send/1", p.endpointForm],
  ["ftp://push.example.com/send/1", p.endpointForm],
  ["https://user:pw@push.example.com/send/1", p.endpointForm],
  ["https://user@push.example.com/send/1", p.endpointForm],
  ["not a url", p.endpointForm],
  ["https://127.0.0.1/send", p.endpointAddress],
  ["https://127.0.0.1:3813/send", p.endpointAddress],
  ["https://127.1/send", p.endpointAddress],
  ["https://0x7f000001/send", p.endpointAddress],
  ["https://2130706433/send", p.endpointAddress],
  ["https://0177.0.0.1/send", p.endpointAddress],
  ["https://０x7f000001/send", p.endpointAddress],
  ["https://169.254.169.254/latest/meta-data", p.endpointAddress],
  ["https://10.1.2.3/send", p.endpointAddress],
  ["https://172.16.0.1/send", p.endpointAddress],
  ["https://172.31.255.254/send", p.endpointAddress],
  ["https://192.168.1.1/send", p.endpointAddress],
  ["https://100.64.0.1/send", p.endpointAddress],
  ["https://0.0.0.0/send", p.endpointAddress],
  ["https://0/send", p.endpointAddress],
  ["https://224.0.0.1/send", p.endpointAddress],
  ["https://240.0.0.1/send", p.endpointAddress],
  ["https://255.255.255.255/send", p.endpointAddress],
  ["https://192.0.2.10/send", p.endpointAddress],
  ["https://198.18.0.1/send", p.endpointAddress],
  ["https://[::1]/send", p.endpointAddress],
  ["https://[0:0:0:0:0:0:0:1]/send", p.endpointAddress],
  ["https://[::]/send", p.endpointAddress],
  ["https://[fe80::1]/send", p.endpointAddress],
  ["https://[fc00::1]/send", p.endpointAddress],
  ["https://[fd12:3456::1]/send", p.endpointAddress],
  ["https://[ff02::1]/send", p.endpointAddress],
  ["https://[::ffff:127.0.0.1]/send", p.endpointAddress],
  ["https://[::ffff:a9fe:a9fe]/send", p.endpointAddress],
  ["https://[::127.0.0.1]/send", p.endpointAddress],
  ["https://[64:ff9b::a00:1]/send", p.endpointAddress],
  ["https://[2001:db8::1]/send", p.endpointAddress],
  ["https://localhost/send", p.endpointAddress],
  ["https://private.push.test/send", p.endpointAddress],
  ["https://mixed.push.test/send", p.endpointAddress],
  [
    `https://push.example.com/${"a".repeat(PUSH_SUBSCRIPTIONS.endpointMaxChars)}`,
    copy.validation.maxLength(p.fields.endpoint, PUSH_SUBSCRIPTIONS.endpointMaxChars),
  ],
];

describe("where a subscription may point", () => {
  test.each(refused)("%s is refused with a 422 on endpoint over REST and tRPC", async (endpoint, message) => {
    setPushResolver(
      fakeDns({
        localhost: ["127.0.0.1", "::1"],
        "private.push.test": ["10.20.30.40"],
        "mixed.push.test": ["93.184.216.34", "192.168.0.10"],
      }),
    );
    const { member, client } = await signedIn();
    const rest = await client.post("/api/push-subscriptions", { endpoint, keys });
    expect(rest.status).toBe(422);
    const restBody = (await rest.json()) as { message: string; errors: Record<string, string[]> };
    expect(restBody.errors.endpoint).toEqual([message]);

    const trpc = await client.post("/trpc/notifications.pushSubscribe", { endpoint, keys });
    expect(trpc.status).toBe(422);
    const trpcBody = (await trpc.json()) as { error: { data: { fieldErrors: Record<string, string[]> } } };
    expect(trpcBody.error.data.fieldErrors.endpoint).toEqual([message]);
    expect(await savedEndpoints(member.id)).toEqual([]);
  });

  test("public endpoints are saved: a public address, a name resolving only to public addresses", async () => {
    setPushResolver(
      fakeDns({
        "fcm.push.test": ["142.250.196.106", "2404:6800:4004:80a::200a"],
        "one.push.test": ["8.8.8.8"],
      }),
    );
    const { member, client } = await signedIn();
    const byName = await client.post("/api/push-subscriptions", {
      endpoint: "https://FCM.push.test/fcm/send/abc",
      keys,
    });
    expect(byName.status).toBe(201);
    await callerFor(deps, member).notifications.pushSubscribe({
      endpoint: "https://93.184.216.34/wpush/v2/x",
      keys,
    });
    await callerFor(deps, member).notifications.pushSubscribe({
      endpoint: "https://[2606:4700::1111]/p/1",
      keys,
    });
    await callerFor(deps, member).notifications.pushSubscribe({
      endpoint: "https://one.push.test:8443/p/2",
      keys,
    });
    // Saved as the URL parser writes it (host lower-cased): what was checked is what is stored and sent to.
    expect((await savedEndpoints(member.id)).sort()).toEqual(
      [
        "https://fcm.push.test/fcm/send/abc",
        "https://93.184.216.34/wpush/v2/x",
        "https://[2606:4700::1111]/p/1",
        "https://one.push.test:8443/p/2",
      ].sort(),
    );
    // Removing works with the endpoint as the browser sends it.
    await callerFor(deps, member).notifications.pushUnsubscribe({
      endpoint: "https://FCM.push.test/fcm/send/abc",
    });
    expect(await savedEndpoints(member.id)).not.toContain("https://fcm.push.test/fcm/send/abc");
  });

  test("a name that does not resolve now is saved: every send resolves and checks it again", async () => {
    setPushResolver(fakeDns({}));
    const { member } = await signedIn();
    await callerFor(deps, member).notifications.pushSubscribe({
      endpoint: "https://gone.push.test/p/1",
      keys,
    });
    expect(await savedEndpoints(member.id)).toEqual(["https://gone.push.test/p/1"]);
  });

  test("bad browser keys are a 422 (a send could never encrypt for them)", async () => {
    const { client } = await signedIn();
    const endpoint = "https://93.184.216.34/wpush/keys";
    const shortKey = await client.post("/api/push-subscriptions", {
      endpoint,
      keys: { ...keys, p256dh: "x" },
    });
    expect(shortKey.status).toBe(422);
    expect(
      ((await shortKey.json()) as { errors: Record<string, string[]> }).errors["keys.p256dh"],
    ).toBeDefined();
    const shortAuth = await client.post("/api/push-subscriptions", {
      endpoint,
      keys: { ...keys, auth: "y" },
    });
    expect(shortAuth.status).toBe(422);
  });
});

describe("how many subscriptions", () => {
  test("the 11th subscription is a 422; saving one of the ten again is not a new one", async () => {
    const { member, client } = await signedIn();
    const max = PUSH_SUBSCRIPTIONS.maxPerMember;
    expect(max).toBe(10);
    const caller = callerFor(deps, member);
    for (let i = 1; i <= max; i++) {
      await caller.notifications.pushSubscribe({
        endpoint: `https://93.184.216.34/device/${member.id}-${i}`,
        keys,
      });
    }
    const eleventh = await client.post("/api/push-subscriptions", {
      endpoint: `https://93.184.216.34/device/${member.id}-11`,
      keys,
    });
    expect(eleventh.status).toBe(422);
    expect(((await eleventh.json()) as { errors: Record<string, string[]> }).errors.endpoint).toEqual([
      p.tooManySubscriptions(max),
    ]);
    expect(p.tooManySubscriptions(max)).toBe(
      "プッシュ通知を受け取れる端末は10台までです。使っていない端末の通知を止めてからお試しください。",
    );
    await expect(
      caller.notifications.pushSubscribe({ endpoint: `https://93.184.216.34/device/${member.id}-12`, keys }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    // The same device subscribing again (new keys) is still one of the ten.
    const again = await client.post("/api/push-subscriptions", {
      endpoint: `https://93.184.216.34/device/${member.id}-3`,
      keys,
    });
    expect(again.status).toBe(201);
    expect(await savedEndpoints(member.id)).toHaveLength(max);
    // After removing one, a new device fits again.
    await caller.notifications.pushUnsubscribe({ endpoint: `https://93.184.216.34/device/${member.id}-1` });
    await caller.notifications.pushSubscribe({
      endpoint: `https://93.184.216.34/device/${member.id}-11`,
      keys,
    });
    expect(await savedEndpoints(member.id)).toHaveLength(max);
  });

  test("parallel subscriptions cannot get past ten", async () => {
    const { member, client } = await signedIn();
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        client.post("/api/push-subscriptions", {
          endpoint: `https://93.184.216.34/par/${member.id}-${i}`,
          keys,
        }),
      ),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(PUSH_SUBSCRIPTIONS.maxPerMember);
    expect(statuses.filter((status) => status === 422)).toHaveLength(14 - PUSH_SUBSCRIPTIONS.maxPerMember);
    expect(await savedEndpoints(member.id)).toHaveLength(PUSH_SUBSCRIPTIONS.maxPerMember);
  });
});

describe("how often", () => {
  test("21 changes in an hour: POST and DELETE share 20, on both transports; the 21st is a 429 and changes nothing", async () => {
    const limit = WRITE_LIMITS.pushSubscriptions;
    expect(limit).toEqual({ max: 20, windowSeconds: 3600 });
    const { member, client } = await signedIn();
    const caller = callerFor(deps, member);
    const endpoint = (i: number) => `https://93.184.216.34/churn/${member.id}-${i}`;
    for (let i = 1; i <= limit.max; i++) {
      if (i % 4 === 1) {
        const saved = await client.post("/api/push-subscriptions", { endpoint: endpoint(i), keys });
        expect(saved.status).toBe(201);
        expect(saved.headers.get("x-ratelimit-limit")).toBe(String(limit.max));
        expect(saved.headers.get("x-ratelimit-remaining")).toBe(String(limit.max - i));
      } else if (i % 4 === 2) {
        const removed = await client.request("DELETE", "/api/push-subscriptions", {
          endpoint: endpoint(i - 1),
        });
        expect(removed.status).toBe(200);
        expect(removed.headers.get("x-ratelimit-remaining")).toBe(String(limit.max - i));
      } else if (i % 4 === 3) {
        await caller.notifications.pushSubscribe({ endpoint: endpoint(i), keys });
      } else {
        await caller.notifications.pushUnsubscribe({ endpoint: endpoint(i - 1) });
      }
    }
    const text = copy.limits.pushSubscriptions(limit.max, limit.windowSeconds);
    expect(text).toBe(
      "プッシュ通知の設定の変更は1時間に20回までです。しばらく待ってからもう一度お試しください。",
    );
    await expect(caller.notifications.pushSubscribe({ endpoint: endpoint(21), keys })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: text,
    });
    const rest = await client.post("/api/push-subscriptions", { endpoint: endpoint(21), keys });
    expect(rest.status).toBe(429);
    expect(await rest.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(rest.headers.get("x-ratelimit-remaining")).toBe("0");
    const restDelete = await client.request("DELETE", "/api/push-subscriptions", { endpoint: endpoint(21) });
    expect(restDelete.status).toBe(429);
    const viaTrpc = await client.post("/trpc/notifications.pushUnsubscribe", { endpoint: endpoint(21) });
    expect(viaTrpc.status).toBe(429);
    expect(((await viaTrpc.json()) as { error: { message: string } }).error.message).toBe(text);
    expect(await savedEndpoints(member.id)).toEqual([]);
    // Another member is not affected.
    const other = await createMember(deps.db);
    members.push(other.id);
    await callerFor(deps, other).notifications.pushSubscribe({
      endpoint: `https://93.184.216.34/o/${other.id}`,
      keys,
    });
  });
});
