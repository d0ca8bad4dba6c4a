/**
 * Reflow checks shared by the journeys of docs/product.md "文字サイズ" and "Reflow and zoom": what on the page as it
 * is now would make it unreadable — sideways scrolling, clipped text, labels running out of their buttons.
 */
import type { Page } from "@playwright/test";

/**
 * What would make `path` unreadable at this size: horizontal scrolling of the page, and elements whose text is
 * cut off — an element that clips (overflow hidden/clip, without an ellipsis that says so) whose content is wider
 * or taller than its box, a button whose label runs out of its border, text past the screen's edge — counting
 * only elements with text of their own. Visually hidden helpers (1×1 px) are left out.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${window.innerWidth}`);
    }
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} 「${(element.textContent ?? "").trim().slice(0, 20)}」`;
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue;
      const text = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      const clipsX = ["hidden", "clip"].includes(style.overflowX);
      const clipsY = ["hidden", "clip"].includes(style.overflowY);
      if (
        text &&
        clipsX &&
        style.textOverflow !== "ellipsis" &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push(`clipped sideways: ${nameOf(element)} ${element.scrollWidth} > ${element.clientWidth}`);
      }
      const clamped = style.webkitLineClamp !== "none" && style.webkitLineClamp !== "";
      if (text && clipsY && !clamped && element.scrollHeight > element.clientHeight + 1) {
        problems.push(`clipped below: ${nameOf(element)} ${element.scrollHeight} > ${element.clientHeight}`);
      }
      // A button or a block link whose label runs out of its border.
      const control = element.matches("a, button, .button, [role='button']") && style.display !== "inline";
      if (text && control && !clipsX && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `runs out of its button: ${nameOf(element)} ${element.scrollWidth} > ${element.clientWidth}`,
        );
      }
      // Text wider than the viewport (not inside a scrolling strip) is cut off by the screen's edge.
      if (text && rect.right > window.innerWidth + 1) {
        let scroller: HTMLElement | null = element.parentElement;
        while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) {
          scroller = scroller.parentElement;
        }
        if (!scroller)
          problems.push(`past the screen's edge: ${nameOf(element)} right ${Math.round(rect.right)}`);
      }
    }
    return problems;
  });
}
