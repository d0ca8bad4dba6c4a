/**
 * The photos of a message bubble (docs/product.md "スレッドの写真"): thumbnails in a grid, each a button that
 * opens the photo larger in a modal dialog (Escape or 閉じる closes it, the focus returns to the thumbnail). The
 * URLs are the private route, which the browser fetches with the member's session cookie.
 */
import { useRef, useState } from "react";
import { copy } from "#shared/copy.ts";
import type { MessageImage } from "#shared/schemas/threads.ts";

const p = copy.threadMedia.photos;

/** The photo grid of one message; `senderName` names the photos for screen readers. */
export function MessagePhotos({ images, senderName }: { images: MessageImage[]; senderName: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<{ image: MessageImage; index: number } | null>(null);
  if (images.length === 0) return null;

  function show(image: MessageImage, index: number): void {
    setOpen({ image, index });
    dialogRef.current?.showModal();
  }

  return (
    <>
      <ul className={`message-photos message-photos--${Math.min(images.length, 4)}`}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className="message-photos__open"
              aria-label={p.open(index + 1)}
              onClick={() => show(image, index)}
            >
              <img src={image.thumb_url} alt={p.alt(senderName, index + 1)} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className="photo-viewer"
        aria-label={open ? p.alt(senderName, open.index + 1) : undefined}
        onClose={() => setOpen(null)}
      >
        {open ? (
          <img className="photo-viewer__image" src={open.image.url} alt={p.alt(senderName, open.index + 1)} />
        ) : null}
        <form method="dialog">
          <button type="submit" className="button photo-viewer__close">
            {p.close}
          </button>
        </form>
      </dialog>
    </>
  );
}
