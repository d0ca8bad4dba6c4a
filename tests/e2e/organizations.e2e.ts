/**
 * Organisations that vouch in Chromium (docs/product.md "Organisations"), phone first (390×844): an administrator
 * creates 世田谷区社会福祉協議会 and invites its owner by e-mail; the owner opens the mailed link, accepts, and
 * vouches for a helper met in person from the helper's profile; the helper's profile then shows
 * 「世田谷区社会福祉協議会 確認済み」 linking to the organisation's page, which counts one checked helper.
 * Then category requirements and hours: a category that asks for 団体確認 refuses an unchecked member (the post page
 * says what is needed and where to get it) and accepts a checked one; the checked author's card shows who checked
 * them; resolving records 2 hours, which the helper's profile shows as 活動時間; the helper removes the check from their
 * own profile; the dashboard counts it (chart, tables) and its CSV downloads with a BOM. Then 代理投稿: a staff member
 * posts for a resident from the staff page, a helper writes about it on a phone, the staff answer from the shared
 * inbox as the organisation and the helper sees it live; the staff resolve it with 2 hours and the dashboard counts it.
 * Screenshots at both sizes go to test-results/screens/organizations-*.png.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { apiClient, uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { linkIn, waitForMail } from "./support/mail.ts";
import { DESKTOP, logIn, PHONE, restApi, shot } from "./support/shell.ts";

const o = organizationsCopy;
const NAME = "世田谷区社会福祉協議会";
const PASSWORD = "org-journey-pass-1234";

/** A small logo on a transparent ground, as PNG bytes (drawn with sharp from an SVG). */
async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><circle cx="60" cy="60" r="50" fill="#0a7a5a"/><circle cx="60" cy="60" r="18" fill="#fff"/><rect x="130" y="40" width="100" height="40" rx="8" fill="#0a7a5a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Over REST: the administrator signed in, a verified organisation `name` in Tokyo, and a verified member who joined
 * it as `role` through the mailed invitation (signed in).
 */
async function organizationWithMember(
  base: string,
  name: string,
  person: { email: string; name: string; role: "owner" | "staff" },
) {
  const admin = await apiClient(base);
  await admin.api.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": await admin.xsrf() },
    data: { email: "admin@example.com", password: "admin-pass-1234" },
  });
  const regions = (await (await admin.api.get("/api/regions")).json()) as {
    data: { id: number; slug: string }[];
  };
  const tokyo = regions.data.find((region) => region.slug === "tokyo")?.id;
  const created = await admin.api.post("/api/admin/organizations", {
    headers: { "X-XSRF-TOKEN": await admin.xsrf() },
    data: { name, kind: "social_welfare_council", region_id: tokyo, verified: true },
  });
  expect(created.status()).toBe(201);
  const org = ((await created.json()) as { data: { id: number; slug: string } }).data;
  const member = await verifiedMember(base, person.email, PASSWORD, person.name);
  await admin.api.post(`/api/organizations/${org.id}/invitations`, {
    headers: { "X-XSRF-TOKEN": await admin.xsrf() },
    data: { email: person.email, role: person.role },
  });
  const invitation = linkIn(await waitForMail(person.email, /スタッフへの招待/), "/org-invitations/");
  const token = decodeURIComponent(new URL(invitation).pathname.split("/").at(-1) ?? "");
  await member.api.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": await member.xsrf() },
    data: { email: person.email, password: PASSWORD },
  });
  const accepted = await member.api.post(
    `/api/organization-invitations/${encodeURIComponent(token)}/accept`,
    {
      headers: { "X-XSRF-TOKEN": await member.xsrf() },
    },
  );
  expect(accepted.status()).toBe(200);
  return { admin, org, tokyo, member };
}

/** Screenshots at the phone and desktop sizes, checking the phone page does not scroll sideways. */
async function shootBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await shot(page, `organizations-${name}-desktop`, { fromTop: true });
  await page.setViewportSize(PHONE);
  await shot(page, `organizations-${name}-phone`, { fromTop: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an administrator creates 世田谷区社会福祉協議会, its owner accepts and vouches for a helper", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail("shakyo-owner");
  const helperEmail = uniqueEmail("helper");
  await verifiedMember(baseURL ?? "", ownerEmail, PASSWORD, "社協 管理者");
  const helperClient = await verifiedMember(baseURL ?? "", helperEmail, PASSWORD, "近所 手伝い");
  await helperClient.api.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": await helperClient.xsrf() },
    data: { email: helperEmail, password: PASSWORD },
  });
  const me = (await (await helperClient.api.get("/api/auth/me")).json()) as { data: { id: number } };
  const helperId = me.data.id;

  // The administrator creates the organisation on a phone.
  await page.setViewportSize(PHONE);
  await logIn(page, "admin@example.com", "admin-pass-1234", { until: "user-menu" });
  await page.goto("/admin/organizations");
  await expect(page.getByRole("heading", { name: o.page.adminTitle, level: 1 })).toBeVisible();
  await page.locator("#org-name").fill(NAME);
  await page.locator("#org-kind").selectOption("social_welfare_council");
  await page.locator("#org-region").selectOption({ label: "東京都" });
  await page.locator("#org-codes").fill("131121");
  await page.locator("#org-description").fill("世田谷区のボランティア活動を応援しています。");
  await page.locator("#org-contact").fill("03-0000-0000（平日9時〜17時）");
  await page.getByRole("button", { name: o.page.create }).click();
  const row = page.locator(".org-admin-row", { hasText: NAME }).first();
  await expect(row.getByRole("link", { name: NAME })).toBeVisible();
  // … gives it its logo (a PNG with transparency; the server re-encodes it), shown at once.
  await row.getByLabel(`${NAME} ${o.logo.label}`).setInputFiles({
    name: "setagaya-logo.png",
    mimeType: "image/png",
    buffer: await logoPng(),
  });
  await expect(page.getByText(o.logo.saved)).toBeVisible();
  await expect(row.getByRole("img", { name: o.logo.alt(NAME) })).toBeVisible();
  await shootBoth(page, "admin");

  // … and invites its owner, who receives the signed link.
  await page.setViewportSize(PHONE);
  await row.getByLabel(o.page.ownerEmail).fill(ownerEmail);
  await row.getByRole("button", { name: o.page.invite }).click();
  await expect(page.getByText(o.page.invited)).toBeVisible();
  const mail = await waitForMail(ownerEmail, /スタッフへの招待/);
  expect(mail.text).toContain(NAME);
  const invitation = new URL(linkIn(mail, "/org-invitations/"));

  // The owner opens the link, logs in and accepts.
  const ownerContext = await browser.newContext({ viewport: PHONE });
  const owner = await ownerContext.newPage();
  await logIn(owner, ownerEmail, PASSWORD, { until: "user-menu" });
  await owner.goto(invitation.pathname);
  await owner.getByRole("button", { name: o.page.accept }).click();
  await expect(owner.getByRole("heading", { name: o.page.staffTitle(NAME), level: 1 })).toBeVisible();
  await expect(owner.getByText(`${"社協 管理者"}（${o.roles.owner}）`)).toBeVisible();
  await shootBoth(owner, "staff");

  // The owner met the helper in person and vouches for them from the helper's profile.
  await owner.setViewportSize(PHONE);
  await owner.goto(`/profile/${helperId}`);
  await owner.locator("#profile-vouch-method").selectOption("in_person");
  await owner.getByRole("button", { name: o.page.vouchFor(NAME) }).click();
  await expect(owner.getByRole("link", { name: copy.vouchedBadge(NAME) })).toBeVisible();
  await ownerContext.close();

  // Anyone sees it on the helper's profile, linking to the organisation's page.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/profile/${helperId}`);
  const badge = visitor.getByRole("link", { name: `${NAME} 確認済み` });
  await expect(badge).toBeVisible();
  await shootBoth(visitor, "profile");
  await visitor.setViewportSize(PHONE);
  await badge.click();
  await expect(visitor.getByRole("heading", { name: new RegExp(NAME), level: 1 })).toBeVisible();
  await expect(visitor.getByText(o.page.helpers(1))).toBeVisible();
  await expect(visitor.getByText(o.kinds.social_welfare_council, { exact: true })).toBeVisible();
  const logo = visitor.getByRole("img", { name: o.logo.alt(NAME) });
  await expect(logo).toBeVisible();
  // The stored logo is a JPEG the server wrote, not the uploaded file.
  const logoFile = await visitor.request.get((await logo.getAttribute("src")) ?? "");
  expect(logoFile.headers()["content-type"]).toBe("image/jpeg");
  await shootBoth(visitor, "page");
  await visitorContext.close();
});

test("a category that asks for 団体確認 refuses an unchecked member and accepts a checked one; resolving records 2 hours", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? "";
  const r = o.requirements;
  const orgName = "目黒区社会福祉協議会";
  // The organisation and its owner, the request's author and two would-be helpers, set up over REST.
  const {
    admin,
    org,
    tokyo,
    member: owner,
  } = await organizationWithMember(base, orgName, {
    email: uniqueEmail("meguro-owner"),
    name: "目黒 管理者",
    role: "owner",
  });
  const people = {
    author: { email: uniqueEmail("req-author"), name: "依頼 花子" },
    checked: { email: uniqueEmail("req-checked"), name: "確認済み 太郎" },
    unchecked: { email: uniqueEmail("req-unchecked"), name: "未確認 次郎" },
  };
  const ids: Record<string, number> = {};
  for (const [key, person] of Object.entries(people)) {
    const client = await verifiedMember(base, person.email, PASSWORD, person.name);
    await client.api.post("/api/auth/login", {
      headers: { "X-XSRF-TOKEN": await client.xsrf() },
      data: { email: person.email, password: PASSWORD },
    });
    ids[key] = ((await (await client.api.get("/api/auth/me")).json()) as { data: { id: number } }).data.id;
    await client.api.dispose();
  }
  for (const key of ["author", "checked"]) {
    const vouched = await owner.api.post(`/api/organizations/${org.id}/vouches`, {
      headers: { "X-XSRF-TOKEN": await owner.xsrf() },
      data: { user_id: ids[key], method: "in_person" },
    });
    expect(vouched.status()).toBe(201);
  }
  const categories = (await (await admin.api.get("/api/categories")).json()) as {
    data: { slug: string; children: { id: number; slug: string; name: string }[] }[];
  };
  const talk = categories.data
    .flatMap((root) => root.children)
    .find((child) => child.slug === "elderly-talk");
  expect(talk).toBeDefined();
  const categoryId = talk?.id ?? 0;

  try {
    // The administrator asks 団体確認 of whoever answers 話し相手 requests.
    await page.setViewportSize(PHONE);
    await logIn(page, "admin@example.com", "admin-pass-1234", { until: "user-menu" });
    await page.goto("/admin/organizations");
    await expect(page.getByRole("heading", { name: r.adminTitle })).toBeVisible();
    await page.locator(`#requirement-${categoryId}`).selectOption("organization");
    await expect(page.getByText(r.saved(talk?.name ?? "", r.levels.organization))).toBeVisible();
    await page.locator(`#requirement-${categoryId}`).scrollIntoViewIfNeeded();
    await shootBoth(page, "requirements");

    // The author (checked by the organisation) asks for someone to talk with.
    const authorContext = await browser.newContext({ viewport: PHONE });
    const author = await authorContext.newPage();
    await logIn(author, people.author.email, PASSWORD, { until: "user-menu" });
    const title = `話し相手をお願いします ${Date.now().toString(36)}`;
    const posted = await restApi<{ data: { id: number } }>(author, "POST", "/api/posts", {
      title,
      body: "週に一度、30分ほどお茶を飲みながらお話ししてくださる方を探しています。",
      category_id: categoryId,
      region_id: tokyo,
      is_public: 1,
    });
    const postPath = `/post/${posted.data.id}`;

    // Its card on the board shows who checked the author.
    await author.goto("/posts");
    const card = author.locator(".post-card", { hasText: title });
    await expect(card.getByRole("link", { name: copy.vouchedBadge(orgName) })).toBeVisible();

    // An unchecked member is told what is needed and where to get it, and the server refuses the comment.
    const uncheckedContext = await browser.newContext({ viewport: PHONE });
    const unchecked = await uncheckedContext.newPage();
    await logIn(unchecked, people.unchecked.email, PASSWORD, { until: "user-menu" });
    await unchecked.goto(postPath);
    const notice = unchecked.locator(".answer-requirement");
    await expect(notice).toContainText(r.notice);
    await expect(notice.getByRole("link", { name: orgName })).toBeVisible();
    await unchecked.getByLabel(copy.postDetail.commentLabel).fill("お話し相手になれます");
    await unchecked.getByRole("button", { name: copy.postDetail.commentSubmit }).click();
    await expect(unchecked.getByText(o.verificationRequired)).toBeVisible();
    await shootBoth(unchecked, "requirement-refused");
    await uncheckedContext.close();

    // The checked member comments.
    const checkedContext = await browser.newContext({ viewport: PHONE });
    const checked = await checkedContext.newPage();
    await logIn(checked, people.checked.email, PASSWORD, { until: "user-menu" });
    await checked.goto(postPath);
    await checked.getByLabel(copy.postDetail.commentLabel).fill("毎週水曜の午後に伺えます");
    await checked.getByRole("button", { name: copy.postDetail.commentSubmit }).click();
    await expect(checked.locator(".comment", { hasText: "毎週水曜の午後に伺えます" })).toBeVisible();

    // The author resolves it naming the helper, with the 2 hours they gave; the helper's profile shows 活動時間.
    await author.goto(postPath);
    await author.locator("#request-status").selectOption("resolved");
    await author.locator("#request-helper").selectOption(String(ids.checked));
    await author.locator("#request-hours").selectOption("2");
    await author.getByRole("button", { name: copy.requests.ui.statusSave }).click();
    await expect(author.locator(".request-panel .status-badge--resolved")).toBeVisible();
    await checked.goto(`/profile/${ids.checked}`);
    await expect(checked.getByText(copy.requests.ui.hoursGiven(2))).toBeVisible();
    await shootBoth(checked, "hours");

    // The helper sees who checked them on their own profile and removes it.
    await checked.setViewportSize(PHONE);
    await expect(checked.getByRole("heading", { name: o.page.myVouchesTitle })).toBeVisible();
    checked.once("dialog", (dialog) => void dialog.accept());
    await checked.getByRole("button", { name: o.page.removeMineLabel(orgName) }).click();
    await expect(checked.getByText(o.page.removedMine)).toBeVisible();
    await expect(checked.getByRole("link", { name: copy.vouchedBadge(orgName) })).toHaveCount(0);

    // The dashboard counts it: the request opened and resolved this month, 2 hours; the CSV opens in Excel (BOM).
    const st = o.stats;
    await page.goto(`/orgs/${org.slug}/dashboard`);
    await expect(page.getByRole("heading", { name: st.title(orgName), level: 1 })).toBeVisible();
    const totals = page.locator(".org-stats__totals");
    await expect(totals).toContainText(st.hours(2));
    await expect(page.getByRole("img", { name: /月別の依頼と解決のグラフ/ })).toBeVisible();
    const month = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7);
    const monthRow = page.locator(".org-stats__table tr", {
      has: page.getByRole("rowheader", { name: month }),
    });
    await expect(monthRow).toBeVisible();
    await shootBoth(page, "dashboard");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: st.download }).click();
    const file = await (await download).path();
    const bytes = await import("node:fs/promises").then((fs) => fs.readFile(file));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8").split("\r\n")[0]).toBe(st.csvHeader.join(","));
    await authorContext.close();
    await checkedContext.close();
  } finally {
    // Other journeys comment on 話し相手 requests: the category asks nothing again.
    await admin.api.put(`/api/admin/categories/${categoryId}/requirement`, {
      headers: { "X-XSRF-TOKEN": await admin.xsrf() },
      data: { level: null },
    });
    await admin.api.dispose();
    await owner.api.dispose();
  }
});

test("staff post a request for a resident from the staff page; a helper writes about it; the staff answer from the shared inbox as the organisation and resolve it with 2 hours", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? "";
  const orgName = "品川区社会福祉協議会";
  const title = "買い物の付き添いをお願いしたい";
  const p = o.proxy;
  const staffEmail = uniqueEmail("shinagawa-staff");
  const {
    admin,
    org,
    tokyo,
    member: staff,
  } = await organizationWithMember(base, orgName, {
    email: staffEmail,
    name: "品川 職員",
    role: "staff",
  });
  await staff.api.dispose();
  await admin.api.dispose();

  // The staff member posts for the resident from the staff page, on a desktop in the office.
  const office = await browser.newContext({ viewport: DESKTOP });
  const desk = await office.newPage();
  await logIn(desk, staffEmail, PASSWORD, { until: "user-menu" });
  await desk.goto(`/orgs/${org.slug}/staff`);
  await desk.getByRole("link", { name: p.post }).click();
  await expect(desk.getByRole("heading", { name: p.createTitle(orgName), level: 1 })).toBeVisible();
  await expect(desk.getByRole("note")).toHaveText(p.createNotice(orgName));
  // The organisation's prefecture is chosen already.
  await expect(desk.locator("#post-region")).toHaveValue(String(tokyo));
  await desk.locator("#post-title").fill(title);
  await desk
    .locator("#post-body")
    .fill("足の悪い一人暮らしの方です。週に一度、近所のスーパーまで一緒に歩いてくださる方を探しています。");
  await desk.locator("#post-category").selectOption({ label: "家具の移動" });
  await shot(desk, "organizations-proxy-create-desktop", { fromTop: true });
  expect(await seriousViolations(desk)).toEqual([]);
  await desk.getByRole("button", { name: copy.post.publish }).click();
  await expect(desk).toHaveURL(/\/post\/\d+$/);
  const postId = Number(new URL(desk.url()).pathname.split("/").at(-1));
  await expect(desk.getByRole("link", { name: copy.postedOnBehalf(orgName) })).toBeVisible();
  // The staff act as its author: no message to themselves, the author's edit link instead.
  await expect(desk.getByRole("button", { name: copy.postDetail.messageAuthor })).toHaveCount(0);
  await expect(desk.getByRole("link", { name: copy.post.edit })).toBeVisible();

  // What the dashboard counts before the request is resolved (the area is the prefecture: others' requests count too).
  const st = o.stats;
  const resolvedCount = desk
    .locator(".org-stats__totals div", { has: desk.getByText(st.resolved, { exact: true }) })
    .locator("dd");
  await desk.goto(`/orgs/${org.slug}/dashboard`);
  const resolvedBefore = Number(await resolvedCount.textContent());

  // The organisation's page lists it among its open requests.
  await desk.goto(`/orgs/${org.slug}`);
  await expect(desk.getByRole("heading", { name: o.page.requests, level: 2 })).toBeVisible();
  await expect(desk.getByRole("link", { name: title })).toBeVisible();

  // A helper reads it as the organisation's request and writes to its author on a phone.
  const helperEmail = uniqueEmail("shinagawa-helper");
  await verifiedMember(base, helperEmail, PASSWORD, "近所の 手伝い");
  await page.setViewportSize(PHONE);
  await logIn(page, helperEmail, PASSWORD, { until: "user-menu" });
  await page.goto(`/post/${postId}`);
  const byline = page.getByRole("link", { name: copy.postedOnBehalf(orgName) });
  await expect(byline).toBeVisible();
  await expect(byline).toHaveAttribute("href", `/orgs/${org.slug}`);
  await shootBoth(page, "proxy-post");
  await page.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  const composer = page.getByRole("textbox", { name: copy.threads.composerLabel });
  await expect(composer).toBeVisible();
  await composer.fill("金曜の午後でしたら付き添えます。");
  await page.getByRole("button", { name: copy.threads.send }).click();
  await expect(page.getByText("金曜の午後でしたら付き添えます。")).toBeVisible();

  // The staff member finds it in the shared inbox, unread, and answers as the organisation.
  await desk.goto(`/orgs/${org.slug}/staff`);
  await desk.getByRole("link", { name: p.inbox }).click();
  await expect(desk.getByRole("heading", { name: p.inboxTitle(orgName), level: 1 })).toBeVisible();
  const row = desk.getByRole("link", { name: /近所の 手伝い/ });
  await expect(row).toContainText(title);
  await shot(desk, "organizations-proxy-inbox-desktop", { fromTop: true });
  expect(await seriousViolations(desk)).toEqual([]);
  await row.click();
  const inboxThread = desk.getByRole("region", { name: p.threadLabel("近所の 手伝い") });
  await expect(inboxThread.getByText("金曜の午後でしたら付き添えます。")).toBeVisible();
  await expect(desk.getByText(p.replyAs(orgName))).toBeVisible();
  await desk
    .getByRole("textbox", { name: copy.threads.composerLabel })
    .fill("ありがとうございます。ご本人にお伝えします。");
  await desk.getByRole("button", { name: copy.threads.send }).click();
  await expect(inboxThread.getByText("ありがとうございます。ご本人にお伝えします。")).toBeVisible();
  await shot(desk, "organizations-proxy-inbox-thread-desktop", { fullPage: false });
  expect(await seriousViolations(desk)).toEqual([]);

  // The helper's open thread shows the answer live, from the organisation.
  await expect(page.getByText("ありがとうございます。ご本人にお伝えします。")).toBeVisible();
  await expect(page.getByRole("region", { name: copy.threads.messagesLabel(orgName) })).toBeVisible();
  await shootBoth(page, "proxy-thread");

  // The staff mark it resolved, naming the helper with the 2 hours they gave; the dashboard counts it and the CSV opens.
  await desk.goto(`/post/${postId}`);
  await desk.locator("#request-status").selectOption("resolved");
  await desk.locator("#request-helper").selectOption({ label: "近所の 手伝い" });
  await desk.locator("#request-hours").selectOption("2");
  await desk.getByRole("button", { name: copy.requests.ui.statusSave }).click();
  await expect(desk.locator(".request-panel .status-badge--resolved")).toBeVisible();
  await desk.goto(`/orgs/${org.slug}/dashboard`);
  await expect(resolvedCount).toHaveText(String(resolvedBefore + 1));
  const download = desk.waitForEvent("download");
  await desk.getByRole("link", { name: st.download }).click();
  const csv = await import("node:fs/promises").then(async (fs) =>
    fs.readFile((await (await download).path()) ?? ""),
  );
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

  // The inbox on a phone: the thread reads as answered.
  await desk.setViewportSize(PHONE);
  await desk.goto(`/orgs/${org.slug}/inbox`);
  await expect(desk.getByRole("link", { name: /近所の 手伝い/ })).toBeVisible();
  await shot(desk, "organizations-proxy-inbox-phone", { fromTop: true });
  expect(await seriousViolations(desk)).toEqual([]);
  await office.close();
});
