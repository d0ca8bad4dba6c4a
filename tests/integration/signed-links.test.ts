/**
 * Signed links verify only in their canonical form (docs/product.md §11 E-mail "one-click unsubscribe", §4 E-mail
 * verification, §4 Password reset): a link whose member id, kind, expiry, hash or signature was altered — leading
 * zeros, `+1`, `1.0`, whitespace, percent-encoded digits, another letter case — no longer verifies and changes
 * nothing, while the real link keeps working. Unsubscribe links are REST only; e-mail verification and password
 * reset are tried over REST and tRPC.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { passwordResetTokens, users } from "../../src/server/db/schema/index.ts";
import { verificationLink } from "../../src/server/domains/accounts/email-verification.service.ts";
import { resetTokenHash } from "../../src/server/domains/accounts/password-reset.service.ts";
import {
  digestToken,
  threadMailToken,
  unsubscribeToken,
} from "../../src/server/domains/notifications/notification-settings.service.ts";
import { callerFor } from "../support/caller.ts";
import { createMember } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
}, 60_000);

/** Altered spellings of a decimal id that a lenient parser (Number, parseInt) reads as the same number. */
function idVariants(id: number): string[] {
  return [
    `0${id}`,
    `00${id}`,
    `%30${id}`,
    `+${id}`,
    `%2B${id}`,
    `${id}.0`,
    `%20${id}`,
    `${id}%20`,
    `${id}%0A`,
    `${id}e0`,
  ];
}

/** `text` with its letters' case swapped (hex and base64url signatures, SHA-1 hashes). */
function swapCase(text: string): string {
  return text.replace(/[a-zA-Z]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));
}

function postUnsubscribe(token: string) {
  return app.request(`http://localhost:3000/unsubscribe/${token}`, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("one-click unsubscribe links (POST /unsubscribe/{token})", () => {
  test("an altered member id, kind or signature is 404 このリンクは無効です。 and turns nothing off; the real link works", async () => {
    const member = await createMember(deps.db, { name: "配信 停止" });
    const settings = () => callerFor(deps, member).notifications.settings();
    const appKey = deps.env.appKey;
    for (const token of [
      unsubscribeToken(appKey, member.id, "comment"),
      threadMailToken(appKey, member.id),
      digestToken(appKey, member.id),
    ]) {
      const [id, kind, signature] = token.split(".") as [string, string, string];
      const altered = [
        ...idVariants(Number(id)).map((variant) => `${variant}.${kind}.${signature}`),
        `${id}.${kind.toUpperCase()}.${signature}`,
        `${id}.${kind}.${swapCase(signature)}`,
        `${id}.${kind}.${signature}%20`,
        `${id}.${kind}.${signature}=`,
      ];
      for (const link of altered) {
        const answer = await postUnsubscribe(link);
        expect({ link, status: answer.status }).toEqual({ link, status: 404 });
        expect(await answer.json()).toEqual({
          message: "このリンクは無効です。",
          code: "unsubscribe_link_invalid",
        });
      }
    }
    expect((await settings()).email.comment).toBe("immediate");
    expect((await settings()).thread_mail).toBe(true);

    const real = await postUnsubscribe(unsubscribeToken(appKey, member.id, "comment"));
    expect(real.status).toBe(200);
    expect((await settings()).email.comment).toBe("off");
    expect((await postUnsubscribe(threadMailToken(appKey, member.id))).status).toBe(200);
    expect((await settings()).thread_mail).toBe(false);
  });
});

describe("e-mail verification links", () => {
  test("REST GET /api/email/verify/{id}/{hash}: every altered part is 403 and verifies nothing; the real link verifies", async () => {
    const member = await createMember(deps.db, { verified: false });
    const link = verificationLink(deps.env, member.id, member.email);
    const open = (id: string, hash: string, expires: string, signature: string) =>
      app.request(
        `http://localhost:3000/api/email/verify/${id}/${hash}?expires=${expires}&signature=${signature}`,
        {
          headers: { Accept: "application/json" },
        },
      );
    const id = String(link.id);
    const expires = String(link.expires);
    const altered: [string, string, string, string][] = [
      ...idVariants(link.id).map((variant): [string, string, string, string] => [
        variant,
        link.hash,
        expires,
        link.signature,
      ]),
      [id, link.hash.toUpperCase(), expires, link.signature],
      [id, `${link.hash}%20`, expires, link.signature],
      [id, link.hash, `0${expires}`, link.signature],
      [id, link.hash, `+${expires}`, link.signature],
      [id, link.hash, `${expires}.0`, link.signature],
      [id, link.hash, expires, link.signature.toUpperCase()],
      [id, link.hash, expires, `%20${link.signature}`],
    ];
    for (const parts of altered) {
      const answer = await open(...parts);
      expect({ parts, status: answer.status }).toEqual({ parts, status: 403 });
    }
    const [row] = await deps.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.at).toBeNull();
    const real = await open(id, link.hash, expires, link.signature);
    expect(real.status).toBe(200);
    expect(((await real.json()) as { status: string }).status).toBe("verified");
  });

  test("tRPC accounts.verifyEmail: altered parts are FORBIDDEN; the real parts verify", async () => {
    const member = await createMember(deps.db, { verified: false });
    const link = verificationLink(deps.env, member.id, member.email);
    const real = {
      id: String(link.id),
      hash: link.hash,
      expires: String(link.expires),
      signature: link.signature,
    };
    const caller = callerFor(deps, null);
    for (const altered of [
      { ...real, id: `0${real.id}` },
      { ...real, id: ` ${real.id}` },
      { ...real, id: `${real.id}.0` },
      { ...real, hash: real.hash.toUpperCase() },
      { ...real, expires: `0${real.expires}` },
      { ...real, signature: real.signature.toUpperCase() },
      { ...real, signature: `${real.signature} ` },
    ]) {
      const error = await caller.accounts.verifyEmail(altered).then(
        () => null,
        (thrown: unknown) => thrown as { code?: string },
      );
      expect({ altered, code: error?.code }).toEqual({ altered, code: "FORBIDDEN" });
    }
    expect((await caller.accounts.verifyEmail(real)).status).toBe("verified");
  });
});

describe("password reset links", () => {
  test("an altered reset token is refused over REST and tRPC; the real one sets the password", async () => {
    const member = await createMember(deps.db);
    const token = `Reset${crypto.randomUUID().replaceAll("-", "")}`;
    await deps.db.insert(passwordResetTokens).values({
      userId: member.id,
      tokenHash: resetTokenHash(token),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const password = "reset-password-5678";
    const body = (candidate: string) => ({
      token: candidate,
      email: member.email,
      password,
      password_confirmation: password,
    });
    const client = new RestClient(app);
    await client.csrf();
    const altered = [` ${token}`, `${token} `, swapCase(token), `${token}=`, `0${token}`];
    for (const candidate of altered) {
      const answer = await client.post("/api/reset-password", body(candidate));
      expect({ candidate, status: answer.status }).toEqual({ candidate, status: 422 });
      const error = await callerFor(deps, null)
        .accounts.resetPassword(body(candidate))
        .then(
          () => null,
          (thrown: unknown) => thrown as { code?: string },
        );
      expect({ candidate, code: error?.code }).toEqual({ candidate, code: "UNPROCESSABLE_CONTENT" });
    }
    const real = await client.post("/api/reset-password", body(token));
    expect(real.status).toBe(200);
  });
});
