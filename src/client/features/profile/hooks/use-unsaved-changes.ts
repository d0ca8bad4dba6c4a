/**
 * The unsaved-changes prompt of docs/product.md §4 Profile form: while `dirty`, leaving the page asks first — closing or
 * reloading the tab (beforeunload), clicking an in-app link, a programmatic navigation (history.pushState, as
 * wouter navigates) and the browser's back button (popstate is undone when the member stays).
 */
import { useCallback, useEffect, useRef } from "react";
import { confirmAction } from "#client/lib/confirm.ts";

/** Guards the page while `dirty`; returns `release()` to call right before navigating away after a save. */
export function useUnsavedChanges(dirty: boolean, message: string): () => void {
  const dirtyRef = useRef(dirty);
  const releasedRef = useRef(false);
  dirtyRef.current = dirty && !releasedRef.current;

  useEffect(() => {
    const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
    let current = here();

    function onBeforeUnload(event: BeforeUnloadEvent): void {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = "";
    }

    const originalPush = window.history.pushState;
    const originalReplace = window.history.replaceState;
    function guarded(original: History["pushState"]): History["pushState"] {
      return function (this: History, data, unused, url) {
        if (dirtyRef.current && url != null) {
          const target = new URL(String(url), window.location.href);
          const changesPage = target.pathname !== window.location.pathname;
          if (changesPage && !confirmAction(message)) return;
          if (changesPage) dirtyRef.current = false;
        }
        original.call(this, data, unused, url);
        current = here();
      };
    }
    window.history.pushState = guarded(originalPush);
    window.history.replaceState = guarded(originalReplace);

    function onPopState(event: PopStateEvent): void {
      if (!dirtyRef.current) {
        current = here();
        return;
      }
      if (confirmAction(message)) {
        dirtyRef.current = false;
        current = here();
        return;
      }
      // Stay: put the edit page back on top of the history before the router reads the location.
      event.stopImmediatePropagation();
      originalPush.call(window.history, null, "", current);
    }

    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState, true);
    return () => {
      window.history.pushState = originalPush;
      window.history.replaceState = originalReplace;
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState, true);
    };
  }, [message]);

  return useCallback(() => {
    releasedRef.current = true;
    dirtyRef.current = false;
  }, []);
}
