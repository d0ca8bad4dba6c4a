/**
 * Help and the operator (docs/product.md §2 Help and operator; §10 Rules pages): from the footer a visitor opens
 * 「ヘルプ・よくある質問」 and reads an answer, opens 「運営者情報」 with the operator's name and e-mail as the
 * server is configured (playwright.config.ts sets OPERATOR_NAME and OPERATOR_EMAIL), and finds the rule for
 * members under 18 in the terms. Screenshots at 390×844 and 1280×800 go to test-results/screens/.
 */
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { helpCopy } from "#shared/copy/help.ts";
import { copy } from "#shared/copy.ts";
import { DESKTOP, PHONE, shot } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
const h = helpCopy;

async function footerLink(page: Page, name: string): Promise<void> {
  const footer = page.getByRole("navigation", { name: copy.footer.navigation });
  const link = footer.getByRole("link", { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  await link.click();
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`help, the operator and the age rule are reached from the footer (${label})`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.goto("/");

    await footerLink(page, copy.footer.help);
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1, name: h.title })).toBeVisible();
    const question = h.sections[0]?.questions[2];
    if (!question) throw new Error("the help copy lost its age question");
    const answer = page.getByText(question.a[0] ?? "");
    await expect(answer).toBeHidden();
    const summary = page.getByText(question.q, { exact: true });
    expect((await summary.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await summary.click();
    await expect(answer).toBeVisible();
    await shot(page, `help-${label}`, { fromTop: true });

    await footerLink(page, copy.footer.operator);
    await expect(page).toHaveURL(/\/operator$/);
    await expect(page.getByRole("heading", { level: 1, name: h.operator.title })).toBeVisible();
    await expect(page.getByText("たすけあい掲示板運営事務局（テスト）")).toBeVisible();
    await expect(page.getByRole("link", { name: "support@tasukeai.example" })).toHaveAttribute(
      "href",
      "mailto:support@tasukeai.example",
    );
    await expect(page.getByText(h.operator.addressOnRequest)).toBeVisible();
    await expect(page.getByRole("link", { name: h.operator.contactForm })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await shot(page, `operator-${label}`, { fromTop: true });

    await footerLink(page, copy.requests.rules.terms);
    const ageRule = page.getByRole("heading", { name: "第2条の2（18歳未満の方の利用）" });
    await expect(ageRule).toBeVisible();
    await expect(page.getByText(/18歳未満の方は、親権者など法定代理人の同意を得たうえで/)).toBeVisible();
    await ageRule.scrollIntoViewIfNeeded();
    await shot(page, `terms-age-${label}`, { fullPage: false });
  });
}
