/**
 * The client's JSX runtime in development (`vite` dev server): React's `jsxDEV` with the page's props
 * (client/jsx/jsx-runtime.ts `pageProps`).
 */
import { jsxDEV as reactJsxDev } from "react/jsx-dev-runtime";
import { pageProps } from "./jsx-runtime.ts";

export { Fragment } from "react/jsx-dev-runtime";

/** React's `jsxDEV` with `pageProps`. */
export function jsxDEV(
  type: React.ElementType,
  props: Record<string, unknown>,
  key: React.Key | undefined,
  isStatic: boolean,
  source?: unknown,
  self?: unknown,
) {
  return reactJsxDev(type, pageProps(type, props), key, isStatic, source as never, self);
}
