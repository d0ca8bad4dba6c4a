/**
 * The photos of the post form (docs/product.md "Request photos"): add several at once (each compressed in the
 * browser as the single image was, docs/product.md §5), see them as thumbnails, reorder them by drag or with the
 * 前へ / 後へ buttons (keyboard and screen readers), choose the cover (「表紙にする」: the first), remove one, and
 * give each an optional alt text. Nothing is sent until the form is: the form's submit sends the list as it stands.
 */
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { FieldErrors } from "#client/components/field-errors.tsx";
import { POST_PHOTOS } from "#shared/constants.ts";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import { copy } from "#shared/copy.ts";

const p = postPhotosCopy;

/** One photo of the form: a stored one (edit) or a new file, with its preview URL and alt text. */
export type PhotoItem =
  | { key: string; kind: "stored"; id: number; url: string; alt: string }
  | { key: string; kind: "new"; file: File; url: string; alt: string };

interface PostPhotosFieldProps {
  id: string;
  items: readonly PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  errors?: readonly string[];
  onBusyChange?: (busy: boolean) => void;
}

/** `items` with the one at `from` moved to `to`. */
export function movedPhoto(items: readonly PhotoItem[], from: number, to: number): PhotoItem[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

let nextKey = 0;

/** The photo list of the post form (see the file comment). */
export function PostPhotosField({ id, items, onChange, errors = [], onBusyChange }: PostPhotosFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState("");
  // A drag by pointer (mouse, finger or pen) on a thumbnail: where it started and the photo it is over.
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  // The object URLs made here are revoked when the form goes away (removed ones at once).
  const made = useRef(new Set<string>());
  useEffect(() => {
    const urls = made.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  async function handleFiles(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    const images = files.filter((file) => file.type.startsWith("image/"));
    const room = POST_PHOTOS.max - items.length;
    setLocalError(
      images.length < files.length ? p.notImage : images.length > room ? p.tooMany(POST_PHOTOS.max) : null,
    );
    const chosen = images.slice(0, Math.max(0, room));
    if (chosen.length === 0) return;
    setBusy(true);
    onBusyChange?.(true);
    try {
      // The compression library is loaded only when someone picks a photo.
      const { compressPostImage } = await import("#client/lib/compress-image.ts");
      const added: PhotoItem[] = [];
      for (const file of chosen) {
        const compressed = await compressPostImage(file);
        const url = URL.createObjectURL(compressed);
        made.current.add(url);
        nextKey += 1;
        added.push({ key: `new-${nextKey}`, kind: "new", file: compressed, url, alt: "" });
      }
      onChange([...items, ...added]);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  function move(from: number, to: number, message: string): void {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(movedPhoto(items, from, to));
    setAnnounce(message);
  }

  function remove(index: number): void {
    const item = items[index];
    if (item?.kind === "new") {
      URL.revokeObjectURL(item.url);
      made.current.delete(item.url);
    }
    onChange(items.filter((_, i) => i !== index));
  }

  function setAlt(index: number, alt: string): void {
    onChange(items.map((item, i) => (i === index ? { ...item, alt } : item)));
  }

  const shownErrors = localError ? [localError, ...errors] : errors;
  const total = items.length;
  return (
    <fieldset
      className={`field photos-field${shownErrors.length > 0 ? " field--invalid" : ""}`}
      aria-describedby={hintId}
    >
      <legend className="field__label">
        {p.heading}
        <span className="badge badge--optional">{copy.post.optional}</span>
        <span className="photos-field__count">{p.count(total, POST_PHOTOS.max)}</span>
      </legend>
      <p className="field__hint" id={hintId}>
        {p.hint(POST_PHOTOS.max)}
        {total > 1 ? ` ${p.dragHint}` : ""}
      </p>
      {total > 0 ? (
        <ol className="photos-field__list">
          {items.map((item, index) => (
            <li
              key={item.key}
              className={`photos-field__item${drag?.from === index ? " photos-field__item--dragging" : ""}${
                drag !== null && drag.over === index && drag.from !== index ? " photos-field__item--over" : ""
              }`}
              aria-label={p.photoLabel(index + 1, total)}
              data-photo-index={index}
              data-testid="photo-item"
            >
              {/* The thumbnail is the drag handle: pointer events serve a mouse and a finger alike (HTML drag and
                  drop does not work with touch); the buttons below do the same for keyboards. */}
              <div
                className="photos-field__thumb"
                onPointerDown={(event) => {
                  if (event.button !== 0 || total < 2) return;
                  event.preventDefault();
                  event.currentTarget.setPointerCapture(event.pointerId);
                  setDrag({ from: index, over: index });
                }}
                onPointerMove={(event) => {
                  if (drag === null) return;
                  const target = document
                    .elementFromPoint(event.clientX, event.clientY)
                    ?.closest<HTMLElement>("[data-photo-index]");
                  const over = Number(target?.dataset.photoIndex ?? Number.NaN);
                  if (Number.isInteger(over) && over !== drag.over) setDrag({ from: drag.from, over });
                }}
                onPointerUp={() => {
                  if (drag !== null) move(drag.from, drag.over, p.moved(drag.over + 1));
                  setDrag(null);
                }}
                onPointerCancel={() => setDrag(null)}
              >
                <img
                  src={item.url}
                  alt={item.kind === "new" ? copy.postForm.imageNew : copy.postForm.imageCurrent}
                  draggable={false}
                />
                {index === 0 ? <span className="photos-field__cover">{p.cover}</span> : null}
                <span className="photos-field__number" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <div className="photos-field__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => move(index, index - 1, p.moved(index))}
                  disabled={index === 0}
                  aria-label={p.moveBeforeLabel(index + 1)}
                >
                  {p.moveBefore}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => move(index, index + 1, p.moved(index + 2))}
                  disabled={index === total - 1}
                  aria-label={p.moveAfterLabel(index + 1)}
                >
                  {p.moveAfter}
                </button>
                {index > 0 ? (
                  <button
                    type="button"
                    className="button button--outline button--small"
                    onClick={() => move(index, 0, p.coverSet)}
                    aria-label={p.makeCoverLabel(index + 1)}
                  >
                    {p.makeCover}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--ghost button--small photos-field__remove"
                  onClick={() => remove(index)}
                  aria-label={p.removeLabel(index + 1)}
                >
                  {p.remove}
                </button>
              </div>
              <input
                type="text"
                className="input photos-field__alt"
                value={item.alt}
                maxLength={POST_PHOTOS.altMax}
                placeholder={p.altPlaceholder}
                aria-label={p.altLabel(index + 1)}
                onChange={(event) => setAlt(index, event.target.value)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {busy ? (
        <p className="image-field__notice" role="status">
          {p.compressing}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <div className="image-field__actions">
        {/* Opened by the add-photos button below, the one control a keyboard or a screen reader meets: the input
            is out of the tab order and the accessibility tree (a Tab stop on a 1 px clipped input shows no focus
            ring, WCAG 2.4.7, and the button's name was announced twice), as the thread composer's is. */}
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif"
          onChange={(event) => void handleFiles(event)}
          aria-hidden="true"
          tabIndex={-1}
          disabled={busy || total >= POST_PHOTOS.max}
        />
        <button
          type="button"
          className="button button--outline"
          onClick={() => input.current?.click()}
          disabled={busy || total >= POST_PHOTOS.max}
        >
          {p.add}
        </button>
      </div>
      <FieldErrors messages={shownErrors} id={`${id}-error`} />
    </fieldset>
  );
}
