/**
 * The queue survives a server killed with SIGKILL in the middle of sending a notification mail (docs/decisions/013):
 * a real server process (`bun src/server/index.ts`) on a fresh PostgreSQL database sends over SMTP to a real SMTP
 * server that holds its answer to the message; the process is killed while it waits, leaving its pg-boss job
 * `active`; a second server process's supervisor takes the job back once it expired (JOB_SEND_EXPIRE_SECONDS, 4 s
 * here) and sends the mail. The SMTP server accepts exactly one mail, and the notification exists once: nothing lost, nothing
 * sent twice. Always on PostgreSQL (the server of TEST_DATABASE_URL, else the local one): the point is two processes
 * sharing one database.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { SMTPServer } from "smtp-server";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../../src/server/db/client.ts";
import { notifications } from "../../src/server/db/schema/index.ts";
import { seedReference } from "../../src/server/db/seed/seed-reference.ts";
import { addComment } from "../../src/server/domains/comments/comments.service.ts";
import { MAIL_QUEUE } from "../../src/server/domains/notifications/notification-mail.ts";
import { type JobQueue, openJobQueue } from "../../src/server/jobs/queue.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { jobsOf } from "../support/jobs.ts";

const PORTS = { first: 3810, second: 3811, smtp: 3812, embedded: 3816, restarted: 3817 };
const adminUrl = (() => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = "/postgres";
  return url.toString();
})();
const dbName = `tasukeai_crash_${Date.now().toString(36)}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });

/** The SMTP server: `received` once a message's data is in, `accepted` only when the gate lets it answer 250. */
const smtp = {
  received: [] as string[],
  accepted: [] as string[],
  hold: true,
  waiting: [] as (() => void)[],
  closed: new Set<string>(),
};
const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onClose(session) {
    smtp.closed.add(session.id);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const to = session.envelope.rcptTo.map((a) => a.address).join(",");
      smtp.received.push(to);
      const accept = () => {
        // A client that is gone (killed) never gets the 250: the message is not accepted.
        if (!smtp.closed.has(session.id)) smtp.accepted.push(`${to}\n${raw}`);
        callback();
      };
      if (smtp.hold) smtp.waiting.push(accept);
      else accept();
    });
  },
});

let handle: DatabaseHandle;
let queue: JobQueue | undefined;
const processes: ReturnType<typeof Bun.spawn>[] = [];

async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(100);
  }
}

/** A server process on the PostgreSQL database, or on embedded PGlite in `dataDir` when it is given. */
function startServer(port: number, dataDir?: string) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const proc = Bun.spawn([process.execPath, "src/server/index.ts"], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(dataDir ? {} : { DATABASE_URL: databaseUrl }),
      DATA_DIR: dataDir ?? mkdtempSync(join(tmpdir(), "tasukeai-crash-")),
      APP_KEY: "crash-test-app-key-crash-test-app-key-000",
      APP_URL: `http://localhost:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      // A killed instance's mail job is taken back after 4 s (the supervisor looks every second).
      JOB_SEND_EXPIRE_SECONDS: "4",
      JOB_SUPERVISE_SECONDS: "1",
    },
    stdout: process.env.CRASH_TEST_LOGS ? "inherit" : "ignore",
    stderr: process.env.CRASH_TEST_LOGS ? "inherit" : "ignore",
  });
  processes.push(proc);
  return proc;
}

async function ready(port: number): Promise<void> {
  await until(
    () =>
      fetch(`http://127.0.0.1:${port}/api/regions`)
        .then((r) => r.ok)
        .catch(() => false),
    `the server on ${port}`,
  );
}

beforeAll(async () => {
  await admin.unsafe(`create database "${dbName}"`);
  await new Promise<void>((resolve) => server.listen(PORTS.smtp, "127.0.0.1", () => resolve()));
});

afterAll(async () => {
  for (const proc of processes) proc.kill(9);
  await Promise.all(processes.map((proc) => proc.exited));
  await queue?.stop();
  await handle?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

test("kill -9 while the SMTP server holds the message: the next server sends it, once", async () => {
  const first = startServer(PORTS.first);
  await ready(PORTS.first);
  handle = await openDatabase({ databaseUrl, dataDir: "memory://" });
  const { db } = handle;
  // The comment below queues its fan-out through pg-boss from this process (the server created the schema).
  queue = await openJobQueue(handle, { supervise: false });
  const author = await createMember(db, { name: "依頼 主" });
  const commenter = await createMember(db, { name: "手伝う 人" });
  const post = await createTestPost(db, author, { title: "停電中の冷蔵庫" });
  await addComment(db, commenter, { post_id: post.id, body: "保冷バッグを持って行きます" });

  // The first server fans out and starts the mail; the SMTP server has the message but holds its answer.
  await until(() => smtp.received.includes(author.email), "the message to reach the SMTP server");
  first.kill(9);
  await first.exited;
  await until(() => smtp.closed.size > 0, "the killed server's SMTP connection to drop");
  smtp.hold = false;
  for (const answer of smtp.waiting.splice(0)) answer();
  expect(smtp.accepted).toHaveLength(0);
  // The killed server's claim is still on the job: it is active, not lost.
  expect((await jobsOf(db, MAIL_QUEUE)).map((job) => job.state)).toEqual(["active"]);

  startServer(PORTS.second);
  await ready(PORTS.second);
  await until(() => smtp.accepted.length > 0, "the second server to send the mail");
  await until(
    async () => (await jobsOf(db, MAIL_QUEUE)).every((job) => job.state === "completed"),
    "the mail job to be done",
  );
  // The only mail job is completed: no worker can take it again, so no second copy can follow.
  expect(smtp.accepted).toHaveLength(1);
  expect(smtp.accepted[0]).toContain(author.email);
  expect(smtp.accepted[0]).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, author.id), eq(notifications.postId, post.id)));
  expect(rows[0]?.n).toBe(1);
}, 150_000);

test("PGlite: kill -9 while the SMTP server holds the message, restart on the same data: it is sent once", async () => {
  smtp.received = [];
  smtp.accepted = [];
  smtp.hold = true;
  smtp.waiting = [];
  smtp.closed.clear();
  // The embedded database is one process's: this process writes the cause first, then lets the servers have it.
  const dataDir = mkdtempSync(join(tmpdir(), "tasukeai-crash-pglite-"));
  const local = await openDatabase({ dataDir });
  await migrateDatabase(local);
  await seedReference(local.db);
  const localQueue = await openJobQueue(local, { supervise: false });
  const author = await createMember(local.db, { name: "依頼 主" });
  const commenter = await createMember(local.db, { name: "手伝う 人" });
  const post = await createTestPost(local.db, author, { title: "停電中の冷蔵庫" });
  await addComment(local.db, commenter, { post_id: post.id, body: "保冷バッグを持って行きます" });
  await localQueue.stop();
  await local.close();

  const first = startServer(PORTS.embedded, dataDir);
  await until(() => smtp.received.includes(author.email), "the message to reach the SMTP server");
  first.kill(9);
  await first.exited;
  await until(() => smtp.closed.size > 0, "the killed server's SMTP connection to drop");
  smtp.hold = false;
  for (const answer of smtp.waiting.splice(0)) answer();
  expect(smtp.accepted).toHaveLength(0);

  // The restarted server finds the killed one's job active, takes it back once it expired, and sends it.
  const second = startServer(PORTS.restarted, dataDir);
  await until(() => smtp.accepted.length > 0, "the restarted server to send the mail");
  second.kill("SIGTERM");
  await second.exited;
  const reopened = await openDatabase({ dataDir });
  try {
    expect((await jobsOf(reopened.db, MAIL_QUEUE)).map((job) => job.state)).toEqual(["completed"]);
    const rows = await reopened.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.postId, post.id)));
    expect(rows[0]?.n).toBe(1);
  } finally {
    await reopened.close();
  }
  expect(smtp.accepted).toHaveLength(1);
  expect(smtp.accepted[0]).toContain(author.email);
}, 150_000);
