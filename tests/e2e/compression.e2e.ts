/**
 * Compression as Chromium receives it (docs/product.md #phone-first): on a first visit to the home page and the list, the
 * JavaScript, CSS and JSON answers arrive with a Content-Encoding the browser asked for and Vary: Accept-Encoding;
 * the page still renders (the browser could decode them).
 */
import { expect, type Response, test } from "@playwright/test";

test("JavaScript, CSS and JSON answers are compressed", async ({ page }) => {
  const seen: { url: string; kind: string; encoding: string | undefined; vary: string | undefined }[] = [];
  const watch = async (response: Response) => {
    const url = new URL(response.url());
    const type = response.headers()["content-type"] ?? "";
    const kind = type.includes("javascript")
      ? "js"
      : type.includes("text/css")
        ? "css"
        : type.includes("application/json")
          ? "json"
          : type.includes("text/html")
            ? "html"
            : "";
    if (!kind || response.status() !== 200) return;
    const headers = await response.allHeaders();
    // Small answers (under 1 KB) go out as they are by design (http/compression.ts).
    const length = (await response.body().catch(() => Buffer.alloc(0))).byteLength;
    if (length < 1024) return;
    seen.push({ url: url.pathname, kind, encoding: headers["content-encoding"], vary: headers.vary });
  };
  page.on("response", watch);
  await page.goto("/posts");
  await expect(page.locator(".post-card").first()).toBeVisible();
  await page.goto("/");
  await expect(page.locator(".post-card").first()).toBeVisible();
  page.off("response", watch);

  for (const kind of ["js", "css", "json", "html"]) {
    expect(seen.filter((answer) => answer.kind === kind).length, `${kind} answers seen`).toBeGreaterThan(0);
  }
  for (const answer of seen) {
    expect(["br", "gzip", "zstd"], `${answer.url} (${answer.kind})`).toContain(answer.encoding);
    expect(answer.vary ?? "", `${answer.url} Vary`).toMatch(/accept-encoding/i);
  }
});
