/**
 * The optional image of the post form (docs/product.md §2 Post create / edit, §5 Post image): choose a file, see its
 * preview (compressed in the browser first), clear it; on edit the current image can be kept, replaced or removed.
 */
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { FieldErrors } from "#client/components/field-errors.tsx";
import { copy } from "#shared/copy.ts";

/** What the form sends about the image. */
export type ImageChoice = { kind: "keep" } | { kind: "new"; file: File } | { kind: "remove" };

interface PostImageFieldProps {
  id: string;
  value: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** The URL of the post's current image (edit), if any. */
  currentUrl?: string | null;
  errors?: readonly string[];
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The optional image: choose (compressed per docs/product.md §5 before preview), clear, or on edit keep / replace /
 * remove the current one.
 */
export function PostImageField({
  id,
  value,
  onChange,
  currentUrl,
  errors = [],
  onBusyChange,
}: PostImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const newFile = value.kind === "new" ? value.file : null;
  const preview = useObjectUrl(newFile);

  async function handleFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setLocalError(copy.postForm.imageNotImage);
      return;
    }
    setLocalError(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      // The compression library is loaded only when someone picks an image.
      const { compressPostImage } = await import("#client/lib/compress-image.ts");
      onChange({ kind: "new", file: await compressPostImage(file) });
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  const shownErrors = localError ? [localError, ...errors] : errors;
  const hasCurrent = Boolean(currentUrl);
  const showing = preview ?? (value.kind === "keep" && currentUrl ? currentUrl : null);

  return (
    <div className={`field image-field${shownErrors.length > 0 ? " field--invalid" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {copy.postForm.image}
        <span className="badge badge--optional">{copy.post.optional}</span>
      </span>
      {showing ? (
        <figure className="image-field__preview">
          <img src={showing} alt={preview ? copy.postForm.imageNew : copy.postForm.imageCurrent} />
          <figcaption>{preview ? copy.postForm.imageNew : copy.postForm.imageCurrent}</figcaption>
        </figure>
      ) : null}
      {value.kind === "remove" ? (
        <p className="image-field__notice">{copy.postForm.imageWillBeRemoved}</p>
      ) : null}
      {busy ? (
        <p className="image-field__notice" role="status">
          {copy.postForm.imageCompressing}
        </p>
      ) : null}
      <div className="image-field__actions">
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif"
          onChange={(event) => void handleFile(event)}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={hintId}
          disabled={busy}
        />
        <button
          type="button"
          id={`${id}-choose`}
          className="button button--outline"
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          {hasCurrent || newFile ? copy.postForm.imageReplace : copy.postForm.imageChoose}
        </button>
        {newFile ? (
          <button type="button" className="button button--ghost" onClick={() => onChange({ kind: "keep" })}>
            {copy.postForm.imageClear}
          </button>
        ) : null}
        {hasCurrent && value.kind === "keep" ? (
          <button type="button" className="button button--ghost" onClick={() => onChange({ kind: "remove" })}>
            {copy.postForm.imageRemove}
          </button>
        ) : null}
        {value.kind === "remove" ? (
          <button type="button" className="button button--ghost" onClick={() => onChange({ kind: "keep" })}>
            {copy.postForm.imageUndoRemove}
          </button>
        ) : null}
      </div>
      <p className="field__hint" id={hintId}>
        {copy.postForm.imageHint}
      </p>
      <FieldErrors messages={shownErrors} id={`${id}-error`} />
    </div>
  );
}

/** An object URL for `file`, revoked when the file changes or the component goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
