/**
 * Leaving as the partner meets it (docs/product.md §4 Leaving, §2 Thread show): A and B talk in a thread about
 * B's request, which B marked やりとり中; A keeps the thread open on a phone (390×844, touch) and on a desktop
 * (1280×800). B deletes their account in account settings. Without a reload both of A's screens say
 * 相手が退会したため、このスレッドには送信できません。 where the composer was, the partner reads 削除されたユーザー,
 * B's phone number reads ●●● and the request stays at the top, 締め切り. Sending over the API is refused with the
 * same words. Screenshots go to test-results/screens/leaving-*.png.
 */
import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { DESKTOP, logIn, PHONE } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "leaving-pass-1234";

/** A verified member made over REST: the client, its XSRF reader, the e-mail and the member's id. */
async function member(baseURL: string, name: string) {
  const email = uniqueEmail("leaving");
  const client = await verifiedMember(baseURL, email, PASSWORD, name);
  const me = (await (await client.api.get("/api/auth/me")).json()) as { data: { id: number } };
  return { ...client, email, id: me.data.id };
}

/** A JSON call of `client` with the XSRF header of the Sanctum flow; the answer's status and body. */
async function call(
  client: { api: APIRequestContext; xsrf: () => Promise<string> },
  method: "POST" | "PATCH",
  path: string,
  data: unknown,
) {
  const response = await client.api.fetch(path, {
    method,
    data,
    headers: { "X-XSRF-TOKEN": await client.xsrf() },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** A browser context of A at one size (the phone one with touch), signed in, the thread open and its composer ready. */
async function threadOpen(browser: Browser, email: string, threadId: number, size: "phone" | "desktop") {
  const context = await browser.newContext(
    size === "phone" ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP },
  );
  const page = await context.newPage();
  await logIn(page, email, PASSWORD);
  await page.goto(`/threads/${threadId}`);
  await expect(page.getByRole("textbox", { name: copy.threads.composerLabel })).toBeVisible();
  return { context, page };
}

/** The thread as A sees it once B left: the notice instead of the composer, B gone, the number masked. */
async function expectLeft(page: Page): Promise<void> {
  await expect(page.getByText(copy.threads.partnerLeft)).toBeVisible();
  await expect(page.getByRole("textbox", { name: copy.threads.composerLabel })).toHaveCount(0);
  await expect(page.getByRole("button", { name: copy.threads.send })).toHaveCount(0);
  await expect(page.locator(".thread__header").getByText(copy.post.deletedUser)).toBeVisible();
  await expect(page.getByText("電話は●●●です")).toBeVisible();
  await expect(page.getByText("090-1234-5678")).toHaveCount(0);
}

test("when B deletes their account, A's open thread says B left and offers no composer, on a phone and a desktop", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const a = await member(base, "相手 タロウ");
  const b = await member(base, "退会 ハナコ");

  // B's request, a thread about it opened by A, marked やりとり中, and a few messages.
  const categories = (await (await b.api.get("/api/categories")).json()) as {
    data: { children: { id: number }[] }[];
  };
  const regions = (await (await b.api.get("/api/regions")).json()) as {
    data: { id: number; slug: string }[];
  };
  const created = await call(b, "POST", "/api/posts", {
    title: "本棚の組み立てを手伝ってください",
    body: "土曜の午後に2時間ほど。工具はあります。",
    category_id: categories.data[0]?.children[0]?.id,
    region_id: regions.data.find((region) => region.slug === "tokyo")?.id,
    is_public: 1,
  });
  expect(created.status).toBe(201);
  const postId = (created.body.data as { id: number }).id;
  const opened = await call(a, "POST", "/api/threads", { user_id: b.id, post_id: postId });
  const threadId = opened.body.id as number;
  expect((await call(b, "PATCH", `/api/posts/${postId}/status`, { status: "in_progress" })).status).toBe(200);
  expect(
    (await call(a, "POST", `/api/threads/${threadId}/messages`, { body: "お手伝いできます。" })).status,
  ).toBe(201);
  expect(
    (await call(b, "POST", `/api/threads/${threadId}/messages`, { body: "ありがとうございます！" })).status,
  ).toBe(201);
  expect(
    (await call(b, "POST", `/api/threads/${threadId}/messages`, { body: "電話は090-1234-5678です" })).status,
  ).toBe(201);

  // A has the thread open on a phone and on a desktop.
  const phone = await threadOpen(browser, a.email, threadId, "phone");
  const desktop = await threadOpen(browser, a.email, threadId, "desktop");

  // B deletes the account from account settings.
  const bContext = await browser.newContext({ viewport: DESKTOP });
  const bPage = await bContext.newPage();
  await logIn(bPage, b.email, PASSWORD);
  await bPage.goto("/account/settings");
  // The section says what goes and what stays before B confirms.
  const section = bPage.locator("section", { has: bPage.locator("#settings-delete") });
  await expect(section.getByText(copy.settings.deleteLead)).toBeVisible();
  await section.screenshot({ path: "test-results/screens/leaving-settings-delete-desktop.png" });
  await bPage.locator("#settings-delete-password").fill(PASSWORD);
  bPage.once("dialog", (dialog) => void dialog.accept());
  await bPage.getByRole("button", { name: copy.settings.deleteButton }).click();
  await expect(bPage.getByText(copy.settings.deleted)).toBeVisible();
  await bContext.close();

  // Both of A's screens change without a reload.
  for (const { page } of [phone, desktop]) {
    await expectLeft(page);
    // The request B marked やりとり中 stays, closed, at the top of the thread.
    await expect(page.getByText("本棚の組み立てを手伝ってください")).toBeVisible();
    await expect(page.getByText(copy.requests.status.closed).first()).toBeVisible();
  }
  await phone.page.screenshot({ path: "test-results/screens/leaving-thread-phone.png" });
  await desktop.page.screenshot({ path: "test-results/screens/leaving-thread-desktop.png" });

  // After a reload the thread says the same; sending over the API is refused in Japanese.
  await phone.page.reload();
  await expectLeft(phone.page);
  const refused = await call(a, "POST", `/api/threads/${threadId}/messages`, { body: "まだいますか" });
  expect(refused).toEqual({ status: 403, body: { message: copy.threads.partnerLeft, code: "partner_left" } });

  for (const context of [phone.context, desktop.context]) await context.close();
  for (const client of [a, b]) await client.api.dispose();
});
