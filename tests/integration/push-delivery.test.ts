/**
 * How pushes are sent (docs/product.md §11 Web push), against real push services on loopback: every send resolves
 * the endpoint's host once, checks every address, and connects to the checked address (the host name stays the
 * TLS name and the Host), so a name that turned private since it was saved reaches nothing; a service that never
 * starts TLS is given up after the connect timeout, one that never answers after the total timeout, both retried
 * later with the subscription kept; and with the real worker, a push service that never answers holds nobody
 * else's push. Loopback is allowed only through this file's PUSH_ALLOWED_HOSTS (127.0.0.1, push.test).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { createECDH, randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { pushSubscriptions } from "../../src/server/db/schema/index.ts";
import {
  MESSAGE_PUSH_QUEUE,
  PUSH_QUEUE,
  PUSH_WORKERS,
  trustPushCertificates,
} from "../../src/server/domains/notifications/push.ts";
import { type PushResolver, setPushResolver } from "../../src/server/domains/notifications/push-endpoint.ts";
import { jobHandlersFor } from "../../src/server/jobs/handlers.ts";
import { openJobQueue, startJobWorker } from "../../src/server/jobs/queue.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, jobsOf, runFanOutOnly } from "../support/jobs.ts";
import {
  makeTestCertificate,
  type PushService,
  startPushService,
  startTarpit,
  type TestCertificate,
} from "../support/push-service.ts";
import { testApp, testEnv } from "../support/test-app.ts";
import { testDatabase } from "../support/test-db.ts";

const CONNECT_TIMEOUT_MS = 1000;
const TOTAL_TIMEOUT_MS = 3000;

let deps: AppDeps;
let fast: PushService;
let stalling: PushService;
let certificate: TestCertificate;

beforeAll(async () => {
  const shared = await testApp();
  deps = {
    db: shared.deps.db,
    env: testEnv({
      PUSH_ALLOWED_HOSTS: "127.0.0.1, push.test, fcm.googleapis.com",
      PUSH_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      PUSH_TIMEOUT_MS: String(TOTAL_TIMEOUT_MS),
    }),
  };
  certificate = makeTestCertificate();
  fast = startPushService(certificate);
  stalling = startPushService(certificate, { stalling: true });
  trustPushCertificates(certificate.cert);
  // Other files' jobs (pushes to their own endpoints) may still be queued on a shared database.
  await clearQueuedJobs();
});

afterEach(() => setPushResolver(undefined));

/** The members this file subscribed: their subscriptions (on this file's services) go at the end. */
const members: number[] = [];

async function newMember() {
  const member = await createMember(deps.db);
  members.push(member.id);
  return member;
}

afterAll(async () => {
  trustPushCertificates(undefined);
  fast.stop();
  stalling.stop();
  if (members.length > 0)
    await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, members));
});

/** A browser's subscription keys (what PushManager.subscribe makes). */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** A resolver standing in for DNS that counts its questions. */
function countingDns(names: Record<string, string[]>): PushResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

/** Makes a notification for `member` (another member comments on their request): a push job once fanned out. */
async function notify(member: Awaited<ReturnType<typeof newMember>>) {
  const post = await createTestPost(deps.db, member, { title: "プッシュ送信の確認" });
  const commenter = await createMember(deps.db);
  await callerFor(deps, commenter).comments.create({ post_id: post.id, body: "お手伝いできます" });
}

async function subscriptionsOf(userId: number) {
  return deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The push jobs of subscription `id`. */
async function pushJobsOf(subscriptionId: number) {
  return (await jobsOf(deps.db, PUSH_QUEUE)).filter(
    (job) => (job.data as { subscriptionId?: number }).subscriptionId === subscriptionId,
  );
}

describe("where a push connects", () => {
  test("an allowed host name is resolved once per send and the push connects to that address, with the name as TLS name and Host", async () => {
    const dns = countingDns({ "push.test": ["127.0.0.1"] });
    setPushResolver(dns);
    const member = await newMember();
    const endpoint = `https://push.test:${fast.port}/named-${member.id}`;
    await callerFor(deps, member).notifications.pushSubscribe({ endpoint, keys: browserKeys() });
    dns.asked.length = 0;
    await notify(member);
    await drainAppJobs(deps.db, deps.env);
    const push = await fast.arrival(`/named-${member.id}`);
    expect(push.headers.get("host")).toBe(`push.test:${fast.port}`);
    expect(push.headers.get("content-encoding")).toBe("aes128gcm");
    expect(dns.asked).toEqual(["push.test"]);
  });

  test("a name that passed on subscribe but resolves to a private address at send time is never connected to; its subscription is removed", async () => {
    // At subscribe time the name answers a public address; by the send it answers loopback (DNS rebinding).
    // localhost is not in this file's PUSH_ALLOWED_HOSTS, and the system resolver would take it to the service.
    setPushResolver(countingDns({ localhost: ["93.184.216.34"] }));
    const member = await newMember();
    const endpoint = `https://localhost:${fast.port}/rebind-${member.id}`;
    await callerFor(deps, member).notifications.pushSubscribe({ endpoint, keys: browserKeys() });
    expect(await subscriptionsOf(member.id)).toHaveLength(1);
    setPushResolver(countingDns({ localhost: ["127.0.0.1"] }));
    // Rows saved before these rules: a private address, and plain http to an allowed host.
    await deps.db.insert(pushSubscriptions).values([
      { userId: member.id, endpoint: `https://10.0.0.1/legacy-${member.id}`, ...browserKeys() },
      {
        userId: member.id,
        endpoint: `http://127.0.0.1:${fast.port}/legacy-http-${member.id}`,
        ...browserKeys(),
      },
    ]);
    await notify(member);
    await drainAppJobs(deps.db, deps.env);
    expect(fast.received.filter((push) => push.path.includes(`-${member.id}`))).toEqual([]);
    expect(await subscriptionsOf(member.id)).toEqual([]);
  });
  test("a redirect is not followed: the push went to the checked address only and is retried later", async () => {
    const member = await newMember();
    await callerFor(deps, member).notifications.pushSubscribe({
      endpoint: `https://127.0.0.1:${fast.port}/redirect-${member.id}`,
      keys: browserKeys(),
    });
    await notify(member);
    await drainAppJobs(deps.db, deps.env);
    await fast.arrival(`/redirect-${member.id}`);
    expect(fast.received.filter((push) => push.path === `/followed/redirect-${member.id}`)).toEqual([]);
    const [subscription] = await subscriptionsOf(member.id);
    expect((await pushJobsOf(subscription?.id ?? 0)).map((job) => job.state)).toEqual(["retry"]);
  });
});

/**
 * The server's push workers, on a connection pool of their own as in production (PGlite: the same instance), and
 * `notifyNow`, which makes a notification for a member and runs its fan-out here, so what is timed is the push
 * queue alone.
 */
async function startPushWorker() {
  const handle = await testDatabase();
  const second = handle.databaseUrl
    ? await openDatabase({ databaseUrl: handle.databaseUrl, dataDir: "memory://" })
    : null;
  const jobQueue = await openJobQueue(second ?? handle, { supervise: false });
  const handlers = jobHandlersFor(deps.env);
  const pushWork = { [PUSH_QUEUE]: handlers[PUSH_QUEUE], [MESSAGE_PUSH_QUEUE]: handlers[MESSAGE_PUSH_QUEUE] };
  const worker = await startJobWorker(jobQueue, pushWork as Parameters<typeof startJobWorker>[1]);
  return {
    async notifyNow(member: Awaited<ReturnType<typeof newMember>>) {
      await notify(member);
      await runFanOutOnly(deps.db, deps.env);
    },
    async stop() {
      await worker.stop();
      await jobQueue.stop();
      await second?.close();
    },
  };
}

describe("timeouts", () => {
  test("a service that accepts and never starts TLS is given up after the connect timeout; the job is retried later, the subscription kept", async () => {
    const tarpit = await startTarpit();
    try {
      const member = await newMember();
      await callerFor(deps, member).notifications.pushSubscribe({
        endpoint: `https://127.0.0.1:${tarpit.port}/tarpit-${member.id}`,
        keys: browserKeys(),
      });
      await notify(member);
      await drainAppJobs(deps.db, deps.env);
      const connection = await tarpit.firstClosed();
      const held = connection.closedAt - connection.openedAt;
      expect(held).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
      expect(held).toBeLessThan(TOTAL_TIMEOUT_MS);
      const [subscription] = await subscriptionsOf(member.id);
      expect(subscription).toBeDefined();
      const jobs = await pushJobsOf(subscription?.id ?? 0);
      expect(jobs.map((job) => job.state)).toEqual(["retry"]);
    } finally {
      await tarpit.stop();
    }
  });

  test("a push service that never answers holds nobody else's push: two sends at most wait on it, the other member's arrives while they hang; each is abandoned after the total timeout and retried later", async () => {
    // One member with four devices on the stalling service: one notification queues four jobs in one statement,
    // which wakes every worker at once.
    const slowMember = await newMember();
    const fastMember = await newMember();
    const slowPaths = [1, 2, 3, 4].map((device) => `/slow-${slowMember.id}-${device}`);
    for (const path of slowPaths) {
      await callerFor(deps, slowMember).notifications.pushSubscribe({
        endpoint: `https://127.0.0.1:${stalling.port}${path}`,
        keys: browserKeys(),
      });
    }
    await callerFor(deps, fastMember).notifications.pushSubscribe({
      endpoint: `https://127.0.0.1:${fast.port}/prompt-${fastMember.id}`,
      keys: browserKeys(),
    });
    const { notifyNow, stop } = await startPushWorker();
    try {
      await notifyNow(slowMember);
      const firstTwo = await new Promise<{ path: string; at: number }[]>((resolve) => {
        const arrived: { path: string; at: number }[] = [];
        for (const path of slowPaths) {
          void stalling.arrival(path).then((push) => {
            arrived.push({ path, at: push.at });
            if (arrived.length === 2) resolve(arrived);
          });
        }
      });
      // Two slow sends are in flight and will not be answered. The other member's push still arrives.
      await notifyNow(fastMember);
      const prompt = await fast.arrival(`/prompt-${fastMember.id}`);
      const [first] = firstTwo as [{ path: string; at: number }];
      expect(stalling.abandonedAt.has(first.path)).toBe(false);
      expect(prompt.at).toBeGreaterThan(first.at);
      // Eight workers, but never more than two of them on the one push service host.
      expect(stalling.mostOpen()).toBe(2);
      // The slow one is given up after the total timeout (counted from before the connection, so a little less
      // than that after the request arrived), not held on.
      const abandonedAt = await stalling.abandonment(first.path);
      expect(abandonedAt - first.at).toBeLessThan(TOTAL_TIMEOUT_MS + 1000);
      expect(abandonedAt - first.at).toBeGreaterThan(TOTAL_TIMEOUT_MS - 1000);
    } finally {
      await stop();
    }
    expect(stalling.mostOpen()).toBe(2);
    const subscriptions = await subscriptionsOf(slowMember.id);
    expect(subscriptions).toHaveLength(4);
    const firstJobs = await pushJobsOf(subscriptions[0]?.id ?? 0);
    expect(firstJobs).toHaveLength(1);
    expect(["retry", "created"]).toContain(firstJobs[0]?.state ?? "");
  });

  test("a host that timed out is left alone for a while: the next push to it is not tried (no connection) and waits for its retry", async () => {
    const cold = startPushService(certificate, { stalling: true });
    try {
      const first = await newMember();
      const second = await newMember();
      for (const member of [first, second]) {
        await callerFor(deps, member).notifications.pushSubscribe({
          endpoint: `https://127.0.0.1:${cold.port}/cold-${member.id}`,
          keys: browserKeys(),
        });
      }
      await notify(first);
      await drainAppJobs(deps.db, deps.env);
      await cold.abandonment(`/cold-${first.id}`);
      await notify(second);
      await drainAppJobs(deps.db, deps.env);
      expect(cold.received.map((push) => push.path)).toEqual([`/cold-${first.id}`]);
      const [subscription] = await subscriptionsOf(second.id);
      const [job] = await pushJobsOf(subscription?.id ?? 0);
      expect(job?.state).toBe("retry");
      expect(JSON.stringify(job?.output)).toContain("not tried");
    } finally {
      cold.stop();
    }
  });

  test("the browsers' push services have workers of their own: never-answered pushes on as many unknown hosts as the other workers do not delay a push to FCM", async () => {
    setPushResolver(countingDns({ "fcm.googleapis.com": ["127.0.0.1"] }));
    // The retries of the test before (on `stalling`) must not take workers here.
    await clearQueuedJobs();
    const general = PUSH_WORKERS.concurrency - PUSH_WORKERS.reserved;
    const hosts = Array.from({ length: general + 2 }, () =>
      startPushService(certificate, { stalling: true }),
    );
    const slowMembers = await Promise.all(hosts.map(() => newMember()));
    const browserMember = await newMember();
    for (const [index, member] of slowMembers.entries()) {
      await callerFor(deps, member).notifications.pushSubscribe({
        endpoint: `https://127.0.0.1:${hosts[index]?.port}/unknown-${member.id}`,
        keys: browserKeys(),
      });
    }
    await callerFor(deps, browserMember).notifications.pushSubscribe({
      endpoint: `https://fcm.googleapis.com:${fast.port}/fcm/send/${browserMember.id}`,
      keys: browserKeys(),
    });
    const { notifyNow, stop } = await startPushWorker();
    try {
      for (const member of slowMembers) await notifyNow(member);
      // Every worker that takes any host's pushes now waits on a host that never answers.
      let held = 0;
      await new Promise<void>((resolve) => {
        for (const [index, member] of slowMembers.entries()) {
          void hosts[index]?.arrival(`/unknown-${member.id}`).then(() => {
            held += 1;
            if (held === general) resolve();
          });
        }
      });
      await notifyNow(browserMember);
      await fast.arrival(`/fcm/send/${browserMember.id}`);
      expect(hosts.reduce((open, host) => open + host.open(), 0)).toBe(general);
      expect(
        slowMembers.some((member, index) => hosts[index]?.abandonedAt.has(`/unknown-${member.id}`)),
      ).toBe(false);
    } finally {
      await stop();
      for (const host of hosts) host.stop();
    }
  });
});
