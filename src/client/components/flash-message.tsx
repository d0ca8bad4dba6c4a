/**
 * One-line notices that survive a navigation (e.g. copy.auth.loggedOut shown on the login page), dismissed
 * automatically after a few seconds or by the close button.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { copy } from "#shared/copy.ts";
import { CloseIcon } from "./icons.tsx";

type FlashTone = "success" | "error";

interface Flash {
  id: number;
  message: string;
  tone: FlashTone;
}

interface FlashApi {
  flash: Flash | null;
  show: (message: string, tone?: FlashTone) => void;
  dismiss: () => void;
}

const FLASH_DURATION_MS = 6000;

const FlashContext = createContext<FlashApi | null>(null);

/** Provides `useFlash().show` to `children` and renders the current notice (docs/product.md §8). */
export function FlashProvider({ children }: { children: ReactNode }) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const show = useCallback((message: string, tone: FlashTone = "success") => {
    setFlash({ id: Date.now(), message, tone });
  }, []);
  const dismiss = useCallback(() => setFlash(null), []);
  const api = useMemo(() => ({ flash, show, dismiss }), [flash, show, dismiss]);
  return <FlashContext.Provider value={api}>{children}</FlashContext.Provider>;
}

/** Shows a notice: `const { show } = useFlash(); show(copy.auth.loggedOut)`. */
export function useFlash(): FlashApi {
  const api = useContext(FlashContext);
  if (!api) throw new Error("useFlash must be used inside <FlashProvider>");
  return api;
}

/** Where the current notice is rendered (once, in the layout). */
export function FlashViewport() {
  const { flash, dismiss } = useFlash();
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(dismiss, FLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [flash, dismiss]);
  return (
    <div className="flash-viewport" aria-live="polite">
      {flash ? (
        <div
          key={flash.id}
          className={`flash flash--${flash.tone}`}
          role={flash.tone === "error" ? "alert" : "status"}
        >
          <span className="flash__message">{flash.message}</span>
          <button type="button" className="flash__close" onClick={dismiss} aria-label={copy.common.dismiss}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
