/**
 * The send box of a thread: Enter sends on devices with a keyboard (Shift+Enter for a new line), never while an
 * IME composition is in progress (the Enter that confirms a conversion); on touch devices Enter is a new line and
 * the button sends. Keeps the text and the photos when sending fails. Up to MESSAGING.messageImagesMax photos
 * (docs/product.md "スレッドの写真"), each compressed in the browser like a post image before it is sent, shown
 * as previews with a remove button; a message may be photos alone.
 */
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { MESSAGING } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";

interface MessageComposerProps {
  onSend: (body: string, photos: File[]) => Promise<boolean>;
  sending: boolean;
  error: string | null;
}

const p = copy.threadMedia.photos;

/** True while an IME composition is in progress (keyCode 229 covers Safari's composition Enter). */
function isComposing(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** A chosen photo and its preview URL. */
interface Chosen {
  file: File;
  url: string;
}

/** The send box of a thread (docs/product.md §2 Thread show): Enter sends on keyboards, never mid-IME. */
export function MessageComposer({ onSend, sending, error }: MessageComposerProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState("");
  const [photos, setPhotos] = useState<Chosen[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const empty = body.trim().length === 0 && photos.length === 0;
  const full = photos.length >= MESSAGING.messageImagesMax;

  // The preview URLs are released when the photos leave the composer.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(
    () => () => {
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  async function submit(): Promise<void> {
    if (empty || sending || preparing) return;
    if (
      await onSend(
        body,
        photos.map((photo) => photo.file),
      )
    ) {
      setBody("");
      for (const photo of photos) URL.revokeObjectURL(photo.url);
      setPhotos([]);
    }
  }

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    void submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== "Enter" || event.shiftKey || composing || isComposing(event)) return;
    if (window.matchMedia("(pointer: coarse)").matches) return;
    event.preventDefault();
    void submit();
  }

  async function handleFiles(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    const room = MESSAGING.messageImagesMax - photos.length;
    setPhotoError(files.length > room ? p.tooMany(MESSAGING.messageImagesMax) : null);
    setPreparing(true);
    try {
      const { compressPostImage } = await import("#client/lib/compress-image.ts");
      const compressed = await Promise.all(files.slice(0, room).map((file) => compressPostImage(file)));
      setPhotos((current) =>
        [...current, ...compressed.map((file) => ({ file, url: URL.createObjectURL(file) }))].slice(
          0,
          MESSAGING.messageImagesMax,
        ),
      );
    } catch {
      setPhotoError(p.compressFailed);
    } finally {
      setPreparing(false);
    }
  }

  function remove(index: number): void {
    setPhotos((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((_, i) => i !== index);
    });
    setPhotoError(null);
  }

  const shownError = error ?? photoError;
  return (
    <form className="composer" onSubmit={handleSubmit}>
      {shownError ? (
        <p className="composer__error" role="alert" id={`${id}-error`}>
          {shownError}
        </p>
      ) : null}
      {photos.length > 0 || preparing ? (
        <ul className="composer__photos" aria-label={p.attachHint(MESSAGING.messageImagesMax)}>
          {photos.map((photo, index) => (
            <li key={photo.url} className="composer__photo">
              <img className="composer__photo-image" src={photo.url} alt={p.preview(index + 1)} />
              <button
                type="button"
                className="composer__photo-remove"
                aria-label={p.remove(index + 1)}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
          {preparing ? (
            <li className="composer__photo composer__photo--preparing" role="status">
              {p.compressing}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="composer__row">
        <input
          ref={fileInput}
          id={`${id}-photos`}
          type="file"
          // Opened by the camera button below, the one control a keyboard or a screen reader meets: hidden from
          // both (out of the tab order and the accessibility tree) so 「写真を添付」 is announced once.
          aria-hidden="true"
          accept="image/*"
          multiple
          className="visually-hidden"
          tabIndex={-1}
          onChange={(event) => void handleFiles(event)}
        />
        <button
          type="button"
          className="icon-button composer__attach"
          aria-label={p.attach}
          title={p.attach}
          disabled={full || preparing}
          onClick={() => fileInput.current?.click()}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M4 5h3l1.5-2h7L17 5h3a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm8 3.5A4.5 4.5 0 1 0 12 17.5 4.5 4.5 0 0 0 12 8.5Zm0 2A2.5 2.5 0 1 1 12 15.5 2.5 2.5 0 0 1 12 10.5Z"
            />
          </svg>
        </button>
        <label className="visually-hidden" htmlFor={id}>
          {copy.threads.composerLabel}
        </label>
        <textarea
          id={id}
          className="textarea composer__input"
          rows={1}
          value={body}
          maxLength={MESSAGING.messageBodyMax}
          placeholder={copy.threads.composerPlaceholder}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={handleKeyDown}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
        />
        <button
          type="submit"
          className="button button--primary composer__send"
          disabled={empty || sending || preparing}
        >
          {sending ? copy.threads.sending : copy.threads.send}
        </button>
      </div>
    </form>
  );
}
