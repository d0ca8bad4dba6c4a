/**
 * The 「募集中のみ」 switch of the list screens (docs/product.md §10): whether a list asks for `status: "open"`.
 * Remembered per list kind in localStorage so it survives paging and filters; until the visitor touches it,
 * it is on where the product says so (visitors' nearby and recommended lists) and off elsewhere.
 */
import { useCallback, useState } from "react";

/** The lists with a switch of their own. */
export type OpenOnlyList = "list" | "nearby" | "recommended";

const KEY = "tasukeai.openOnly.";

function readStored(list: OpenOnlyList): boolean | null {
  try {
    const value = window.localStorage.getItem(KEY + list);
    return value === "1" ? true : value === "0" ? false : null;
  } catch {
    return null;
  }
}

/** `{on, set}` for `list`; `defaultOn` applies until the member or visitor switches it. */
export function useOpenOnly(list: OpenOnlyList, defaultOn: boolean) {
  const [stored, setStored] = useState<boolean | null>(() => readStored(list));
  const set = useCallback(
    (on: boolean) => {
      setStored(on);
      try {
        window.localStorage.setItem(KEY + list, on ? "1" : "0");
      } catch {
        // Private mode without storage: the switch still works for this page.
      }
    },
    [list],
  );
  return { on: stored ?? defaultOn, set };
}
