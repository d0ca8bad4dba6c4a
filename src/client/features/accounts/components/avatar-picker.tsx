/**
 * The avatar field of the register form (docs/product.md §3 Register payload, §5 Avatar): choose an image, see it as
 * it will appear, and have it compressed in the browser. When compression fails the original is kept with the
 * message of docs/product.md §8 (the server will process it); files that cannot be images are refused here already.
 */
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { FieldErrors } from "#client/components/field-errors.tsx";
import { compressAvatar } from "#client/lib/compress-avatar.ts";
import { copy } from "#shared/copy.ts";

interface AvatarPickerProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Told while the browser compresses (the form waits before sending). */
  onBusyChange: (busy: boolean) => void;
  errors: readonly string[];
}

const a = copy.account;

/** The avatar chooser of the register form: preview, compression state, notice and errors. */
export function AvatarPicker({ id, file, onChange, onBusyChange, errors }: AvatarPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function handleChange(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const chosen = event.target.files?.[0];
    setNote(null);
    setProblem(null);
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      setProblem(a.avatarNotImage);
      event.target.value = "";
      return;
    }
    setBusy(true);
    onBusyChange(true);
    const result = await compressAvatar(chosen);
    setBusy(false);
    onBusyChange(false);
    if (result.fallback) setNote(a.avatarCompressFailed);
    if (result.tooLarge) {
      setProblem(a.avatarTooLarge);
      onChange(null);
      event.target.value = "";
      return;
    }
    onChange(result.file);
  }

  function clear(): void {
    onChange(null);
    setNote(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = "";
  }

  const shown = [...(problem ? [problem] : []), ...errors];
  return (
    <div className={`avatar-picker${shown.length > 0 ? " field--invalid" : ""}`}>
      <div className="avatar-picker__preview" aria-hidden={preview ? undefined : "true"}>
        {preview ? (
          <img src={preview} alt={a.avatarPreview} width={72} height={72} />
        ) : (
          <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
            <circle cx="12" cy="8.5" r="4" fill="currentColor" />
            <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" fill="currentColor" />
          </svg>
        )}
      </div>
      <div className="avatar-picker__body">
        <div className="avatar-picker__actions">
          <label className="button button--outline avatar-picker__choose" htmlFor={id}>
            {a.avatarChoose}
          </label>
          <input
            ref={inputRef}
            id={id}
            className="visually-hidden"
            type="file"
            name="avatar"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => void handleChange(event)}
            aria-describedby={hintId}
            aria-invalid={shown.length > 0 || undefined}
          />
          {file ? (
            <button type="button" className="button button--ghost" onClick={clear}>
              {a.avatarClear}
            </button>
          ) : null}
        </div>
        <p className="field__hint" id={hintId}>
          {busy ? a.avatarCompressing : a.avatarHint}
        </p>
        {note ? (
          <p className="avatar-picker__note" role="status">
            {note}
          </p>
        ) : null}
        <FieldErrors messages={shown} id={`${id}-error`} />
      </div>
    </div>
  );
}
