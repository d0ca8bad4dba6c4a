/** REST adapters of the accounts domain: /api/auth/* (spec.md §7), Laravel shapes. */
import { Hono } from "hono";
import { generateSessionToken } from "../../auth/sessions.ts";
import type { AppBindings } from "../../context.ts";
import { coerceFields, readBody } from "../../http/body.ts";
import { secondsUntil, sessionCookies } from "../../http/cookies.ts";
import { requireMember } from "../../http/guards.ts";
import { getSessionUser, login, logout, register } from "./accounts.service.ts";

export const accountsRest = new Hono<AppBindings>();

/** GET /api/auth/me → `{data: user}`; 401 for a visitor. */
accountsRest.get("/auth/me", async (c) => {
  const viewer = requireMember(c);
  return c.json({ data: await getSessionUser(c.get("deps").db, viewer.id) });
});

/** POST /api/auth/register (multipart or JSON) → 201 `{data: user}` and session cookies. */
accountsRest.post("/auth/register", async (c) => {
  const { db, env } = c.get("deps");
  const state = c.get("state");
  const body = coerceFields(await readBody(c), { integers: ["region_id"], integerArrays: ["categories"] });
  const issued = await register(db, body, { ipAddress: state.ipAddress, userAgent: state.userAgent });
  for (const cookie of sessionCookies(env, issued.token, secondsUntil(issued.session.expiresAt))) {
    c.header("Set-Cookie", cookie, { append: true });
  }
  return c.json({ data: await getSessionUser(db, issued.userId) }, 201);
});

/** POST /api/auth/login {email, password, remember} → `{data: user}` and new cookies; 422 on failure. */
accountsRest.post("/auth/login", async (c) => {
  const { db, env } = c.get("deps");
  const state = c.get("state");
  const body = coerceFields(await readBody(c), { booleans: ["remember"] });
  const issued = await login(db, body, { ipAddress: state.ipAddress, userAgent: state.userAgent });
  for (const cookie of sessionCookies(env, issued.token, secondsUntil(issued.session.expiresAt))) {
    c.header("Set-Cookie", cookie, { append: true });
  }
  return c.json({ data: await getSessionUser(db, issued.userId) });
});

/** POST /api/auth/logout → 204; the session ends and a fresh visitor token and XSRF cookie are set. */
accountsRest.post("/auth/logout", async (c) => {
  const { db, env } = c.get("deps");
  const viewer = requireMember(c);
  await logout(db, viewer.sessionId);
  for (const cookie of sessionCookies(env, generateSessionToken()))
    c.header("Set-Cookie", cookie, { append: true });
  return c.body(null, 204);
});
