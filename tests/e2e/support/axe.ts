/**
 * axe in the browser journeys (every route of docs/product.md §2 is checked by tests/e2e/accessibility.e2e.ts): the
 * serious and critical violations of the WCAG 2.1 A/AA rules on the page as it is now, as readable lines
 * (`rule (impact): target, …`, three targets at most).
 *
 * axe runs in the page itself (`axe.run`, the builder's legacy mode): the builder's default runs each frame's part
 * and then finishes in a new blank page, which cost a second and a half a page — a few hundred pages are checked.
 * Our pages have no iframes that axe's own frame messaging would not reach. Only violations are collected.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Result = AxeResults["violations"][number];

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

function seriousLines(violations: readonly Result[]): string[] {
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

/**
 * Serious and critical axe violations of `page`; an empty list when there are none. `rules` narrows the run to those
 * rules. Injects axe into the page.
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules([...rules]) : builder.withTags(WCAG_TAGS))
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return seriousLines(results.violations);
}

/**
 * The same as `seriousViolations` with the axe that call left in the page (same document, not navigated since):
 * for a second look at a page drawn differently in place (the dark theme's colour contrast), without injecting
 * axe again. The page's transitions are switched off first (it is not looked at again before the next navigation).
 */
export async function seriousViolationsAgain(page: Page, rules: readonly string[]): Promise<string[]> {
  // The page was just redrawn (another colour scheme): its colour transitions — 0.01 ms with reduced motion, but
  // still transitions, started at the next frame — would show axe the old colours. Without them the new colours
  // are what the style computes at once.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  const violations = await page.evaluate(async (ruleIds) => {
    const axe = (window as unknown as { axe?: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    if (!axe) throw new Error("axe is not in this page: call seriousViolations first");
    const results = await axe.run(document, {
      runOnly: { type: "rule", values: ruleIds },
      resultTypes: ["violations"],
    });
    return results.violations;
  }, rules as string[]);
  return seriousLines(violations);
}
