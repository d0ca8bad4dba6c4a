/**
 * The cells of the authorization matrix (tests/integration/authorization-matrix.test.ts): for each row of the
 * operation table (src/server/operations.ts), how to make what the owner owns, the call of a cell over tRPC and
 * over each REST route, what each of the five actors gets, and how the REST body maps to the tRPC answer (the
 * output-contract check).
 *
 * Actors: `visitor` (no session), `unverified` (a member whose e-mail is not verified), `other` (a verified
 * member who owns nothing here), `owner` (the verified member who owns the row's resource — for operations on
 * one's own account, the caller themself) and `admin` (a verified administrator who is not the owner).
 *
 * Expected outcomes start from the row's gate (`gateOutcome`: 401 visitor, 403 unverified on verified gates,
 * 403 members on admin gates) and a fixture overrides only what ownership decides (403 not the author, 404 a
 * draft of someone else, 422 oneself). The overrides follow docs/product.md §6 Permissions and what the code
 * answers; the matrix test checks that an override never contradicts the gate.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import type { TSavedSearchData } from "#shared/schemas/notifications.ts";
import type { Gate } from "../../src/server/auth/gates.ts";
import type { AppDeps } from "../../src/server/context.ts";
import {
  bookmarks,
  follows,
  loginIdentities,
  organizationInvitations,
  organizationMembers,
  organizations,
  organizationVouches,
  passwordResetTokens,
  postImages,
  webhookDeliveries,
  webhookEndpoints,
} from "../../src/server/db/schema/index.ts";
import { registrationThrottleKey } from "../../src/server/domains/accounts/accounts.service.ts";
import { verificationLink } from "../../src/server/domains/accounts/email-verification.service.ts";
import { createSavedSearch } from "../../src/server/domains/notifications/saved-searches.service.ts";
import { invitationToken } from "../../src/server/domains/organizations/organization-staff.service.ts";
import { reportAddressKey } from "../../src/server/domains/safety/reports.service.ts";
import { createToken } from "../../src/server/domains/tokens/tokens.service.ts";
import { clearRateLimit } from "../../src/server/limits/rate-limit.ts";
import type { Operation } from "../../src/server/operations.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { appointmentFixtures } from "./appointment-fixtures.ts";
import { callerFor } from "./caller.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "./factories.ts";
import { LOCAL_ADDRESS, uniqueEmail } from "./test-app.ts";

/** The five actors of every row, weakest first. */
export const ACTORS = ["visitor", "unverified", "other", "owner", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

/** The actors of a public read: a visitor and a (verified) member. */
export const PUBLIC_READ_ACTORS: readonly Actor[] = ["visitor", "other"];

/** A cell's outcome: success (tRPC resolves, REST answers 2xx) or the refusal's HTTP status. */
export type Outcome = "ok" | 401 | 403 | 404 | 422;

/** A factory member. */
export type Member = Viewer & { email: string };

/** The shared members of the matrix (the visitor is null). */
export interface Cast {
  unverified: Member;
  other: Member;
  owner: Member;
  admin: Member;
}

/** The member options of an actor (for fresh actors). */
export const ACTOR_OPTIONS: Record<Exclude<Actor, "visitor">, { verified?: boolean; admin?: boolean }> = {
  unverified: { verified: false },
  other: {},
  owner: {},
  admin: { admin: true },
};

/** Reference data every fixture may use (seeded by test-db.ts). */
export interface Reference {
  categoryId: number;
  categorySlug: string;
  regionId: number;
  regionSlug: string;
}

/** What a fixture knows when it builds one cell. */
export interface CellContext {
  deps: AppDeps;
  cast: Cast;
  ref: Reference;
  actor: Actor;
  /** The member calling (null for the visitor): a fresh one when the fixture asks for fresh actors. */
  caller: Member | null;
  /** The owner of the row's resource in this cell: the caller when the actor is the owner. */
  owner: Member;
  /** What this cell expects: fixtures make a fresh resource only for cells that may change it. */
  expected: Outcome;
  /** One value per key for the whole run: what refused calls cannot change is made once. */
  shared<T>(key: string, make: () => Promise<T>): Promise<T>;
}

/**
 * One call: the tRPC `input`, and for REST the route's `{name}` parameters, query string and body (JSON, or
 * FormData). A fixture returns both sides; each transport uses its own.
 */
export interface Call {
  input?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * How a successful REST answer maps to the procedure's answer, for the output-contract check: `map` turns the
 * body into what the service returned (`{data}` → data, a Laravel page → `{data, meta}`), `pick` narrows the
 * comparison to the keys REST carries when it drops some of the service's keys. `skip` says why REST cannot
 * show the service's answer (the resolver check of the contract test still covers those rows).
 */
export type RestContract =
  | { map: (body: Json, response: Response) => unknown; pick?: readonly string[] }
  | { skip: string };

/** A row's cells. */
export interface OperationFixture {
  /** The actors that run (default: all five; public reads: visitor and member). */
  actors?: readonly Actor[];
  /** Outcomes that ownership decides, on top of the gate's (`gateOutcome`). */
  expect?: Partial<Record<Actor, Outcome>>;
  /** Per transport, when the transports differ on purpose (none today). */
  expectRest?: Partial<Record<Actor, Outcome>>;
  /** The operation's own refusal text for an unverified member (both transports), instead of the gate's. */
  unverifiedMessage?: string;
  /** Fresh actors per cell: the call changes the caller's own account or session (password, cookies, e-mail). */
  freshActors?: boolean;
  /** The call of a cell; `route` is the REST route of the row, or null for tRPC. */
  call(ctx: CellContext, route: string | null): Promise<Call>;
  /** Before a cell runs (after `call`): bookkeeping such as clearing a rate-limit bucket. */
  before?(ctx: CellContext): Promise<void>;
  rest: RestContract;
  /** For a REST-only row: the procedure whose output schema describes the same answer. */
  outputOf?: string;
  /** Extra assertions on a successful answer (the tRPC answer, or the mapped REST payload). */
  check?(ctx: CellContext, answer: Json): void | Promise<void>;
  /**
   * The answer may show the owner's private data to others (login with the owner's credentials answers the
   * owner's session user): the matrix's leak check is off for this row.
   */
  showsOwnerData?: boolean;
}

/** A JSON answer read by key (`answer?.data`); what a key holds is checked where it is used. */
// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; the output schemas type them.
export type Json = any;

/** The outcome a gate gives an actor before any ownership rule (docs/product.md §6 Gates). */
export function gateOutcome(gate: Gate, actor: Actor): Outcome {
  if (gate === "public") return "ok";
  if (actor === "visitor") return 401;
  if (gate === "member") return "ok";
  if (gate === "verified") return actor === "unverified" ? 403 : "ok";
  return actor === "admin" ? "ok" : 403;
}

/**
 * The message of a refusal by the gate itself (docs/product.md §6 Gates): people text on tRPC, Laravel's text on
 * REST. Null when the gate lets the actor through (a refusal then comes from the service).
 */
export function gateRefusal(
  gate: Gate,
  actor: Actor,
  fixture: OperationFixture,
): { trpc: string; rest: string } | null {
  const outcome = gateOutcome(gate, actor);
  if (outcome === 401) return { trpc: copy.errors.unauthenticated, rest: "Unauthenticated." };
  if (outcome !== 403) return null;
  if (gate === "verified") {
    const own = fixture.unverifiedMessage;
    return own
      ? { trpc: own, rest: own }
      : { trpc: copy.errors.unverified, rest: "Your email address is not verified." };
  }
  return { trpc: copy.errors.forbidden, rest: "This action is unauthorized." };
}

/** The actors a row runs. */
export function actorsOf(operation: Operation, fixture: OperationFixture): readonly Actor[] {
  return fixture.actors ?? (operation.kind === "public-read" ? PUBLIC_READ_ACTORS : ACTORS);
}

/** The expected outcome of a cell. */
export function expectedOutcome(
  operation: Operation,
  fixture: OperationFixture,
  actor: Actor,
  transport: "trpc" | "rest",
): Outcome {
  if (transport === "rest" && fixture.expectRest?.[actor] !== undefined) return fixture.expectRest[actor];
  return fixture.expect?.[actor] ?? gateOutcome(operation.gate, actor);
}

// ---------------------------------------------------------------------------------------------------------
// REST body → service answer

const data = { map: (body: Json) => body.data } satisfies RestContract;
const same = { map: (body: Json) => body } satisfies RestContract;
/** A Laravel page `{data, links, meta}` → `{data, meta}` (meta without Laravel's links and path). */
function pageOf(body: Json) {
  const { links: _links, meta, ...rest } = body;
  const { links: _metaLinks, path: _path, ...pageMeta } = meta;
  return { ...rest, meta: pageMeta };
}
const page = { map: pageOf } satisfies RestContract;
const message = { map: (body: Json) => ({ message: body.message }) } satisfies RestContract;

// ---------------------------------------------------------------------------------------------------------
// What owners own

const db = (ctx: CellContext) => ctx.deps.db;

/**
 * Texts only the owner may ever read: the title of their draft and the body of the message in their thread.
 * The matrix fails when a successful answer to anyone else contains one (or the owner's e-mail address, which
 * only administrators may see).
 */
export const OWNER_SECRETS = ["権限表の下書き", "権限表の非公開スレッドの本文"] as const;

/** The owner's public post and draft, made once (refused calls cannot change them). */
function sharedPost(ctx: CellContext, kind: "public" | "draft") {
  return ctx.shared(`post:${kind}`, () =>
    createTestPost(db(ctx), ctx.cast.owner, {
      title: kind === "public" ? "権限表の公開依頼" : OWNER_SECRETS[0],
      is_public: kind === "public",
    }),
  );
}

/** Makes what the owner owns before any cell runs, so every answer can be searched for it. */
export async function prepareOwnerData(ctx: CellContext): Promise<void> {
  await sharedPost(ctx, "public");
  await sharedPost(ctx, "draft");
  await sharedThread(ctx);
}

/** A post of the owner for a cell that may change it (fresh when the cell is expected to succeed). */
function postFor(ctx: CellContext, kind: "public" | "draft") {
  if (ctx.expected !== "ok") return sharedPost(ctx, kind);
  return createTestPost(db(ctx), ctx.owner, { title: "権限表の依頼", is_public: kind === "public" });
}

/**
 * A public post of the owner with two photos (docs/product.md "Request photos"), the rows written directly (keys of
 * no stored file: removing them is a no-op): a fresh one for a succeeding cell, a shared one for the refused.
 */
async function postWithPhotos(ctx: CellContext): Promise<{ id: number; photoIds: number[] }> {
  const make = async () => {
    const post = await createTestPost(db(ctx), ctx.owner, { title: "権限表の写真つき依頼" });
    const rows = await db(ctx)
      .insert(postImages)
      .values(
        [0, 1].map((position) => ({
          postId: post.id,
          position,
          imagePath: `posts/matrix/${randomUUID()}.jpg`,
        })),
      )
      .returning({ id: postImages.id });
    return { id: post.id, photoIds: rows.map((row) => row.id) };
  };
  return ctx.expected === "ok" ? make() : ctx.shared("post:photos", make);
}

/** A thread between the owner and a partner who is none of the actors, with one message to the owner. */
function sharedThread(ctx: CellContext) {
  return ctx.shared("thread", async () => {
    const partner = await createMember(db(ctx), { name: "スレッド 相手" });
    const opened = await callerFor(ctx.deps, ctx.cast.owner).threads.open({ user_id: partner.id });
    await callerFor(ctx.deps, partner).threads.send({ id: opened.id, body: OWNER_SECRETS[1] });
    return { id: opened.id, partner };
  });
}

/** A public post of `author`, resolved naming a fresh helper who commented on it (docs/product.md §10). */
async function resolvedPost(ctx: CellContext, author: Member) {
  const post = await createTestPost(db(ctx), author, { title: "権限表の解決済み依頼", is_public: true });
  const helper = await createMember(db(ctx), { name: "お手伝い 役" });
  await callerFor(ctx.deps, helper).comments.create({ post_id: post.id, body: "手伝えます" });
  await callerFor(ctx.deps, author).requests.setStatus({
    id: post.id,
    status: "resolved",
    helper_id: helper.id,
  });
  return post;
}

/** A member an administrator acts on: fresh for the administrator's (successful) cells, else the owner. */
async function adminTarget(ctx: CellContext, options: { verified?: boolean } = {}): Promise<Member> {
  if (ctx.expected !== "ok") return ctx.owner;
  return createMember(db(ctx), { name: "管理 対象", ...options });
}

/** A member to block or unblock: fresh for cells that succeed, so the cast never blocks one another. */
async function blockTarget(ctx: CellContext): Promise<Member> {
  if (ctx.expected !== "ok")
    return ctx.shared("block-target", () => createMember(db(ctx), { name: "ブロック 対象" }));
  return createMember(db(ctx), { name: "ブロック 対象" });
}

/** The member calling (fixtures of member-gated rows call this only for member actors). */
function self(ctx: CellContext): Member {
  return ctx.caller ?? ctx.owner;
}

function form(fields: Record<string, string | number>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  return body;
}

/** An endpoint of the cell's owner (inserted as the service would keep it). */
async function ownerWebhook(ctx: CellContext): Promise<{ id: number }> {
  const [row] = await db(ctx)
    .insert(webhookEndpoints)
    .values({
      userId: ctx.owner.id,
      url: "https://93.184.215.14/matrix-hook",
      events: ["post.created"],
      filters: {},
      secret: "whsec_matrix",
    })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error("webhook not inserted");
  return row;
}

/** A logged delivery of an endpoint of the cell's owner. */
async function ownerDelivery(ctx: CellContext): Promise<{ id: number; endpointId: number }> {
  const endpoint = await ownerWebhook(ctx);
  const [row] = await db(ctx)
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      eventId: randomUUID(),
      eventType: "post.created",
      body: "{}",
      status: "failed",
      attempts: 1,
    })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error("delivery not inserted");
  return { id: row.id, endpointId: endpoint.id };
}

const NEW_PASSWORD = "another-pass-5678";

// ---------------------------------------------------------------------------------------------------------
// The fixtures, by operation name (every row of operations.ts has one; the matrix test checks it)

export const operationFixtures: Record<string, OperationFixture> = {
  // 日程調整 (docs/product.md "日程調整"): tests/support/appointment-fixtures.ts
  ...appointmentFixtures,
  // accounts
  "accounts.me": {
    call: async () => ({}),
    rest: { skip: "tRPC-only" },
    check: (ctx, answer) => {
      if (ctx.caller === null) expectEqual(answer, null, "accounts.me answers null to a visitor");
      else expectEqual(answer?.id, ctx.caller.id, "accounts.me answers the caller");
    },
  },
  "accounts.meRest": {
    outputOf: "accounts.me",
    call: async () => ({}),
    rest: data,
    check: (ctx, answer) => expectEqual(answer?.id, ctx.caller?.id, "GET /api/auth/me answers the caller"),
  },
  "accounts.register": {
    freshActors: true,
    call: async () => {
      const body = {
        name: "登録 太郎",
        email: uniqueEmail("register"),
        password: "password-1234",
        password_confirmation: "password-1234",
      };
      return { input: body, body };
    },
    // Every cell comes from 127.0.0.1: clear the address's registration bucket (bookkeeping, not in the snapshot).
    before: async (ctx) => {
      await clearRateLimit(db(ctx), registrationThrottleKey(LOCAL_ADDRESS));
    },
    rest: data,
  },
  "accounts.login": {
    freshActors: true,
    showsOwnerData: true,
    call: async (ctx) => {
      const body = { email: ctx.owner.email, password: FACTORY_PASSWORD };
      return { input: body, body };
    },
    rest: data,
    check: (ctx, answer) => expectEqual(answer?.id, ctx.owner.id, "login answers the account signed in"),
  },
  "accounts.logout": {
    freshActors: true,
    call: async () => ({}),
    rest: { skip: "REST answers 204 without a body; the procedure answers {ok: true}" },
  },
  "accounts.verifyEmail": {
    call: async (ctx) => {
      const target = await createMember(db(ctx), { verified: false, name: "認証 対象" });
      const link = verificationLink(ctx.deps.env, target.id, target.email);
      const signed = {
        id: String(link.id),
        hash: link.hash,
        expires: String(link.expires),
        signature: link.signature,
      };
      return {
        input: signed,
        params: { id: signed.id, hash: signed.hash },
        query: { expires: signed.expires, signature: signed.signature },
      };
    },
    rest: same,
  },
  "accounts.resendVerification": {
    call: async () => ({}),
    rest: same,
  },
  "accounts.forgotPassword": {
    call: async (ctx) => {
      const body = { email: ctx.cast.owner.email };
      return { input: body, body };
    },
    rest: message,
  },
  "accounts.resetPassword": {
    call: async (ctx) => {
      const target = await createMember(db(ctx), { name: "再設定 対象" });
      const token = randomBytes(32).toString("base64url");
      await db(ctx)
        .insert(passwordResetTokens)
        .values({
          userId: target.id,
          // password-reset.service.ts resetTokenHash: the token is stored as its SHA-256.
          tokenHash: createHash("sha256").update(token).digest("hex"),
          expiresAt: new Date(Date.now() + 30 * 60 * 1000),
        });
      const body = {
        token,
        email: target.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      return { input: body, body };
    },
    rest: message,
  },
  "accounts.changeEmail": {
    freshActors: true,
    call: async () => ({ input: { email: uniqueEmail("changed"), current_password: FACTORY_PASSWORD } }),
    rest: { skip: "tRPC-only" },
  },
  "accounts.changePassword": {
    freshActors: true,
    call: async () => ({
      input: {
        current_password: FACTORY_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    }),
    rest: { skip: "tRPC-only" },
  },
  "accounts.deleteAccount": {
    freshActors: true,
    call: async () => ({ input: { password: FACTORY_PASSWORD } }),
    rest: { skip: "tRPC-only" },
  },
  "accounts.updateTextSize": {
    call: async () => {
      const body = { text_size: "large" };
      return { input: body, body };
    },
    rest: data,
    check: (_ctx, answer) =>
      expectEqual(answer?.text_size, "large", "accounts.updateTextSize answers the size kept"),
  },
  "accounts.updateLanguage": {
    call: async () => {
      const body = { language: "en" };
      return { input: body, body };
    },
    rest: data,
    check: (_ctx, answer) =>
      expectEqual(answer?.language, "en", "accounts.updateLanguage answers the language kept"),
  },

  // catalog
  "catalog.categories": { call: async () => ({}), rest: data },
  "catalog.popularCategories": { call: async () => ({}), rest: data },
  "catalog.category": {
    call: async (ctx) => ({ input: { slug: ctx.ref.categorySlug }, params: { slug: ctx.ref.categorySlug } }),
    rest: data,
  },
  "catalog.categoryTags": {
    call: async (ctx) => ({ input: { slug: ctx.ref.categorySlug }, params: { slug: ctx.ref.categorySlug } }),
    rest: same,
  },
  "catalog.regions": { call: async () => ({}), rest: data },
  "catalog.regionCounts": { call: async () => ({}), rest: { skip: "tRPC-only" } },
  "catalog.region": {
    call: async (ctx) => ({ input: { slug: ctx.ref.regionSlug }, params: { slug: ctx.ref.regionSlug } }),
    rest: data,
  },
  "catalog.regionActiveCategories": {
    call: async (ctx) => ({ input: { slug: ctx.ref.regionSlug }, params: { slug: ctx.ref.regionSlug } }),
    rest: same,
  },

  // posts
  "posts.list": {
    call: async (ctx, route) => {
      await sharedPost(ctx, "draft");
      return {
        input: route?.includes("{category_slug}") ? { category_slug: ctx.ref.categorySlug } : {},
        params: { category_slug: ctx.ref.categorySlug },
      };
    },
    // REST keeps the page (and `category` on category paths) but drops mode, ordering, region and tags.
    rest: { map: pageOf, pick: ["data", "meta"] },
    check: (ctx, answer) => {
      const draftTitle = "権限表の下書き";
      expectEqual(
        (answer?.data ?? []).some((post: { title?: string }) => post.title === draftTitle),
        false,
        "a draft is never listed",
      );
      void ctx;
    },
  },
  "posts.recommended": {
    call: async () => ({ input: {} }),
    // REST drops `personalized`.
    rest: { map: pageOf, pick: ["data", "meta"] },
  },
  "posts.byId": {
    // A draft: the read is public, the draft its author's alone (docs/product.md §6 "see a draft").
    actors: ACTORS,
    expect: { visitor: 404, unverified: 404, other: 404, admin: 404 },
    call: async (ctx) => {
      const draft = await sharedPost(ctx, "draft");
      return { input: { id: draft.id }, params: { id: draft.id } };
    },
    rest: data,
  },
  "posts.create": {
    call: async (ctx) => {
      const body = {
        title: "権限表から作成",
        body: "本文です。",
        category_id: ctx.ref.categoryId,
        region_id: ctx.ref.regionId,
      };
      return { input: body, body };
    },
    rest: data,
  },
  "posts.update": {
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const post = await sharedPost(ctx, "public");
      const body = {
        title: "権限表の公開依頼",
        body: "更新した本文です。",
        category_id: ctx.ref.categoryId,
        region_id: ctx.ref.regionId,
      };
      return { input: { ...body, id: post.id }, params: { id: post.id }, body };
    },
    rest: data,
  },
  "posts.delete": {
    expect: { unverified: 403, other: 403 },
    call: async (ctx) => {
      const post = await postFor(ctx, "public");
      return { input: { id: post.id }, params: { id: post.id } };
    },
    rest: { skip: "REST answers {message}; the procedure answers nothing" },
  },

  "posts.deleteImage": {
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const post = await postWithPhotos(ctx);
      const imageId = post.photoIds[0] ?? 0;
      return { input: { id: post.id, image_id: imageId }, params: { id: post.id, image_id: imageId } };
    },
    rest: data,
  },
  "posts.arrangeImages": {
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const post = await postWithPhotos(ctx);
      const body = { order: post.photoIds, cover_id: post.photoIds[1] };
      return { input: { ...body, id: post.id }, params: { id: post.id }, body };
    },
    rest: data,
  },

  // requests (docs/product.md §10)
  "requests.setStatus": {
    // The author or an administrator; an unverified member here is not the author.
    expect: { unverified: 403, other: 403 },
    call: async (ctx) => {
      const post = await postFor(ctx, "public");
      return {
        input: { id: post.id, status: "closed" },
        params: { id: post.id },
        body: { status: "closed" },
      };
    },
    rest: data,
  },
  "requests.createReview": {
    // The owner rates the helper of their resolved post; everyone else is neither author nor helper.
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const post =
        ctx.expected === "ok"
          ? await resolvedPost(ctx, ctx.owner)
          : await ctx.shared("post:resolved", () => resolvedPost(ctx, ctx.cast.owner));
      return {
        input: { post_id: post.id, rating: "good" },
        params: { post_id: post.id },
        body: { rating: "good" },
      };
    },
    rest: data,
  },
  "requests.helperCandidates": {
    expect: { unverified: 403, other: 403 },
    call: async (ctx) => {
      const post = await sharedPost(ctx, "public");
      return { input: { post_id: post.id }, params: { post_id: post.id } };
    },
    rest: same,
  },
  "requests.postReviews": {
    call: async (ctx) => {
      const post = await sharedPost(ctx, "public");
      return { input: { post_id: post.id }, params: { post_id: post.id } };
    },
    rest: same,
  },
  "requests.userReviews": {
    call: async (ctx) => ({ input: { user_id: ctx.cast.owner.id }, params: { user_id: ctx.cast.owner.id } }),
    rest: page,
  },
  "requests.activity": {
    call: async (ctx) => ({ input: { user_id: ctx.cast.owner.id }, params: { user_id: ctx.cast.owner.id } }),
    rest: data,
    check: (_ctx, answer) =>
      expectEqual(
        JSON.stringify(answer).includes(OWNER_SECRETS[0]),
        false,
        "the profile activity lists public posts only",
      ),
  },

  // comments
  "comments.create": {
    // On the owner's draft: a verified member comments on any visible post, a draft is its author's alone.
    expect: { other: 404, admin: 404 },
    call: async (ctx) => {
      const draft = await sharedPost(ctx, "draft");
      const body = { post_id: draft.id, body: "権限表のコメント" };
      return { input: body, body };
    },
    rest: data,
  },

  // social
  "social.bookmark": {
    expect: { other: 404, admin: 404 },
    call: async (ctx) => {
      const draft = await sharedPost(ctx, "draft");
      return { input: { post_id: draft.id }, params: { post_id: draft.id } };
    },
    rest: data,
  },
  "social.unbookmark": {
    call: async (ctx) => {
      const post = await sharedPost(ctx, "public");
      if (ctx.caller) {
        await db(ctx)
          .insert(bookmarks)
          .values({ userId: ctx.caller.id, postId: post.id })
          .onConflictDoNothing();
      }
      return { input: { post_id: post.id }, params: { post_id: post.id } };
    },
    rest: data,
    check: (_ctx, answer) => expectEqual(answer?.is_bookmarked, false, "the bookmark is gone"),
  },
  "social.follow": {
    expect: { owner: 422 },
    call: async (ctx) => ({ input: { user_id: ctx.cast.owner.id }, params: { user_id: ctx.cast.owner.id } }),
    rest: data,
  },
  "social.unfollow": {
    expect: { owner: 422 },
    call: async (ctx) => {
      if (ctx.caller && ctx.caller.id !== ctx.cast.owner.id) {
        await db(ctx)
          .insert(follows)
          .values({ followerId: ctx.caller.id, followeeId: ctx.cast.owner.id })
          .onConflictDoNothing();
      }
      return { input: { user_id: ctx.cast.owner.id }, params: { user_id: ctx.cast.owner.id } };
    },
    rest: data,
  },

  // tags
  "tags.suggest": {
    call: async () => ({ input: { q: "引越" }, query: { q: "引越" } }),
    rest: same,
  },
  "tags.search": {
    call: async () => ({ input: { search: "引越" }, query: { search: "引越" } }),
    rest: data,
  },

  // mypage
  "mypage.posts": {
    call: async () => ({ input: {} }),
    rest: page,
    check: (ctx, answer) => {
      const others = (answer?.data ?? []).filter((post: Json) => post.user?.id !== ctx.caller?.id);
      expectEqual(others.length, 0, "my posts are the caller's own");
    },
  },
  "mypage.commentedPosts": { call: async () => ({ input: {} }), rest: page },
  "mypage.bookmarks": { call: async () => ({ input: {} }), rest: page },
  "mypage.follows": { call: async () => ({ input: {} }), rest: page },
  "mypage.followers": { call: async () => ({ input: {} }), rest: page },
  "mypage.summary": { call: async () => ({}), rest: data },

  // threads
  "threads.list": {
    call: async () => ({ input: {} }),
    rest: page,
    check: async (ctx, answer) => {
      const thread = await sharedThread(ctx);
      const listed = (answer?.data ?? []).some((item: Json) => item.id === thread.id);
      expectEqual(listed, ctx.actor === "owner", "a thread is listed for its participants only");
    },
  },
  "threads.open": {
    expect: { owner: 422 },
    call: async (ctx) => {
      const body = { user_id: ctx.cast.owner.id };
      return { input: body, body };
    },
    // REST's Laravel triple id {id, created, thread: {id, partner}, data: {id}} carries the service's answer.
    rest: {
      map: (body: Json) => ({
        id: body.id,
        created: body.created,
        partner: body.thread?.partner,
        post: body.thread?.post,
      }),
    },
  },
  "threads.messages": {
    expect: { unverified: 403, other: 403, admin: 403 },
    call: async (ctx) => {
      const thread = await sharedThread(ctx);
      return { input: { id: thread.id }, params: { id: thread.id } };
    },
    rest: same,
  },
  "threads.send": {
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const thread = await sharedThread(ctx);
      return {
        input: { id: thread.id, body: "権限表から送信" },
        params: { id: thread.id },
        body: { body: "権限表から送信" },
      };
    },
    rest: data,
  },
  "threads.markRead": {
    expect: { unverified: 403, other: 403, admin: 403 },
    call: async (ctx) => {
      const thread = await sharedThread(ctx);
      return { input: { id: thread.id }, params: { id: thread.id }, body: {} };
    },
    rest: data,
  },
  "threads.setReadReceipts": {
    call: async () => {
      const body = { enabled: true };
      return { input: body, body };
    },
    rest: data,
    check: (_ctx, answer) =>
      expectEqual(answer?.enabled, true, "threads.setReadReceipts answers the setting kept"),
  },
  "threads.unreadCount": { call: async () => ({}), rest: same },
  "threads.legacy": { call: async () => ({ input: {} }), rest: page },

  // board
  "board.list": { call: async () => ({ input: {} }), rest: page },
  "board.post": {
    unverifiedMessage: copy.board.unverified,
    call: async () => {
      const body = { body: "権限表から掲示板へ" };
      return { input: body, body };
    },
    rest: data,
  },

  // profile
  "profile.update": {
    call: async (ctx) => {
      const fields = { name: self(ctx).name };
      return { input: form(fields), body: fields };
    },
    // REST answers {message, data, user}: data and user are the service's answer.
    rest: data,
  },
  "profile.removeAvatar": { call: async () => ({}), rest: same },
  "profile.setCoverPreset": {
    call: async () => ({ input: { cover_key: "cover-01" }, body: { cover_key: "cover-01" } }),
    rest: data,
  },
  "profile.removeCover": { call: async () => ({}), rest: data },
  "profile.interests": { call: async () => ({}), rest: same },
  "profile.setInterests": {
    call: async (ctx) => {
      const body = { categories: [ctx.ref.categoryId] };
      return { input: body, body };
    },
    rest: same,
  },
  "profile.region": { call: async () => ({}), rest: same },
  "profile.setRegion": {
    call: async (ctx) => {
      const body = { region_id: ctx.ref.regionId };
      return { input: body, body };
    },
    rest: same,
  },
  "profile.me": {
    call: async () => ({}),
    rest: { skip: "tRPC-only" },
    check: (ctx, answer) => expectEqual(answer?.id, ctx.caller?.id, "profile.me is the caller's"),
  },
  "profile.byId": {
    call: async (ctx) => ({ input: { id: ctx.cast.owner.id }, params: { id: ctx.cast.owner.id } }),
    rest: data,
    check: (ctx, answer) => {
      const full = ctx.actor === "owner" || ctx.actor === "admin";
      expectEqual(
        typeof answer?.email === "string",
        full,
        full ? "the owner and admins see the e-mail" : "other members do not see the e-mail",
      );
    },
  },
  "profile.public": {
    call: async (ctx) => ({ input: { id: ctx.cast.owner.id }, params: { id: ctx.cast.owner.id } }),
    rest: data,
    check: (_ctx, answer) => expectEqual(answer?.email ?? null, null, "a public profile has no e-mail"),
  },

  // admin
  "admin.users": { call: async () => ({ input: {} }), rest: page },
  "admin.user": {
    call: async (ctx) => ({ input: { id: ctx.owner.id }, params: { id: ctx.owner.id } }),
    rest: data,
  },
  "admin.updateUser": {
    call: async (ctx) => {
      const target = await adminTarget(ctx);
      const fields = { name: "管理で変更", email: target.email };
      return { input: form({ ...fields, id: target.id }), params: { id: target.id }, body: fields };
    },
    // REST answers {message, data}.
    rest: data,
  },
  "admin.deleteUser": {
    call: async (ctx) => {
      const target = await adminTarget(ctx);
      return { input: { id: target.id }, params: { id: target.id } };
    },
    rest: { skip: "REST answers {message}; the procedure answers {ok: true}" },
  },
  "admin.resendVerification": {
    call: async (ctx) => {
      const target = await adminTarget(ctx, { verified: false });
      return { input: { id: target.id }, params: { id: target.id } };
    },
    rest: same,
  },
  "admin.setSuspended": {
    call: async (ctx, route) => {
      const target = await adminTarget(ctx);
      return {
        input: { id: target.id, suspended: !route?.endsWith("/unsuspend") },
        params: { id: target.id },
      };
    },
    // REST answers {message, data}.
    rest: data,
  },
  "admin.attachRole": {
    call: async (ctx) => {
      const target = await adminTarget(ctx);
      return {
        input: { userId: target.id, role: "editor" },
        params: { userId: target.id },
        body: { role: "editor" },
      };
    },
    rest: data,
  },
  "admin.detachRole": {
    call: async (ctx) => {
      const target = await adminTarget(ctx);
      return {
        input: { userId: target.id, role: "editor" },
        params: { userId: target.id },
        body: { role: "editor" },
      };
    },
    rest: data,
  },

  // contact
  "contact.submit": {
    call: async () => {
      const body = { title: "権限表", body: "お問い合わせ本文です。", email: "contact@example.test" };
      return { input: body, body };
    },
    // Every cell comes from 127.0.0.1: clear the IP's bucket (bookkeeping, not in the snapshot).
    before: async (ctx) => {
      await db(ctx).execute(sql`delete from rate_limit_buckets where key like 'contact:%'`);
    },
    rest: same,
  },

  "contact.operator": { call: async () => ({}), rest: data },

  // login with LINE, Google and Apple (docs/product.md "Login with LINE, Google and Apple")
  "accounts.loginProviders": { call: async () => ({}), rest: { skip: "tRPC-only" } },
  "accounts.loginMethods": { call: async () => ({}), rest: { skip: "tRPC-only" } },
  "accounts.unlinkProvider": {
    freshActors: true,
    call: async (ctx) => {
      // Each member caller unlinks an identity of their own (they have a password, so it is not the last way).
      if (ctx.caller) {
        await db(ctx)
          .insert(loginIdentities)
          .values({
            userId: ctx.caller.id,
            provider: "line",
            subject: `matrix-${randomBytes(8).toString("hex")}`,
          });
      }
      return { input: { provider: "line" } };
    },
    rest: { skip: "tRPC-only" },
  },

  // personal access tokens
  "tokens.list": { call: async () => ({}), rest: data },
  "tokens.create": {
    call: async () => {
      const body = { name: "権限表のトークン", abilities: ["read"] };
      return { input: body, body };
    },
    rest: same,
    check: (_ctx, answer) => expectEqual(answer?.data?.abilities, ["read"], "a read-only token"),
  },
  "tokens.revoke": {
    expect: { unverified: 404, other: 404, admin: 404 },
    call: async (ctx) => {
      const make = () =>
        createToken(db(ctx), ctx.owner, { name: "権限表の削除", abilities: ["read"], expires_at: null });
      const made = ctx.expected === "ok" ? await make() : await ctx.shared("api-token", make);
      return { input: { id: made.data.id }, params: { id: made.data.id } };
    },
    rest: { skip: "REST answers 204 without a body; the procedure answers {revoked: true}" },
  },

  // webhooks for partners (docs/product.md "Webhooks"): an IP literal on a public address, so nothing resolves
  "webhooks.list": { call: async () => ({}), rest: data },
  "webhooks.create": {
    call: async () => {
      const body = { url: "https://93.184.215.14/matrix-created", events: ["post.created"] };
      return { input: body, body };
    },
    before: async (ctx) => {
      await db(ctx).execute(sql`delete from rate_limit_buckets where key like 'webhooks:%'`);
      // Endpoints the earlier cells registered (at most 10 a member).
      await db(ctx).execute(
        sql`delete from webhook_endpoints where url = 'https://93.184.215.14/matrix-created'`,
      );
    },
    rest: data,
    check: (_ctx, answer) => expectEqual(typeof answer?.secret, "string", "the secret, answered once"),
  },
  "webhooks.delete": {
    expect: { other: 404, admin: 404 },
    call: async (ctx) => {
      const made =
        ctx.expected === "ok"
          ? await ownerWebhook(ctx)
          : await ctx.shared("webhook", () => ownerWebhook(ctx));
      return { input: { id: made.id }, params: { id: made.id } };
    },
    rest: { skip: "REST answers 204 without a body; the procedure answers {deleted: true}" },
  },
  "webhooks.deliveries": {
    expect: { other: 404, admin: 404 },
    call: async (ctx) => {
      const made = await ctx.shared("webhook-delivery", () => ownerDelivery(ctx));
      return { input: { id: made.endpointId }, params: { id: made.endpointId } };
    },
    rest: page,
  },
  "webhooks.redeliver": {
    expect: { other: 404, admin: 404 },
    call: async (ctx) => {
      const made = await ctx.shared("webhook-delivery", () => ownerDelivery(ctx));
      return {
        input: { id: made.endpointId, deliveryId: made.id },
        params: { id: made.endpointId, deliveryId: made.id },
      };
    },
    rest: data,
  },

  // notifications and saved searches (docs/product.md §11)
  "notifications.list": { call: async () => ({ input: {} }), rest: page },
  "notifications.unreadCount": { call: async () => ({}), rest: same },
  "notifications.markRead": { call: async () => ({ input: {}, body: {} }), rest: same },
  "notifications.adminNotice": {
    call: async () => {
      const notice = { title: "権限表のお知らせ", body: "点検のお知らせです。" };
      return { input: notice, body: notice };
    },
    rest: data,
  },
  "notifications.settings": { call: async () => ({}), rest: data },
  "notifications.updateSettings": {
    call: async () => {
      const body = { email: { follow: "off" }, digest_hour: 7 };
      return { input: body, body };
    },
    rest: data,
  },
  "notifications.pushKey": { call: async () => ({}), rest: data },
  "notifications.pushSubscribe": {
    call: async (ctx) => {
      const body = {
        endpoint: `https://push.example.test/${ctx.actor}-${Math.random().toString(36).slice(2)}`,
        keys: {
          p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
          auth: "tBHItJI5svbpez7KI4CCXg",
        },
      };
      return { input: body, body };
    },
    rest: data,
  },
  "notifications.pushUnsubscribe": {
    call: async () => {
      const body = { endpoint: "https://push.example.test/none" };
      return { input: body, body };
    },
    rest: data,
  },
  "notifications.savedSearches": { call: async () => ({}), rest: same },
  "notifications.saveSearch": {
    call: async () => ({ input: { keyword: "権限表" }, body: { keyword: "権限表" } }),
    rest: data,
  },
  "notifications.deleteSavedSearch": {
    expect: { unverified: 404, other: 404, admin: 404 },
    call: async (ctx) => {
      const make = () =>
        createSavedSearch(db(ctx), ctx.owner, { keyword: "権限表の保存" } as TSavedSearchData);
      const saved = ctx.expected === "ok" ? await make() : await ctx.shared("saved-search", make);
      return { input: { id: saved.id }, params: { id: saved.id } };
    },
    rest: data,
  },

  // trust and safety
  "safety.report": {
    expect: { owner: 422 },
    call: async (ctx) => {
      const post = await postFor(ctx, "public");
      const body = { target_type: "post", target_id: post.id, reason: "spam", detail: "権限表からの通報" };
      return { input: body, body };
    },
    // Every cell comes from 127.0.0.1: clear the address's report bucket (bookkeeping, not in the snapshot).
    before: async (ctx) => {
      await clearRateLimit(db(ctx), reportAddressKey(LOCAL_ADDRESS));
    },
    rest: data,
  },
  "safety.block": {
    expect: { owner: 422 },
    call: async (ctx) => {
      const target = ctx.actor === "owner" ? ctx.owner : await blockTarget(ctx);
      return { input: { user_id: target.id }, params: { user_id: target.id } };
    },
    rest: data,
  },
  "safety.unblock": {
    expect: { owner: 422 },
    call: async (ctx) => {
      const target = ctx.actor === "owner" ? ctx.owner : await blockTarget(ctx);
      return { input: { user_id: target.id }, params: { user_id: target.id } };
    },
    rest: data,
  },
  "safety.blocks": { call: async () => ({ input: {} }), rest: page },
  "safety.blockStatus": {
    call: async (ctx) => ({ input: { user_id: ctx.cast.owner.id } }),
    rest: { skip: "tRPC-only" },
  },
  "safety.contactConsent": {
    expect: { unverified: 403, other: 403, admin: 403 },
    call: async (ctx) => {
      const thread = await sharedThread(ctx);
      return { input: { id: thread.id }, params: { id: thread.id } };
    },
    rest: data,
  },
  "safety.adminReports": { call: async () => ({ input: {} }), rest: page },
  "safety.moderate": {
    call: async (ctx) => {
      const make = async () => {
        const post = await createTestPost(db(ctx), ctx.cast.owner, {
          title: "権限表の通報対象",
          is_public: true,
        });
        const reporter = await createMember(db(ctx), { name: "通報 役" });
        return callerFor(ctx.deps, reporter).safety.report({
          target_type: "post",
          target_id: post.id,
          reason: "spam",
        });
      };
      const report = ctx.expected === "ok" ? await make() : await ctx.shared("report", make);
      return {
        input: { id: report.id, action: "dismiss" },
        params: { id: report.id },
        body: { action: "dismiss" },
      };
    },
    rest: data,
  },
  "safety.moderationLog": { call: async () => ({ input: {} }), rest: page },
  "safety.requestReview": {
    expect: { unverified: 403, other: 403, admin: 403 },
    call: async (ctx) => {
      // A request of the owner that an administrator hid: each allowed cell asks about a fresh one (once per item).
      const make = async () => {
        const post = await createTestPost(db(ctx), ctx.owner, {
          title: "権限表の非表示の依頼",
          is_public: true,
        });
        const reporter = await createMember(db(ctx), { name: "通報 役" });
        const report = await callerFor(ctx.deps, reporter).safety.report({
          target_type: "post",
          target_id: post.id,
          reason: "spam",
        });
        await callerFor(ctx.deps, ctx.cast.admin).safety.moderate({ id: report.id, action: "hide" });
        return post;
      };
      const post = ctx.expected === "ok" ? await make() : await ctx.shared("hiddenPost", make);
      return { input: { target_type: "post", target_id: post.id, message: "確認をお願いします" } };
    },
    before: async (ctx) => {
      await clearRateLimit(db(ctx), reportAddressKey(LOCAL_ADDRESS));
    },
    rest: { skip: "tRPC-only" },
  },
  "safety.myReports": { call: async () => ({ input: {} }), rest: { skip: "tRPC-only" } },

  // organisations (docs/product.md "Organisations"): the owner actor owns the organisation (see insertOrganization)
  "organizations.create": {
    call: async (ctx) => {
      const body = { name: "権限表で登録する団体", kind: "npo", region_id: ctx.ref.regionId };
      return { input: body, body };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.update": {
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      return {
        input: { id: org.id, description: "権限表で編集" },
        params: { id: org.id },
        body: { description: "権限表で編集" },
      };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.delete": {
    call: async (ctx) => {
      const org =
        ctx.expected === "ok"
          ? await insertOrganization(ctx, "権限表で削除する団体")
          : await ownerOrganization(ctx);
      return { input: { id: org.id }, params: { id: org.id } };
    },
    before: clearOrganizationLimit,
    rest: same,
  },
  "organizations.setCategoryRequirement": {
    // `email` asks nothing more than every answer does, so the other cells that comment on this category still pass.
    call: async (ctx) => {
      const body = { level: "email" };
      return { input: { id: ctx.ref.categoryId, ...body }, params: { id: ctx.ref.categoryId }, body };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.list": { call: async () => ({ input: {} }), rest: page },
  "organizations.bySlug": {
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      return { input: { slug: org.slug }, params: { slug: org.slug } };
    },
    rest: data,
  },
  "organizations.mine": { call: async () => ({}), rest: data },
  "organizations.invite": {
    expect: { other: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      const body = { email: `invited-${randomBytes(6).toString("hex")}@example.test`, role: "staff" };
      return { input: { id: org.id, ...body }, params: { id: org.id }, body };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.acceptInvitation": {
    expect: { unverified: 403, other: 403, admin: 403 },
    call: async (ctx) => {
      const token = await ownerInvitation(ctx);
      return { input: { token }, params: { token } };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.staff": {
    expect: { other: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      return { input: { id: org.id }, params: { id: org.id } };
    },
    rest: data,
  },
  "organizations.removeStaff": {
    expect: { other: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      const staff =
        ctx.expected === "ok"
          ? await organizationStaffMember(ctx, org.id)
          : await ctx.shared("organization-staff", () => organizationStaffMember(ctx, org.id));
      return { input: { id: org.id, userId: staff.id }, params: { id: org.id, userId: staff.id } };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.vouch": {
    // Vouching is the organisation's act: an administrator who is not on its staff may not (docs/product.md).
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      const helper = await createMember(db(ctx), { name: "確認 される人" });
      const body = { user_id: helper.id, method: "in_person" };
      return { input: { id: org.id, ...body }, params: { id: org.id }, body };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.withdrawVouch": {
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      const member =
        ctx.expected === "ok"
          ? await vouchedMember(ctx, org.id)
          : await ctx.shared("organization-vouch", () => vouchedMember(ctx, org.id));
      return { input: { id: org.id, userId: member.id }, params: { id: org.id, userId: member.id } };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.removeMyVouch": {
    // Every signed-in member removes a vouch of their own: each allowed cell gets one from a fresh organisation.
    call: async (ctx) => {
      const org = await insertOrganization(ctx, "権限表の確認した団体");
      if (ctx.caller) {
        await db(ctx).insert(organizationVouches).values({
          organizationId: org.id,
          userId: ctx.caller.id,
          method: "in_person",
          vouchedBy: ctx.owner.id,
        });
      }
      return { input: { id: org.id }, params: { id: org.id } };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.stats": {
    expect: { other: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      return { input: { id: org.id }, params: { id: org.id } };
    },
    rest: data,
  },
  "organizations.statsCsv": {
    expect: { other: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      return { input: { id: org.id }, params: { id: org.id } };
    },
    rest: { skip: "REST answers the CSV file itself; the procedure answers {filename, content}" },
  },
  "organizations.setLogo": {
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      const logo = async () => new File([new Uint8Array(await logoPng())], "logo.png", { type: "image/png" });
      const input = new FormData();
      input.append("id", String(org.id));
      input.append("logo", await logo());
      const body = new FormData();
      body.append("logo", await logo());
      return { input, params: { id: org.id }, body };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.removeLogo": {
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      return { input: { id: org.id }, params: { id: org.id } };
    },
    before: clearOrganizationLimit,
    rest: data,
  },
  "organizations.createPost": {
    // Speaking for the organisation is its staff's: an administrator who is not on it may not (docs/product.md).
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      const body = {
        title: "権限表から代理投稿",
        body: "住民の方の依頼です。",
        category_id: ctx.ref.categoryId,
        region_id: ctx.ref.regionId,
      };
      return { input: { id: org.id, ...body }, params: { id: org.id }, body };
    },
    rest: data,
  },
  "organizations.inbox": {
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const { organizationId } = await organizationThread(ctx);
      return { input: { id: organizationId }, params: { id: organizationId } };
    },
    rest: page,
  },
  "organizations.inboxMessages": {
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const { organizationId, threadId } = await organizationThread(ctx);
      return {
        input: { id: organizationId, thread_id: threadId },
        params: { id: organizationId, thread_id: threadId },
      };
    },
    rest: same,
  },
  "organizations.inboxSend": {
    expect: { other: 403, admin: 403 },
    call: async (ctx) => {
      const { organizationId, threadId } = await organizationThread(ctx);
      const body = { body: "団体として返信します" };
      return {
        input: { id: organizationId, thread_id: threadId, ...body },
        params: { id: organizationId, thread_id: threadId },
        body,
      };
    },
    rest: data,
  },
  "organizations.vouchLog": {
    expect: { other: 403 },
    call: async (ctx) => {
      const org = await ownerOrganization(ctx);
      return { input: { id: org.id }, params: { id: org.id } };
    },
    rest: page,
  },

  // live stream: the gate only (the first event of the subscription)
  "live.events": {
    call: async () => ({}),
    rest: { skip: "a subscription (GET /trpc/live.events is not under /api)" },
    check: (_ctx, answer) => expectEqual(answer, { type: "ready" }, "the stream starts with ready"),
  },
};

/**
 * Organisations (docs/product.md "Organisations"): the matrix has five fixed actors, so the organisation roles are
 * given through the cell setup — the `owner` actor is made the owner of the organisation the row acts on (inserted
 * directly), `other` belongs to none, and `admin` is an administrator who is neither owner nor staff.
 */
async function insertOrganization(ctx: CellContext, name: string): Promise<{ id: number; slug: string }> {
  const slug = `matrix-${randomBytes(6).toString("hex")}`;
  const [row] = await db(ctx)
    .insert(organizations)
    .values({ slug, name, kind: "npo", regionId: ctx.ref.regionId })
    .returning({ id: organizations.id, slug: organizations.slug });
  if (!row) throw new Error("organisation not inserted");
  await db(ctx)
    .insert(organizationMembers)
    .values({ organizationId: row.id, userId: ctx.owner.id, role: "owner" });
  return row;
}

/** The organisation the owner owns, made once (refused calls cannot change it). */
function ownerOrganization(ctx: CellContext) {
  return ctx.shared("organization", () => insertOrganization(ctx, "権限表の団体"));
}

/** A small PNG logo (made once). */
let logoBytes: Promise<Buffer> | undefined;
function logoPng(): Promise<Buffer> {
  logoBytes ??= sharp({ create: { width: 96, height: 48, channels: 4, background: "#0a7" } })
    .png()
    .toBuffer();
  return logoBytes;
}

/** A thread of the owner's organisation's account (its shared inbox): a member wrote about a 代理投稿. */
function organizationThread(ctx: CellContext) {
  return ctx.shared("organization-thread", async () => {
    const org = await ownerOrganization(ctx);
    const post = await callerFor(ctx.deps, ctx.cast.owner).organizations.createPost({
      id: org.id,
      title: "権限表の代理投稿",
      body: "住民の方の依頼です。",
      category_id: ctx.ref.categoryId,
      region_id: ctx.ref.regionId,
    });
    const writer = await createMember(db(ctx), { name: "受信箱へ 書く人" });
    const opened = await callerFor(ctx.deps, writer).threads.open({
      user_id: post.user?.id ?? 0,
      post_id: post.id,
    });
    await callerFor(ctx.deps, writer).threads.send({ id: opened.id, body: "お手伝いできます" });
    return { organizationId: org.id, threadId: opened.id };
  });
}

/** A fresh member on the staff of the owner's organisation (for a removal that succeeds). */
async function organizationStaffMember(ctx: CellContext, organizationId: number): Promise<Member> {
  const staff = await createMember(db(ctx), { name: "団体 スタッフ" });
  await db(ctx).insert(organizationMembers).values({ organizationId, userId: staff.id, role: "staff" });
  return staff;
}

/** A member the owner's organisation vouched for. */
async function vouchedMember(ctx: CellContext, organizationId: number): Promise<Member> {
  const member = await createMember(db(ctx), { name: "確認 対象" });
  await db(ctx)
    .insert(organizationVouches)
    .values({ organizationId, userId: member.id, method: "in_person", vouchedBy: ctx.owner.id });
  return member;
}

/** An invitation of the owner's e-mail address to the owner's organisation (fresh for a cell that accepts it). */
async function ownerInvitation(ctx: CellContext): Promise<string> {
  const make = async () => {
    const org = await insertOrganization(ctx, "権限表の招待の団体");
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    expiresAt.setMilliseconds(0);
    const email = ctx.owner.email.toLowerCase();
    const [row] = await db(ctx)
      .insert(organizationInvitations)
      .values({ organizationId: org.id, email, role: "staff", expiresAt })
      .returning({ id: organizationInvitations.id });
    if (!row) throw new Error("invitation not inserted");
    return invitationToken(ctx.deps.env, row.id, email, expiresAt);
  };
  return ctx.expected === "ok" ? make() : ctx.shared("organization-invitation", make);
}

/** Clears the organisation write buckets (bookkeeping, not in the snapshot). */
async function clearOrganizationLimit(ctx: CellContext): Promise<void> {
  await db(ctx).execute(sql`delete from rate_limit_buckets where key like 'organizations:%'`);
}

/** A plain assertion for `check` (fixtures do not depend on bun:test). */
function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}
