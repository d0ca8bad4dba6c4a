/**
 * 「シェア」 of a request (docs/product.md "Sharing and posters" #sharing): the device's own share screen
 * (`navigator.share`, phones) with the title and the absolute URL; where the browser has none — or refuses it — a
 * sheet with LINE, X, Facebook, 「リンクをコピー」 and the page's QR code (share-sheet.tsx, loaded on the first
 * press so the page stays light). Closing the sheet (Escape, 閉じる) puts the focus back on the button.
 */
import { lazy, Suspense, useRef, useState } from "react";
import { ShareIcon } from "#client/components/icons.tsx";
import { importWithRetry } from "#client/lib/lazy-page.ts";
import { publicOrigin } from "#client/lib/public-origin.ts";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { absoluteUrl, type ShareTarget } from "#shared/share-links.ts";
import "./share.css";

const ShareSheet = lazy(() =>
  importWithRetry(() => import("./share-sheet.tsx")).then((m) => ({ default: m.ShareSheet })),
);

interface ShareButtonProps {
  /** The request's title. */
  title: string;
  /** The page's path (`/post/12`); made absolute on the board's public origin when pressed. */
  path: string;
  /** A link shown in the sheet below the QR code (the poster of the request). */
  posterPath?: string;
}

/** Whether the user closed the device's share screen (not a failure: nothing more to do). */
function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The 「シェア」 button of a public request (docs/product.md #sharing); at least 44 × 44 px. */
export function ShareButton({ title, path, posterPath }: ShareButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [target, setTarget] = useState<ShareTarget | null>(null);

  async function share(): Promise<void> {
    const next = { title, url: absoluteUrl(publicOrigin(), path) };
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: next.title, url: next.url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
        // Refused (no share target on this computer, a policy): the sheet offers the same and more.
      }
    }
    setTarget(next);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--outline share-button"
        aria-haspopup="dialog"
        aria-label={sharingCopy.shareLabel(title)}
        onClick={() => void share()}
      >
        <ShareIcon size={18} />
        {sharingCopy.share}
      </button>
      {target ? (
        <Suspense fallback={null}>
          <ShareSheet
            target={target}
            posterPath={posterPath}
            onClose={() => {
              setTarget(null);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
