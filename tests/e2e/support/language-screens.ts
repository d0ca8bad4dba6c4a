/**
 * The screens a language's journey checks (docs/product.md "Languages"): home, a request, the post form and a
 * thread with a message in it, each at desktop and phone size with axe and the layout checks, and a screenshot of
 * each (test-results/screens/language-<screen>-<language>-<size>). Shared by languages.e2e.ts and easy-japanese.e2e.ts.
 */
import { expect, type Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { layoutProblems } from "./layout.ts";
import { DESKTOP, PHONE, restApi, shot } from "./shell.ts";

/**
 * Opens a conversation of the signed-in member with the author of a demo request and sends `message` in it, so the
 * thread page has messages. → the four screens `{name, path}`.
 */
export async function languageScreens(
  page: Page,
  message: string,
): Promise<{ name: string; path: string }[]> {
  const posts = await restApi<{ data: { id: number; user: { id: number } | null }[] }>(
    page,
    "GET",
    "/api/posts",
  );
  const post = posts.data.find((item) => item.user);
  const thread = await restApi<{ id: number }>(page, "POST", "/api/threads", {
    user_id: post?.user?.id,
    post_id: post?.id,
  });
  await restApi(page, "POST", `/api/threads/${thread.id}/messages`, { body: message });
  return [
    { name: "home", path: "/" },
    { name: "post", path: `/post/${post?.id}` },
    { name: "form", path: "/post/create" },
    { name: "thread", path: `/threads/${thread.id}` },
  ];
}

/**
 * Visits each of `screens` at desktop, then phone size, once it has loaded: → what axe (serious and critical) and
 * the layout checks found, as "<path> at <size>: <problem>". Saves language-<screen>-<language>-<size>.png.
 */
export async function screenProblems(
  page: Page,
  screens: { name: string; path: string }[],
  language: string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main .status--loading, main .skeleton-area")).toHaveCount(0);
      for (const problem of [...(await seriousViolations(page)), ...(await layoutProblems(page))])
        problems.push(`${screen.path} at ${size}: ${problem}`);
      await shot(page, `language-${screen.name}-${language}-${size}`, { fullPage: false });
    }
  }
  return problems;
}
