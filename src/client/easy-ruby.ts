/**
 * ふりがな on a やさしい日本語 page (docs/product.md "Languages"): the catalogue's texts carry their readings as markers
 * (shared/ruby.ts), and every host element the app renders passes here through the client's JSX runtime
 * (client/jsx/jsx-runtime.ts), which finds this function with the twins (src/client/copy-easy.ts): a text child with
 * readings becomes `<ruby>base<rp>(</rp><rt data-reading="reading"></rt><rp>)</rp></ruby>` parts. The reading is
 * drawn by CSS from its attribute (styles/app.css `rt[data-reading]`) and hidden from assistive technology, so that it
 * is no text of the page: a screen reader reads the word once (its voice pronounces the kanji), an accessible name
 * made from the content holds the word as the label does (WCAG 2.5.3), and copying the text copies the word. A
 * component's children (a router's link renders its `<a>` outside this runtime) are drawn the same way; its other
 * props are its own. An element that holds text only
 * (`<option>`, `<title>`, `<textarea>`) and a shown attribute (`placeholder`, `title`, `value`) get the readings in
 * parentheses; an accessible name (`aria-*`, `alt`) gets the base alone, so that a screen reader reads each word once.
 * Only in the twins' script: a Japanese or English page never loads it.
 */

import { hasRuby, readingsInParentheses, rubyParts, withoutReadings } from "#shared/ruby.ts";
import type { JsxFactory } from "./lib/language.ts";

/** Elements whose content is text only: readings go in parentheses. */
const TEXT_ONLY = new Set(["option", "title", "textarea", "style", "script"]);

/**
 * A text with readings → one `<ruby-text>` element of its parts, each reading drawn as `<ruby>`. One element, as the
 * text was one node: in a flex row (a button with an icon) the parts stay together instead of becoming items spaced
 * by the row's gap. A custom element (inline, no role) rather than a `<span>`, so that no rule of the app's styles
 * written for a span (`.message-list__day span`: a pill) also styles it.
 */
function drawText(text: string, jsx: JsxFactory, key: string): unknown {
  const parts = rubyParts(text).map((part, index) =>
    typeof part === "string"
      ? part
      : jsx(
          "ruby",
          {
            children: [
              part.base,
              jsx("rp", { "aria-hidden": "true", children: "(" }, "o"),
              jsx("rt", { "aria-hidden": "true", "data-reading": part.reading }, "r"),
              jsx("rp", { "aria-hidden": "true", children: ")" }, "c"),
            ],
          },
          `${key}${index}`,
        ),
  );
  return jsx("ruby-text", { children: parts }, key);
}

/** `children` with every text that has readings drawn; the same value when none has. */
function drawChildren(children: unknown, jsx: JsxFactory, textOnly: boolean, key = "ruby"): unknown {
  if (typeof children === "string") {
    if (!hasRuby(children)) return children;
    return textOnly ? readingsInParentheses(children) : drawText(children, jsx, key);
  }
  if (!Array.isArray(children)) return children;
  let changed = false;
  const drawn = children.map((child, index) => {
    const next = drawChildren(child, jsx, textOnly, `${key}${index}-`);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? drawn : children;
}

/**
 * The props of element `type` with the readings of its texts drawn (see above; a component's children only), or
 * `props` itself when none of its texts has readings. `jsx` makes the `<ruby>` elements. Never throws.
 */
export function drawRubyProps(
  type: unknown,
  props: Record<string, unknown>,
  jsx: JsxFactory,
): Record<string, unknown> {
  if (typeof type !== "string") {
    const drawn = drawChildren(props.children, jsx, false);
    return drawn === props.children ? props : { ...props, children: drawn };
  }
  let next: Record<string, unknown> | null = null;
  for (const name in props) {
    const value = props[name];
    if (name === "children") {
      const drawn = drawChildren(value, jsx, TEXT_ONLY.has(type));
      if (drawn !== value) {
        next ??= { ...props };
        next.children = drawn;
      }
    } else if (typeof value === "string" && hasRuby(value)) {
      next ??= { ...props };
      next[name] =
        name.startsWith("aria-") || name === "alt" ? withoutReadings(value) : readingsInParentheses(value);
    }
  }
  return next ?? props;
}
