/**
 * The share sheet of docs/product.md "Sharing and posters" #sharing, for a browser without `navigator.share`: a
 * native modal <dialog> (focus kept inside, Escape closes) with LINE, X and Facebook's share screens in a new tab,
 * 「リンクをコピー」 (the clipboard, 「コピーしました」 said in a live region), the URL as text to select by hand,
 * the QR code of the URL and, for a request, the link to its poster. A bottom sheet on phones, a centred box
 * from 640 px.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { CloseIcon, LinkIcon, PrinterIcon } from "#client/components/icons.tsx";
import { QrCode } from "#client/components/qr-code.tsx";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { facebookShareUrl, lineShareUrl, type ShareTarget, xShareUrl } from "#shared/share-links.ts";
import "./share.css";

interface ShareSheetProps {
  target: ShareTarget;
  posterPath?: string | undefined;
  /** Called once the dialog has closed (a choice, 閉じる, Escape or the backdrop). */
  onClose: () => void;
}

const s = sharingCopy;

/** The sheet, open as a modal as soon as it mounts. */
export function ShareSheet({ target, posterPath, onClose }: ShareSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [copied, setCopied] = useState<"done" | "failed" | null>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  function close(): void {
    if (dialog.current?.open) dialog.current.close();
  }

  async function copyLink(): Promise<void> {
    setCopied(null);
    try {
      await navigator.clipboard.writeText(target.url);
      setCopied("done");
    } catch {
      setCopied("failed");
    }
  }

  const services = [
    { key: "line", label: s.line, href: lineShareUrl(target) },
    { key: "x", label: s.x, href: xShareUrl(target) },
    { key: "facebook", label: s.facebook, href: facebookShareUrl(target) },
  ];

  return (
    // A click on the backdrop (the dialog element itself, outside its box) closes it, as a sheet does.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; this is only the backdrop.
    <dialog
      ref={dialog}
      className="share-sheet"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
    >
      <div className="share-sheet__box">
        <div className="share-sheet__head">
          <h2 id={titleId} className="share-sheet__title">
            {s.sheetTitle}
          </h2>
          <button type="button" className="share-sheet__close" onClick={close} aria-label={s.close}>
            <CloseIcon size={20} />
          </button>
        </div>
        <p className="share-sheet__subject">{target.title}</p>
        <ul className="share-sheet__services">
          {services.map((service) => (
            <li key={service.key}>
              <a
                className={`share-sheet__service share-sheet__service--${service.key}`}
                href={service.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {service.label}
                <span className="visually-hidden">{s.newTab}</span>
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="share-sheet__service share-sheet__service--copy"
              onClick={() => void copyLink()}
            >
              <LinkIcon size={18} />
              {s.copyLink}
            </button>
          </li>
        </ul>
        <p
          className={`share-sheet__copied${copied === "failed" ? " share-sheet__copied--failed" : ""}`}
          role="status"
        >
          {copied === "done" ? s.copied : copied === "failed" ? s.copyFailed : ""}
        </p>
        <input
          className="share-sheet__url"
          type="url"
          readOnly
          value={target.url}
          aria-label={s.copyLink}
          onFocus={(event) => event.currentTarget.select()}
        />
        <figure className="share-sheet__qr">
          <QrCode value={target.url} label={s.qrAlt(target.url)} className="share-sheet__qr-code" />
          <figcaption>{s.posterScan}</figcaption>
        </figure>
        {posterPath ? (
          <p className="share-sheet__poster">
            <Link href={posterPath} className="button button--ghost" onClick={close}>
              <PrinterIcon size={18} />
              {s.printPoster}
            </Link>
          </p>
        ) : null}
      </div>
    </dialog>
  );
}
