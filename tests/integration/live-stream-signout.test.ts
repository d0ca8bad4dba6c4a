/**
 * Live streams end with the session they were opened with (docs/product.md §4 Polling "Live streams end with the
 * session", §12 Suspension; docs/decisions/006): suspension (the admin users screen and the report queue),
 * deletion by an administrator or by the member, logout (that session's streams) and a password change (the
 * streams of the sessions it ends) close the matching streams at once, so a message sent right after never
 * reaches them (after a deletion, which closes the partner's thread, the thread.changed it sends); the other
 * sessions' and members' streams keep working. A session that expires ends its streams
 * at the hub's next session check. Over REST and tRPC, on the SSE writer and on the `live.events` generator.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { sessionIdFromToken } from "../../src/server/auth/sessions.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { passwordResetTokens, reports, sessions } from "../../src/server/db/schema/index.ts";
import { resetTokenHash } from "../../src/server/domains/accounts/password-reset.service.ts";
import { liveHubFor } from "../../src/server/realtime/event-bus.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { isType, type LiveStream, openLiveStream } from "../support/live-stream.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
}, 60_000);

/** One signed-in browser session of `who`: its REST client, cookie token, and the viewer tRPC would see. */
interface Session {
  client: RestClient;
  token: string;
  viewer: Viewer;
}

async function signIn(who: Viewer & { email: string }): Promise<Session> {
  const client = new RestClient(app);
  const login = await client.login(who.email, FACTORY_PASSWORD);
  expect(login.status).toBe(200);
  const token = client.cookie("tasukeai_session");
  if (!token) throw new Error("no session cookie");
  return { client, token, viewer: { ...who, sessionId: sessionIdFromToken(token) } };
}

/** A new member signed in once, with a live stream open (ready) on that session. */
async function streamingMember(name: string, options: { admin?: boolean } = {}) {
  const who = await createMember(deps.db, { name, ...options });
  const session = await signIn(who);
  const stream = await openLiveStream(app, session.token);
  await stream.next(isType("ready"));
  return { who, session, stream };
}

/** The target and a partner with a thread between them, both streaming. */
async function targetAndPartner(targetName: string) {
  const target = await streamingMember(targetName);
  const partner = await streamingMember("相手 会員");
  const opened = await partner.session.client.post("/api/threads", { user_id: target.who.id });
  const threadId = ((await opened.json()) as { id: number }).id;
  return { target, partner, threadId };
}

let sent = 0;

/**
 * The partner sends a message at once; it reaches the partner's own stream (so it was published and fanned
 * out), every stream in `open` too, and none in `ended`, whose bodies end.
 */
async function expectEndedBeforeNextMessage(
  partner: { session: Session; stream: LiveStream },
  threadId: number,
  ended: LiveStream[],
  open: LiveStream[] = [],
): Promise<void> {
  sent += 1;
  const body = `終了後のメッセージ ${sent}`;
  const response = await partner.session.client.post(`/api/threads/${threadId}/messages`, { body });
  expect(response.status).toBe(201);
  const carries = isType("thread.message", (event) => event.message.body === body);
  await partner.stream.next(carries);
  for (const stream of open) await stream.next(carries);
  for (const stream of ended) {
    await stream.ended();
    expect(stream.received.some(carries)).toBe(false);
  }
}

/**
 * After a deletion the thread takes no messages (docs/product.md §4 Leaving): the deletion itself tells the
 * partner's stream that the thread changed, after the member's streams were told to end (one transaction, in
 * order). The partner hears it (so it was published and fanned out); every stream in `ended` ends without it.
 */
async function expectEndedBeforePartnerHears(
  partner: { stream: LiveStream },
  threadId: number,
  ended: LiveStream[],
): Promise<void> {
  const changed = isType("thread.changed", (event) => event.thread_id === threadId);
  await partner.stream.next(changed);
  for (const stream of ended) {
    await stream.ended();
    expect(stream.received.some(changed)).toBe(false);
  }
}

/** A report about `userId` (inserted: the reporting rules are not what this file tests). */
async function reportAbout(userId: number): Promise<number> {
  const reporter = await createMember(deps.db, { name: "通報 する人" });
  const [row] = await deps.db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      targetType: "user",
      targetId: userId,
      targetUserId: userId,
      reason: "spam",
    })
    .returning({ id: reports.id });
  if (!row) throw new Error("report not inserted");
  return row.id;
}

describe("suspension ends the member's streams at once", () => {
  test("REST POST /api/admin/users/{id}/suspend", async () => {
    const { target, partner, threadId } = await targetAndPartner("停止 される人");
    const admin = await signIn(await createMember(deps.db, { admin: true, name: "管理 者" }));
    const suspended = await admin.client.post(`/api/admin/users/${target.who.id}/suspend`, {
      reason: "迷惑行為",
    });
    expect(suspended.status).toBe(200);
    await expectEndedBeforeNextMessage(partner, threadId, [target.stream]);
    partner.stream.close();
  });

  test("tRPC admin.setSuspended", async () => {
    const { target, partner, threadId } = await targetAndPartner("停止 される人");
    const admin = await createMember(deps.db, { admin: true, name: "管理 者" });
    await callerFor(deps, admin).admin.setSuspended({ id: target.who.id, suspended: true });
    await expectEndedBeforeNextMessage(partner, threadId, [target.stream]);
    partner.stream.close();
  });

  test("the report queue's suspend_user: REST PATCH /api/admin/reports/{id} and tRPC safety.moderate", async () => {
    const admin = await signIn(await createMember(deps.db, { admin: true, name: "管理 者" }));
    const overRest = await targetAndPartner("通報 された人");
    const viaRest = await admin.client.request(
      "PATCH",
      `/api/admin/reports/${await reportAbout(overRest.target.who.id)}`,
      { action: "suspend_user" },
    );
    expect(viaRest.status).toBe(200);
    await expectEndedBeforeNextMessage(overRest.partner, overRest.threadId, [overRest.target.stream]);
    overRest.partner.stream.close();

    const overTrpc = await targetAndPartner("通報 された人");
    await callerFor(deps, admin.viewer).safety.moderate({
      id: await reportAbout(overTrpc.target.who.id),
      action: "suspend_user",
    });
    await expectEndedBeforeNextMessage(overTrpc.partner, overTrpc.threadId, [overTrpc.target.stream]);
    overTrpc.partner.stream.close();
  });

  test("every session's stream ends, and the live.events generator of tRPC callers ends too", async () => {
    const { target, partner, threadId } = await targetAndPartner("複数 端末");
    const phone = await signIn(target.who);
    const phoneStream = await openLiveStream(app, phone.token);
    await phoneStream.next(isType("ready"));
    const generator = (await callerFor(deps, phone.viewer).live.events())[Symbol.asyncIterator]();
    expect((await generator.next()).value).toEqual({ type: "ready" });
    const admin = await createMember(deps.db, { admin: true, name: "管理 者" });
    await callerFor(deps, admin).admin.setSuspended({ id: target.who.id, suspended: true });
    await expectEndedBeforeNextMessage(partner, threadId, [target.stream, phoneStream]);
    expect(await generator.next()).toEqual({ done: true, value: undefined });
    partner.stream.close();
  });
});

describe("deletion ends the member's streams at once", () => {
  test("REST DELETE /api/admin/users/{id} and tRPC admin.deleteUser", async () => {
    const admin = await signIn(await createMember(deps.db, { admin: true, name: "管理 者" }));
    const overRest = await targetAndPartner("削除 される人");
    expect((await admin.client.request("DELETE", `/api/admin/users/${overRest.target.who.id}`)).status).toBe(
      200,
    );
    await expectEndedBeforePartnerHears(overRest.partner, overRest.threadId, [overRest.target.stream]);
    overRest.partner.stream.close();

    const overTrpc = await targetAndPartner("削除 される人");
    await callerFor(deps, admin.viewer).admin.deleteUser({ id: overTrpc.target.who.id });
    await expectEndedBeforePartnerHears(overTrpc.partner, overTrpc.threadId, [overTrpc.target.stream]);
    overTrpc.partner.stream.close();
  });

  test("tRPC accounts.deleteAccount: the member's own deletion ends all their streams", async () => {
    const { target, partner, threadId } = await targetAndPartner("退会 する人");
    const other = await signIn(target.who);
    const otherStream = await openLiveStream(app, other.token);
    await otherStream.next(isType("ready"));
    await callerFor(deps, target.session.viewer).accounts.deleteAccount({ password: FACTORY_PASSWORD });
    await expectEndedBeforePartnerHears(partner, threadId, [target.stream, otherStream]);
    partner.stream.close();
  });
});

describe("logout ends that session's streams only", () => {
  const logouts: [string, (session: Session) => Promise<unknown>][] = [
    [
      "REST POST /api/auth/logout",
      async (session) => expect((await session.client.post("/api/auth/logout")).status).toBe(204),
    ],
    ["tRPC accounts.logout", (session) => callerFor(deps, session.viewer).accounts.logout()],
  ];
  for (const [name, logOut] of logouts) {
    test(name, async () => {
      const { target, partner, threadId } = await targetAndPartner("ログアウト する人");
      const second = await signIn(target.who);
      const secondStream = await openLiveStream(app, second.token);
      await secondStream.next(isType("ready"));
      await logOut(target.session);
      await expectEndedBeforeNextMessage(partner, threadId, [target.stream], [secondStream]);
      secondStream.close();
      partner.stream.close();
    });
  }
});

describe("a password change ends the streams of the sessions it ends", () => {
  test("tRPC accounts.changePassword: the other sessions' streams end, this session's stream keeps working", async () => {
    const { target, partner, threadId } = await targetAndPartner("パスワード 変更");
    const other = await signIn(target.who);
    const otherStream = await openLiveStream(app, other.token);
    await otherStream.next(isType("ready"));
    const password = "new-password-5678";
    await callerFor(deps, target.session.viewer).accounts.changePassword({
      current_password: FACTORY_PASSWORD,
      password,
      password_confirmation: password,
    });
    await expectEndedBeforeNextMessage(partner, threadId, [otherStream], [target.stream]);
    target.stream.close();
    partner.stream.close();
  });

  test("REST POST /api/reset-password from another browser ends every session's stream", async () => {
    const { target, partner, threadId } = await targetAndPartner("パスワード 再設定");
    const resetToken = `reset-${crypto.randomUUID()}`;
    await deps.db.insert(passwordResetTokens).values({
      userId: target.who.id,
      tokenHash: resetTokenHash(resetToken),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const stranger = new RestClient(app);
    await stranger.csrf();
    const password = "reset-password-5678";
    const reset = await stranger.post("/api/reset-password", {
      token: resetToken,
      email: target.who.email,
      password,
      password_confirmation: password,
    });
    expect(reset.status).toBe(200);
    await expectEndedBeforeNextMessage(partner, threadId, [target.stream]);
    partner.stream.close();
  });

  test("tRPC admin.updateUser with a new password ends the member's streams", async () => {
    const { target, partner, threadId } = await targetAndPartner("管理者が変更");
    const admin = await createMember(deps.db, { admin: true, name: "管理 者" });
    await callerFor(deps, admin).admin.updateUser({
      id: target.who.id,
      name: target.who.name,
      email: target.who.email,
      password: "admin-set-5678",
    });
    await expectEndedBeforeNextMessage(partner, threadId, [target.stream]);
    partner.stream.close();
  });
});

describe("a session that ends without an event", () => {
  test("an expired session's stream ends at the hub's session check; no ping follows", async () => {
    const { target, partner, threadId } = await targetAndPartner("期限 切れ");
    await deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, target.session.viewer.sessionId));
    const ended = await liveHubFor(deps.db).checkSessions();
    expect(ended).toBeGreaterThanOrEqual(1);
    // The partner's session is valid: the check left its stream open, and it still receives.
    await expectEndedBeforeNextMessage(partner, threadId, [target.stream]);
    partner.stream.close();
  });

  test("a Bearer token opens no member stream: GET /trpc/live.events with a token is a visitor's stream", async () => {
    const { target, partner, threadId } = await targetAndPartner("トークン 利用者");
    const created = await target.session.client.post("/api/tokens", { name: "ライブ" });
    const { plain_text_token } = (await created.json()) as { plain_text_token: string };
    const tokenStream = await openLiveStream(app, undefined, { Authorization: `Bearer ${plain_text_token}` });
    await tokenStream.next(isType("ready"));
    const body = "トークンのストリームには届かない";
    await partner.session.client.post(`/api/threads/${threadId}/messages`, { body });
    await target.stream.next(isType("thread.message", (event) => event.message.body === body));
    await partner.session.client.post("/api/public-messages", { body: "掲示板は届く" });
    await tokenStream.next(isType("board.message", (event) => event.message.body === "掲示板は届く"));
    expect(
      tokenStream.received.some((event) => event.type === "thread.message" || event.type === "unread"),
    ).toBe(false);
    for (const stream of [tokenStream, target.stream, partner.stream]) stream.close();
  });
});
