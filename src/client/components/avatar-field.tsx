/**
 * Avatar upload with browser compression (docs/product.md §5: 1 MB / 1024 px / 0.8, retry 0.8 MB / 0.7, limit 2 MB) and
 * removal. Compression failure sends the original with a notice; a file over the limit is refused here.
 */
import { type ChangeEvent, useId, useState } from "react";
import { compressAvatar } from "#client/lib/compress-avatar.ts";
import { copy } from "#shared/copy.ts";
import { UserAvatar } from "./user-avatar.tsx";
import "./avatar-field.css";

const p = copy.profile;

interface AvatarFieldProps {
  name: string;
  previewUrl: string | null;
  canRemove: boolean;
  /** True once the stored avatar is marked for removal (it goes when the form is saved). */
  removalPending?: boolean;
  errors: readonly string[];
  onFile: (file: File) => void;
  onRemove: () => void;
}

/** The avatar field of the profile and admin edit forms: preview, choose (compressed), remove. */
export function AvatarField({
  name,
  previewUrl,
  canRemove,
  removalPending = false,
  errors,
  onFile,
  onRemove,
}: AvatarFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleChange(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const input = event.currentTarget;
    const original = input.files?.[0];
    if (!original) return;
    setBusy(true);
    setNotice(null);
    setError(null);
    const result = await compressAvatar(original);
    setBusy(false);
    input.value = "";
    if (result.tooLarge) {
      setError(p.avatarTooLarge);
      return;
    }
    if (result.fallback) setNotice(p.compressFailed);
    onFile(result.file);
  }

  const messages = [...(error ? [error] : []), ...errors];
  return (
    <div className={`field avatar-field${messages.length > 0 ? " field--invalid" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {p.fields.avatar}
      </span>
      <div className="avatar-field__row">
        <UserAvatar name={name || "?"} url={previewUrl} size={88} />
        <div className="avatar-field__actions">
          <label className="button button--outline file-button">
            {busy ? p.compressing : p.avatarChoose}
            <input
              id="profile-avatar"
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint`}
              disabled={busy}
              onChange={(event) => void handleChange(event)}
            />
          </label>
          {canRemove ? (
            <button type="button" className="button button--ghost" onClick={onRemove}>
              {p.avatarRemove}
            </button>
          ) : null}
        </div>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {p.avatarHint}
      </p>
      {removalPending ? (
        <p className="field__hint field__hint--notice" role="status">
          {p.avatarRemoved}
        </p>
      ) : null}
      {notice ? (
        <p className="field__hint field__hint--notice" role="status">
          {notice}
        </p>
      ) : null}
      {messages.length > 0 ? (
        <ul className="field__errors">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
