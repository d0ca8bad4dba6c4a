/**
 * Every empty text of docs/product.md §2 and every error of docs/product.md §8 (plus the toggle errors of §4 and the thread
 * refusal of §6) is reachable and shown where the spec says. Empty texts come from real empty data
 * where the demo board has it (a brand-new member, a keyword nothing matches) and otherwise from an answer with
 * an empty list; errors come from the procedure answering with the failure the spec names (a 500, a 404, a 419,
 * a 400, a 429), with the other calls of the page left alone (support/shell.ts). The words come from
 * src/shared/copy.ts, which tests/unit/copy-catalogue.test.ts holds to the spec's exact texts.
 */
import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { answerProcedure, DESKTOP, failProcedure, logIn, resetProcedures, restApi } from "./support/shell.ts";

test.use({ viewport: DESKTOP, actionTimeout: 15_000 });

// A failed read is retried twice by design (1 s, then 2 s: src/client/app/app-providers.tsx) before its error text
// shows, so a failure text may take over 3 s on a busy machine: wait for it longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/** A keyword no demo request contains. */
const NOTHING = "ぬぽゃ存在しない語";

/** Asserts `text` is visible inside `where` (as the whole text of an element, or within a combined alert). */
async function shows(where: Locator, text: string, options: { within?: boolean } = {}): Promise<void> {
  await expect(where.getByText(text, { exact: !options.within }).first()).toBeVisible();
}

const main = (page: Page) => page.locator("main");
const errorBox = (page: Page) => page.locator(".error-box");
const flash = (page: Page) => page.locator(".flash-viewport");
const homeSection = (page: Page, heading: string) => page.getByRole("region", { name: heading });

/** Registers, verifies and logs in a brand-new member (no posts, comments, bookmarks, threads or region). */
async function freshMember(page: Page, baseURL: string | undefined, prefix: string): Promise<{ id: number }> {
  const email = uniqueEmail(prefix);
  const client = await verifiedMember(baseURL ?? "", email, "texts-pass-1234", "新規 会員");
  await client.api.dispose();
  await logIn(page, email, "texts-pass-1234");
  return (await restApi<{ data: { id: number } }>(page, "GET", "/api/auth/me")).data;
}

/** A post of the demo board written by someone other than the signed-in member. */
async function othersPost(page: Page): Promise<{ id: number; user: { id: number } }> {
  const me = (await restApi<{ data: { id: number } }>(page, "GET", "/api/auth/me")).data;
  const list = await restApi<{ data: { id: number; user: { id: number } | null }[] }>(
    page,
    "GET",
    "/api/posts",
  );
  const post = list.data.find((item) => item.user && item.user.id !== me.id);
  if (!post?.user) throw new Error("no post by another member");
  return { id: post.id, user: post.user };
}

/** A tiny file that claims to be a PNG but cannot be decoded (the browser's compression fails on it). */
const BROKEN_IMAGE = { name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not really a png") };

test.describe("§2 empty texts", () => {
  test("a brand-new member's lists say they are empty", async ({ page, baseURL }) => {
    await freshMember(page, baseURL, "texts-empty");

    await page.goto("/myposts");
    await shows(main(page), copy.empty.myPosts);
    await page.goto("/mycomments");
    await shows(main(page), copy.empty.myComments);
    await page.goto("/favorites/posts");
    await shows(main(page), copy.empty.bookmarks);
    await page.goto("/threads");
    await shows(main(page), copy.threads.empty);
    await page.goto("/messages");
    await shows(main(page), copy.threads.empty);
    // My page and the dashboard list the 5 latest own posts and bookmarks.
    for (const path of ["/mypage", "/dashboard"]) {
      await page.goto(path);
      await shows(main(page), copy.empty.myPosts);
      await shows(main(page), copy.empty.bookmarks);
    }

    // The quick category/tag search of the create form: nothing matches.
    await page.goto("/post/create");
    await page.getByLabel(copy.postForm.quickSearch).fill(NOTHING);
    await shows(main(page), copy.empty.suggestions);

    // A request nobody has commented on yet.
    const categories = await restApi<{ data: { children: { id: number }[] }[] }>(
      page,
      "GET",
      "/api/categories",
    );
    const created = await restApi<{ data: { id: number } }>(page, "POST", "/api/posts", {
      title: "コメントのない依頼",
      body: "まだ誰もコメントしていない依頼です。",
      category_id: categories.data[0]?.children[0]?.id,
      region_id: 13,
      is_public: 1,
    });
    await page.goto(`/post/${created.data.id}`);
    await shows(main(page), copy.empty.comments);
  });

  test("lists with nothing to show: search, nearby, board, recommended, categories", async ({ page }) => {
    await page.goto(`/posts?keyword=${encodeURIComponent(NOTHING)}`);
    await shows(main(page).locator(".list-area"), copy.search.noMatch.title);
    await page.goto(`/posts?all=true&keyword=${encodeURIComponent(NOTHING)}`);
    await shows(main(page).locator(".list-area"), copy.empty.nearby);

    await answerProcedure(page, "board.list", (real) => ({ ...(real as object), data: [] }));
    await answerProcedure(page, "posts.recommended", (real) => ({ ...(real as object), data: [] }));
    await answerProcedure(page, "catalog.categories", () => []);
    await page.goto("/");
    await shows(homeSection(page, copy.home.publicBoardHeading), copy.empty.publicMessages);
    await shows(homeSection(page, copy.home.recommendedHeading), copy.empty.posts);
    await shows(homeSection(page, copy.home.categoriesHeading), copy.empty.categories);
    await page.goto("/categories");
    await shows(main(page), copy.empty.categories);
  });

  test("the home nearby section of a member with a region but no results", async ({ page }) => {
    await logIn(page, "member@example.com", "member-pass-1234");
    await answerProcedure(page, "posts.list", (real) => ({ ...(real as object), data: [] }));
    await page.goto("/");
    await shows(homeSection(page, copy.home.nearbyHeading), copy.empty.nearby);
    await resetProcedures(page);
    // A failed nearby load shows the same empty list (docs/product.md §8 "Nearby failure: empty list").
    await failProcedure(page, "posts.list");
    await page.goto("/");
    await shows(homeSection(page, copy.home.nearbyHeading), copy.empty.nearby);
  });
});

test.describe("§8 errors a visitor can meet", () => {
  test("lists, requests, profiles, categories and regions that cannot be loaded", async ({ page }) => {
    await failProcedure(page, "posts.list");
    await page.goto("/posts");
    await shows(main(page).locator(".list-area"), copy.errors.listFailed);
    await resetProcedures(page);

    await failProcedure(page, "posts.recommended");
    await page.goto("/");
    await shows(homeSection(page, copy.home.recommendedHeading), copy.errors.listFailed);
    await resetProcedures(page);

    await page.goto("/post/999999");
    await shows(main(page), copy.errors.postNotFound);
    await failProcedure(page, "posts.byId");
    await page.goto("/post/1");
    await shows(main(page), copy.errors.postLoadFailed);
    await resetProcedures(page);

    await page.goto("/profile/999999");
    await shows(main(page), copy.profile.notFound);
    await failProcedure(page, "profile.public");
    await page.goto("/profile/2");
    await shows(main(page), copy.profile.loadFailed);
    await resetProcedures(page);

    await failProcedure(page, "catalog.categories");
    await page.goto("/categories");
    await shows(main(page), copy.errors.categoryLoadFailed);
    await page.goto("/");
    await shows(homeSection(page, copy.home.categoriesHeading), copy.errors.categoryLoadFailed);
    await resetProcedures(page);

    await failProcedure(page, "catalog.regionActiveCategories");
    await page.goto("/regions/tokyo");
    await shows(main(page), copy.errors.categoryLoadFailed);
  });

  test("login, registration and contact failures", async ({ page }) => {
    await failProcedure(page, "accounts.login");
    await page.goto("/login");
    await page.locator("#login-email").fill("member@example.com");
    await page.locator("#login-password").fill("member-pass-1234");
    await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
    await shows(errorBox(page), copy.errors.errorBoxTitle);
    await shows(errorBox(page), copy.errors.loginFailed);
    await resetProcedures(page);

    for (const [status, text] of [
      [500, copy.errors.registerFailed],
      [419, copy.errors.sessionExpired],
    ] as const) {
      await failProcedure(page, "accounts.register", status);
      await page.goto("/register");
      await page.locator("#register-name").fill("登録 失敗");
      await page.locator("#register-email").fill(uniqueEmail("texts-register"));
      await page.locator("#register-password").fill("texts-pass-1234");
      await page.locator("#register-password-confirmation").fill("texts-pass-1234");
      await page.locator("#register-terms").check();
      await page.getByRole("button", { name: copy.auth.registerButton }).click();
      await shows(errorBox(page), text);
      await resetProcedures(page);
    }

    // An avatar the browser cannot compress: the original is sent and the server will process it (§8).
    await page.goto("/register");
    await page.locator("#register-avatar").setInputFiles(BROKEN_IMAGE);
    await shows(main(page), copy.account.avatarCompressFailed);

    for (const [status, text] of [
      [400, copy.contact.badRequest],
      [429, copy.contact.tooMany],
      [500, copy.contact.failed],
    ] as const) {
      await failProcedure(page, "contact.submit", status);
      await page.goto("/contact");
      await page.getByLabel(copy.contact.subject).fill("表示の確認");
      await page.getByLabel(copy.contact.email).fill("texts@example.test");
      await page.getByLabel(copy.contact.body).fill("エラー表示の確認です。");
      await page.getByRole("button", { name: copy.contact.submit }).click();
      await shows(errorBox(page), text);
      await resetProcedures(page);
    }
  });

  test("e-mail verification links", async ({ page }) => {
    await page.goto("/email/verify");
    await shows(main(page), copy.emailVerify.useMailLink);
    await page.goto("/email/verify?id=1&hash=0000&expires=1&signature=0000");
    await shows(main(page), copy.emailVerify.failed);
  });
});

test.describe("§8 errors a member can meet", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, "member@example.com", "member-pass-1234");
  });

  test("dashboard, my page, my posts and my comments", async ({ page }) => {
    await failProcedure(page, "mypage.summary");
    await page.goto("/dashboard");
    await shows(main(page), copy.mypage.errors.dashboard);
    await page.goto("/mypage");
    await shows(main(page), copy.mypage.errors.mypage);
    await resetProcedures(page);

    await failProcedure(page, "mypage.posts");
    await page.goto("/myposts");
    await shows(main(page), copy.mypage.errors.myposts);
    await failProcedure(page, "mypage.commentedPosts");
    await page.goto("/mycomments");
    await shows(main(page), copy.mypage.errors.mycomments);
  });

  test("posting, editing, deleting, commenting, saving and following", async ({ page }) => {
    // Create: the error box with the generic text and the ask to choose the image again.
    await failProcedure(page, "posts.create");
    await page.goto("/post/create");
    await page.locator("#post-title").fill("失敗する依頼");
    await page.locator("#post-body").fill("この依頼は送信に失敗します。");
    await page.locator("#post-category").selectOption({ index: 2 });
    await page.locator("#post-region").selectOption({ label: "東京都" });
    await page.getByRole("button", { name: copy.post.publish }).click();
    await shows(errorBox(page), copy.errors.errorBoxTitle);
    await shows(errorBox(page), copy.errors.postCreateFailed);
    await shows(errorBox(page), copy.errors.postCreateImageRetry);
    await resetProcedures(page);

    const mine = await restApi<{ data: { id: number }[] }>(page, "GET", "/api/myposts");
    const ownId = mine.data[0]?.id;
    expect(ownId).toBeTruthy();

    await failProcedure(page, "posts.update");
    await page.goto(`/post/${ownId}/edit`);
    await page.getByRole("button", { name: copy.post.publish }).click();
    await shows(errorBox(page), copy.errors.postUpdateFailed);
    await resetProcedures(page);

    await failProcedure(page, "posts.delete");
    await page.goto(`/post/${ownId}`);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: copy.post.delete }).click();
    await shows(main(page).locator(".post-actions__error"), copy.errors.postDeleteFailed);
    await resetProcedures(page);

    const other = await othersPost(page);
    await failProcedure(page, "comments.create");
    await page.goto(`/post/${other.id}`);
    await page.getByLabel(copy.postDetail.commentLabel).fill("送信に失敗するコメント");
    await page.getByRole("button", { name: copy.postDetail.commentSubmit }).click();
    await shows(main(page), copy.errors.commentFailed);
    await resetProcedures(page);

    for (const name of ["social.bookmark", "social.unbookmark", "social.follow", "social.unfollow"]) {
      await failProcedure(page, name);
    }
    await page.goto(`/post/${other.id}`);
    await page
      .getByRole("button", { name: new RegExp(`${copy.postDetail.save}|${copy.postDetail.saved}`) })
      .click();
    const actionsAlert = main(page).locator(".post-actions__error");
    await shows(actionsAlert, copy.errors.bookmarkFailed, { within: true });
    await page
      .getByRole("button", { name: new RegExp(`${copy.postDetail.follow}|${copy.postDetail.following}`) })
      .click();
    // Both toggles failed: the actions' alert lists both texts.
    await shows(actionsAlert, copy.errors.followFailed, { within: true });
  });

  test("the public board", async ({ page }) => {
    await failProcedure(page, "board.post");
    await page.goto("/");
    const board = homeSection(page, copy.home.publicBoardHeading);
    await board.getByLabel(copy.board.label).fill("送信に失敗する書き込み");
    await board.getByRole("button", { name: copy.board.submit }).click();
    await shows(board, copy.board.sendFailed);
  });

  test("threads and messages", async ({ page }) => {
    await failProcedure(page, "threads.list");
    await page.goto("/threads");
    await shows(main(page), copy.threads.fetchFailed);
    await resetProcedures(page);

    await failProcedure(page, "threads.legacy");
    await page.goto("/messages");
    await shows(main(page), copy.threads.legacyFailed);
    await resetProcedures(page);

    const other = await othersPost(page);
    await failProcedure(page, "threads.open");
    await page.goto(`/threads/create?user_id=${other.user.id}`);
    await shows(main(page), copy.threads.createFailed);
    await page.goto("/threads/create");
    await page.getByLabel(copy.threads.userIdLabel).fill(String(other.user.id));
    await page.getByRole("button", { name: copy.threads.createSubmit }).click();
    await shows(main(page), copy.threads.createFormFailed);
    await resetProcedures(page);

    const thread = await restApi<{ id: number }>(page, "POST", "/api/threads", { user_id: other.user.id });
    await failProcedure(page, "threads.send");
    await page.goto(`/threads/${thread.id}`);
    await page.getByRole("textbox", { name: copy.threads.composerLabel }).fill("送信に失敗するメッセージ");
    await page.getByRole("button", { name: copy.threads.send }).click();
    await shows(main(page), copy.threads.sendFailed);
    await resetProcedures(page);

    // §6: a 403 on a thread goes to the list with the refusal.
    await failProcedure(page, "threads.messages", 403);
    await page.goto(`/threads/${thread.id}`);
    await expect(page).toHaveURL(/\/threads$/);
    await shows(flash(page), copy.threads.forbidden);
  });

  test("profile, interests and region", async ({ page }) => {
    await failProcedure(page, "profile.setInterests");
    await page.goto("/profile/interest/setup");
    await page.getByRole("button", { name: copy.profile.save }).click();
    await shows(main(page), copy.profile.setupSaveFailed);
    await resetProcedures(page);

    await failProcedure(page, "profile.setRegion");
    await page.goto("/profile/region/setup");
    await page.getByRole("button", { name: copy.profile.save }).click();
    await shows(main(page), copy.profile.setupSaveFailed);
    await resetProcedures(page);

    await failProcedure(page, "profile.update");
    await page.goto("/profile/edit");
    await page.getByRole("button", { name: copy.profile.save }).click();
    await shows(errorBox(page), copy.profile.saveFailed);
    await resetProcedures(page);

    await page.goto("/profile/edit");
    await page.getByLabel(copy.profile.fields.avatar).setInputFiles(BROKEN_IMAGE);
    await shows(main(page), copy.profile.compressFailed);
  });

  test("logout", async ({ page }) => {
    await failProcedure(page, "accounts.logout");
    await page.goto("/mypage");
    await page.getByRole("main").getByRole("button", { name: copy.mypage.links.logout }).click();
    await shows(flash(page), copy.errors.logoutFailed);
  });
});

test("§8 verification resend failure for an unverified member", async ({ page }) => {
  await logIn(page, "unverified@example.com", "unverified-pass-1234");
  await failProcedure(page, "accounts.resendVerification");
  await page.goto("/email/verify");
  await page.getByRole("button", { name: copy.emailVerify.resendButton }).click();
  await shows(main(page), copy.emailVerify.resendFailed);
});

test("§8 administration errors", async ({ page }) => {
  await logIn(page, "admin@example.com", "admin-pass-1234");

  await failProcedure(page, "admin.users");
  await page.goto("/admin/users");
  await shows(main(page), copy.admin.listFailed);
  await resetProcedures(page);

  await failProcedure(page, "admin.deleteUser");
  await page.goto("/admin/users");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("table").getByRole("button", { name: copy.admin.delete }).first().click();
  await shows(flash(page), copy.admin.deleteFailed);
  await resetProcedures(page);

  await failProcedure(page, "admin.user");
  await page.goto("/admin/users/2/edit");
  await shows(main(page), copy.admin.loadFailed);
  await resetProcedures(page);

  await failProcedure(page, "admin.updateUser");
  await page.goto("/admin/users/2/edit");
  await page.getByRole("button", { name: copy.admin.save }).click();
  await shows(errorBox(page), copy.admin.updateFailed);
  await resetProcedures(page);

  // Resend is offered for a member whose address is not verified yet.
  const users = await restApi<{ data: { id: number; email: string }[] }>(
    page,
    "GET",
    "/api/admin/users?per_page=100",
  );
  const unverified = users.data.find((user) => user.email === "unverified@example.com");
  expect(unverified).toBeTruthy();
  await failProcedure(page, "admin.resendVerification");
  await page.goto(`/admin/users/${unverified?.id}/edit`);
  await page.getByRole("button", { name: copy.admin.resend }).click();
  await shows(main(page).or(flash(page)), copy.admin.resendFailed);
});
