/**
 * axe in the browser journeys (every route of docs/product.md §2 is checked by tests/e2e/accessibility.e2e.ts): the
 * serious and critical violations of the WCAG 2.1 A/AA rules on the page as it is now, as readable lines
 * (`rule (impact): target, …`, three targets at most).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious and critical axe violations of `page`; an empty list when there are none. `rules` narrows the run to those
 * rules (the dark theme's pass checks only what a colour scheme changes: colour contrast).
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules
    ? builder.withRules([...rules])
    : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}
