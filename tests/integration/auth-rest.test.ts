/**
 * REST contract of the auth slice: Sanctum CSRF flow, register, login, logout, me (docs/product.md §7,
 * docs/api.md "Sessions and CSRF", "Session and account").
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { RestClient, type TestApp, testApp, uniqueEmail } from "../support/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  ({ app } = await testApp());
}, 60_000);

describe("GET /sanctum/csrf-cookie", () => {
  test("answers 204 with an HttpOnly session cookie and a readable XSRF-TOKEN cookie", async () => {
    const response = await app.request("http://localhost:3000/sanctum/csrf-cookie");
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("tasukeai_session="));
    const xsrf = cookies.find((c) => c.startsWith("XSRF-TOKEN="));
    expect(session).toContain("HttpOnly");
    expect(session).toContain("SameSite=Lax");
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toContain("HttpOnly");
    expect(xsrf).toContain("Path=/");
  });
});

describe("CSRF on unsafe calls", () => {
  test("an unsafe /api call without the XSRF header gets 419 before any auth check", async () => {
    const client = new RestClient(app);
    await client.csrf();
    const response = await client.post("/api/auth/logout", undefined, { xsrf: false });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: "CSRF token mismatch.", code: "csrf_mismatch" });
  });

  test("a /trpc mutation without the token gets 419 too", async () => {
    const response = await app.request("http://localhost:3000/trpc/accounts.login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.c", password: "x" }),
    });
    expect(response.status).toBe(419);
  });

  test("a token from another session is refused", async () => {
    const a = new RestClient(app);
    const b = new RestClient(app);
    await a.csrf();
    await b.csrf();
    const stolen = a.cookie("XSRF-TOKEN") ?? "";
    const response = await b.post(
      "/api/auth/login",
      { email: "x@example.com", password: "y" },
      { xsrf: false, headers: { "X-XSRF-TOKEN": stolen } },
    );
    expect(response.status).toBe(419);
  });
});

describe("register, me, logout, login", () => {
  test("the whole journey, with Japanese errors", async () => {
    const client = new RestClient(app);
    const email = uniqueEmail("journey");

    const unauth = await client.get("/api/auth/me");
    expect(unauth.status).toBe(401);
    expect(await unauth.json()).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });

    const registered = await client.register(email, "password-1234", "登録 花子");
    expect(registered.status).toBe(201);
    const body = (await registered.json()) as {
      data: {
        id: number;
        name: string;
        email: string;
        email_verified_at: string | null;
        roles: { name: string }[];
      };
    };
    expect(body.data.name).toBe("登録 花子");
    expect(body.data.email).toBe(email);
    expect(body.data.email_verified_at).toBeNull();
    expect(body.data.roles.map((r) => r.name)).toEqual(["user"]);

    const me = await client.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { id: number } }).data.id).toBe(body.data.id);

    const again = await new RestClient(app).register(email);
    expect(again.status).toBe(422);
    const againBody = (await again.json()) as { errors: Record<string, string[]> };
    expect(againBody.errors.email).toEqual(["このメールアドレスはすでに登録されています。"]);

    const sessionBefore = client.cookie("tasukeai_session");
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    expect(client.cookie("tasukeai_session")).not.toBe(sessionBefore);
    expect((await client.get("/api/auth/me")).status).toBe(401);

    const wrong = await client.login(email, "wrong-password");
    expect(wrong.status).toBe(422);
    const wrongBody = (await wrong.json()) as { message: string; errors: Record<string, string[]> };
    expect(wrongBody.message).toBe("メールアドレスまたはパスワードが正しくありません。");
    expect(wrongBody.errors.email).toEqual(["メールアドレスまたはパスワードが正しくありません。"]);

    const guestToken = client.cookie("tasukeai_session");
    const ok = await client.login(email, "password-1234");
    expect(ok.status).toBe(200);
    expect(client.cookie("tasukeai_session")).not.toBe(guestToken);
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  test("validation errors are Japanese, with the Laravel summary message", async () => {
    const client = new RestClient(app);
    await client.csrf();
    const response = await client.post("/api/auth/register", {
      name: "",
      email: "not-an-email",
      password: "short",
      password_confirmation: "other",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.name).toEqual(["お名前は必須です。"]);
    expect(body.errors.email).toEqual(["メールアドレスの形式が正しくありません。"]);
    expect(body.errors.password).toEqual(["パスワードは8文字以上で入力してください。"]);
    expect(body.message).toBe("お名前は必須です。（その他、3件のエラーあり）");
  });

  test("register accepts multipart with categories[] and region_id as strings", async () => {
    const client = new RestClient(app);
    await client.csrf();
    const form = new FormData();
    form.set("name", "マルチ パート");
    form.set("email", uniqueEmail("multipart"));
    form.set("password", "password-1234");
    form.set("password_confirmation", "password-1234");
    form.set("region_id", "27");
    form.append("categories[]", "1");
    form.append("categories[]", "2");
    const response = await client.post("/api/auth/register", form);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { region_id: number; interests: { id: number }[] } };
    expect(body.data.region_id).toBe(27);
    expect(body.data.interests.map((i) => i.id).sort()).toEqual([1, 2]);
  });

  test("a session cookie that was logged out no longer works", async () => {
    const client = new RestClient(app);
    await client.register(uniqueEmail("replay"));
    const oldCookie = client.cookie("tasukeai_session") ?? "";
    await client.post("/api/auth/logout");
    const replay = await app.request("http://localhost:3000/api/auth/me", {
      headers: { Cookie: `tasukeai_session=${oldCookie}` },
    });
    expect(replay.status).toBe(401);
  });
});

describe("remember me", () => {
  test("a remembered session keeps its 30-day cookies when the client fetches the CSRF cookie again", async () => {
    const client = new RestClient(app);
    const email = uniqueEmail("remember");
    await client.register(email);
    await client.post("/api/auth/logout");
    const login = await client.post("/api/auth/login", { email, password: "password-1234", remember: true });
    expect(login.status).toBe(200);
    const again = await client.csrf();
    const maxAges = again.headers.getSetCookie().map((c) => Number(/Max-Age=(\d+)/.exec(c)?.[1]));
    expect(maxAges).toHaveLength(2);
    for (const maxAge of maxAges) expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });
});

describe("error shapes", () => {
  test("unknown /api route → JSON 404; wrong method → 405 with Allow", async () => {
    const missing = await app.request("http://localhost:3000/api/nothing-here");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toContain("could not be found");

    const client = new RestClient(app);
    await client.csrf();
    const wrongMethod = await client.request("DELETE", "/api/regions");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toContain("GET");
  });
});
