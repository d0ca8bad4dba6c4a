/**
 * 日程調整 journey (docs/product.md "日程調整") at phone size (390×844), two members in two browser contexts: the
 * author proposes 3 slots in the thread about their request, the helper accepts the second, both see the 予定 at
 * the top of the thread (the author's open page live, through the notification's event) and download its .ics
 * (parsed here: DTSTART in Asia/Tokyo, SUMMARY, URL); the author is told in-app; the 予定 is on マイページ; a last-minute cancellation by the helper (reason dialog) shows on the
 * helper's profile as 直前キャンセル・不在 1回. The reminders' timing cannot be advanced in the e2e server (its job
 * queue runs on its own clock, and no test hook exists there): they are covered by
 * tests/integration/appointments.test.ts, which advances the queue's time.
 */
import { readFileSync } from "node:fs";
import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { logIn, restApi, shot } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "demo-pass-1234";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const a = appointmentsCopy;

async function phoneMember(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  await logIn(page, email, PASSWORD);
  return page;
}

/** `YYYY-MM-DDTHH:mm` in Japan, `days` from today at `hour`:00 (a datetime-local value). */
function japanLocal(days: number, hour: number): string {
  const day = new Date(Date.now() + 9 * 3600 * 1000 + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

/** The VEVENT properties of an .ics text (lines unfolded), by name with parameters. */
function parseIcs(text: string): Map<string, string> {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const event = unfolded.slice(unfolded.indexOf("BEGIN:VEVENT"), unfolded.indexOf("END:VEVENT"));
  const props = new Map<string, string>();
  for (const line of event.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) props.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return props;
}

/** Downloads the 予定's .ics from the thread page and parses it. */
async function downloadIcs(page: Page): Promise<{ text: string; props: Map<string, string> }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: a.panel.ics }).click(),
  ]);
  const path = await download.path();
  const text = readFileSync(path, "utf8");
  return { text, props: parseIcs(text) };
}

test("the author proposes 3 slots, the helper accepts one, both get the .ics; a late cancellation shows on the profile", async ({
  browser,
}) => {
  const author = await phoneMember(browser, "user09@example.com");
  const helper = await phoneMember(browser, "user10@example.com");
  const authorMe = (await restApi(author, "GET", "/api/auth/me")) as { data: { id: number } };
  const helperMe = (await restApi(helper, "GET", "/api/auth/me")) as { data: { id: number; name: string } };

  // The author's request; the helper opens the thread about it.
  const categories = (await restApi(author, "GET", "/api/categories")) as {
    data: { id: number; children: { id: number }[] }[];
  };
  const regions = (await restApi(author, "GET", "/api/regions")) as { data: { id: number }[] };
  const title = "網戸の張り替え, 手伝ってください";
  const post = (await restApi(author, "POST", "/api/posts", {
    title,
    body: "網戸2枚の張り替えです。道具はあります。",
    category_id: categories.data[0]?.children[0]?.id,
    region_id: regions.data[0]?.id,
    is_public: 1,
  })) as { data: { id: number } };
  const opened = (await restApi(helper, "POST", "/api/threads", {
    user_id: authorMe.data.id,
    post_id: post.data.id,
  })) as { id: number };
  const threadId = opened.id;

  // The author proposes three slots in the thread.
  await author.goto(`/threads/${threadId}`);
  await author.getByRole("button", { name: a.panel.formToggle }).click();
  const slots = [japanLocal(3, 10), japanLocal(4, 14), japanLocal(5, 16)];
  const form = author.locator(".appointment-form");
  for (const [index, value] of slots.entries()) {
    const group = form.getByRole("group", { name: a.panel.slotLabel(index + 1) });
    await group.getByLabel(a.fields.starts_at).fill(value);
    await group.getByLabel(a.panel.placeLabel).fill(index === 1 ? "現地" : "駅前");
  }
  await shot(author, "appointments-form-phone", { fullPage: false });
  await form.getByRole("button", { name: a.panel.submit }).click();
  await expect(author.getByText(a.panel.proposedByMe)).toBeVisible();
  await shot(author, "appointments-proposed-phone", { fullPage: false });

  // The helper sees the slots as buttons and accepts the second.
  await helper.goto(`/threads/${threadId}`);
  await expect(helper.getByText(a.panel.proposedByPartner)).toBeVisible();
  const choices = helper.getByRole("button", { name: new RegExp(`^${a.panel.choose}`) });
  await expect(choices).toHaveCount(3);
  await shot(helper, "appointments-choose-phone", { fullPage: false });
  await choices.nth(1).click();
  const confirmed = helper.getByRole("region", { name: a.panel.heading });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toContainText("14:00");
  await expect(confirmed).toContainText("現地");
  await shot(helper, "appointments-confirmed-phone", { fullPage: false });

  // The author sees the 予定 too, live: the helper's answer arrives as a notification over the stream.
  await expect(author.getByRole("region", { name: a.panel.heading })).toContainText("14:00");

  // Both download the .ics: 14:00 in Japan on the chosen day, the request's title, the thread's address.
  const expectedStart = `${slots[1]?.slice(0, 10).replace(/-/g, "")}T140000`;
  for (const page of [author, helper]) {
    const { text, props } = await downloadIcs(page);
    expect(text).toContain("TZID:Asia/Tokyo");
    expect(props.get("DTSTART;TZID=Asia/Tokyo")).toBe(expectedStart);
    expect(props.get("SUMMARY")).toBe("網戸の張り替え\\, 手伝ってください");
    expect(props.get("URL")).toMatch(new RegExp(`/threads/${threadId}$`));
    expect(props.get("LOCATION")).toBe("現地");
  }

  // The author was told in-app that the helper confirmed.
  await author.goto("/notifications");
  await expect(author.getByText(a.notice.confirmed(helperMe.data.name))).toBeVisible();

  // マイページ lists the 予定.
  await helper.goto("/mypage");
  const list = helper.getByRole("region", { name: a.mypage.heading });
  await expect(list).toContainText("14:00");
  await expect(list).toContainText(title);
  await shot(helper, "appointments-mypage-phone");

  // A second 予定 five hours ahead; the helper cancels it from the thread: a 直前キャンセル.
  const soon = new Date(Date.now() + 5 * 3600 * 1000).toISOString();
  const second = (await restApi(author, "POST", `/api/threads/${threadId}/appointments`, {
    slots: [{ starts_at: soon, place: "駅前" }],
  })) as { data: { id: number } };
  await restApi(helper, "POST", `/api/appointments/${second.data.id}/accept`, { slot: 0 });
  await helper.goto(`/threads/${threadId}`);
  const cards = helper.getByRole("region", { name: a.panel.heading });
  await expect(cards).toHaveCount(2);
  // The sooner one is listed first (newest id first in the thread: the second proposal).
  await cards.first().getByRole("button", { name: a.panel.cancel }).click();
  const dialog = helper.getByRole("dialog", { name: a.panel.cancelDialogTitle });
  await expect(dialog.getByText(a.panel.cancelLate)).toBeVisible();
  await dialog.getByRole("radio", { name: a.reasons.sick }).check();
  await shot(helper, "appointments-cancel-dialog-phone", { fullPage: false });
  await dialog.getByRole("button", { name: a.panel.cancelSubmit }).click();
  await expect(dialog).toBeHidden();
  await expect(helper.getByRole("region", { name: a.panel.heading })).toHaveCount(1);

  // The helper's profile shows the trace beside the ratings.
  await author.goto(`/profile/${helperMe.data.id}`);
  await expect(author.getByText(a.profileCount(1))).toBeVisible();
  await shot(author, "appointments-profile-phone");
  await author.setViewportSize(DESKTOP);
  await author.goto(`/threads/${threadId}`);
  await expect(author.getByRole("region", { name: a.panel.heading })).toHaveCount(1);
  await shot(author, "appointments-thread-desktop", { fullPage: false });
});
