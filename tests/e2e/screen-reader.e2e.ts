/**
 * What a screen reader hears (docs/product.md §2 Thread show, §11 Notifications): the thread's scrolling area is
 * named and reached by Tab; a message from the partner that arrives while the thread is open is announced once in a
 * polite live region (the messages there when the page opened are not); a new notification while a page is open is
 * announced by the bell's live region with the unread count.
 */
import { expect, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { logIn } from "./support/shell.ts";

const PASSWORD = "reader-pass-1234";

test("a message and a notification that arrive while the page is open are announced once", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const readerEmail = uniqueEmail("sr-reader");
  const reader = await verifiedMember(base, readerEmail, PASSWORD, "読み上げ 利用者");
  const writer = await verifiedMember(base, uniqueEmail("sr-writer"), PASSWORD, "近所の 佐藤");
  const readerId = ((await (await reader.api.get("/api/auth/me")).json()) as { data: { id: number } }).data
    .id;
  const writerHeaders = async () => ({ "X-XSRF-TOKEN": await writer.xsrf() });
  const opened = await writer.api.post("/api/threads", {
    headers: await writerHeaders(),
    data: { user_id: readerId },
  });
  const threadId = ((await opened.json()) as { id: number }).id;
  await writer.api.post(`/api/threads/${threadId}/messages`, {
    headers: await writerHeaders(),
    data: { body: "はじめまして" },
  });

  await logIn(page, readerEmail, PASSWORD, { until: "user-menu" });
  await page.goto(`/threads/${threadId}`);
  await expect(page.getByText("はじめまして")).toBeVisible();
  const threadNews = page.locator(".thread > [aria-live='polite']");
  await expect(threadNews).toHaveText("");
  // The scrolling area has a name and takes the keyboard focus.
  const area = page.getByRole("region", { name: copy.threads.scrollAreaLabel });
  await area.focus();
  await expect(area).toBeFocused();

  await writer.api.post(`/api/threads/${threadId}/messages`, {
    headers: await writerHeaders(),
    data: { body: "明日の10時はいかがですか" },
  });
  await expect(
    page.locator(".message__bubble").filter({ hasText: "明日の10時はいかがですか" }),
  ).toBeVisible();
  await expect(threadNews).toHaveText(copy.threads.announceNew(1));

  // The reader's own message is not news.
  await page.getByRole("textbox", { name: copy.threads.composerLabel }).fill("大丈夫です");
  await page.getByRole("button", { name: copy.threads.send, exact: true }).click();
  await expect(page.locator(".message__bubble").filter({ hasText: "大丈夫です" })).toBeVisible();
  await expect(threadNews).toHaveText(copy.threads.announceNew(1));

  // A notification while the page is open: the bell says so once, with the count.
  const bell = page.getByTestId("notification-bell").first();
  const bellNews = page.locator(".notification-bell + [aria-live='polite']").first();
  const unread = async () =>
    ((await (await reader.api.get("/api/notifications/unread-count")).json()) as { unreadCount: number })
      .unreadCount;
  const before = await unread();
  await expect(bell).toContainText(
    before > 0 ? copy.notifications.bellUnread(before) : copy.notifications.bell,
  );
  const followed = await writer.api.post(`/api/follows/${readerId}`, { headers: await writerHeaders() });
  expect(followed.ok()).toBe(true);
  await expect(bellNews).toHaveText(copy.notifications.announceNew(before + 1));
  await expect(bell).toContainText(copy.notifications.bellUnread(before + 1));
  await reader.api.dispose();
  await writer.api.dispose();
});
