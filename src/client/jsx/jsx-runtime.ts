/**
 * The client's JSX runtime (vite.config.ts `jsxImportSource`): React's own, except that on a やさしい日本語 page every
 * element's props go through the twins' `drawProps` first, which draws the catalogue's readings as `<ruby>`
 * (client/easy-ruby.ts; docs/product.md "Languages"): a host element's texts, a component's children. On a Japanese
 * or English page there is no `drawProps` and the props pass unchanged.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime";
import { type JsxFactory, loadedTwins } from "../lib/language.ts";

export { Fragment };

type Draw = NonNullable<ReturnType<typeof loadedTwins>>["drawProps"] | null;

/**
 * The twins' `drawProps`, looked up on the first element rendered (not when this module is evaluated: the twins'
 * script may share its chunk and evaluate it before leaving the twins); null when the page has none.
 */
let draw: Draw | undefined;

/** `props` as element `type` is given them on this page. */
export function pageProps(type: unknown, props: Record<string, unknown>): Record<string, unknown> {
  draw ??= loadedTwins()?.drawProps ?? null;
  return draw ? draw(type, props, reactJsx as JsxFactory) : props;
}

/** React's `jsx` with `pageProps`. */
export function jsx(type: React.ElementType, props: Record<string, unknown>, key?: React.Key) {
  return reactJsx(type, pageProps(type, props), key);
}

/** React's `jsxs` (static children) with `pageProps`. */
export function jsxs(type: React.ElementType, props: Record<string, unknown>, key?: React.Key) {
  return reactJsxs(type, pageProps(type, props), key);
}
