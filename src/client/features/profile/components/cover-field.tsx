/**
 * Cover image of profile edit (docs/product.md §2, §3, §5): choose one of the 30 presets (or the default gray), upload an
 * image of at most 4 MB (1500×500 recommended), or remove it.
 */
import type { ChangeEvent } from "react";
import { IMAGE_LIMITS_BYTES } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { COVER_PRESET_KEYS, coverPresetThumbUrl, DEFAULT_COVER_KEY } from "#shared/schemas/profile.ts";

const p = copy.profile;

interface CoverFieldProps {
  selectedPreset: string | null;
  canRemove: boolean;
  errors: readonly string[];
  onPreset: (key: string) => void;
  onFile: (file: File) => void;
  onTooLarge: () => void;
  onRemove: () => void;
}

/** The cover picker of profile edit: presets, upload (≤ 4 MB) or removal (docs/product.md §2, §5). */
export function CoverField({
  selectedPreset,
  canRemove,
  errors,
  onPreset,
  onFile,
  onTooLarge,
  onRemove,
}: CoverFieldProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    if (file.size > IMAGE_LIMITS_BYTES.cover) onTooLarge();
    else onFile(file);
  }
  const keys = [...COVER_PRESET_KEYS, DEFAULT_COVER_KEY];
  return (
    <fieldset className={`field cover-field${errors.length > 0 ? " field--invalid" : ""}`}>
      <legend className="field__label">{p.fields.cover}</legend>
      <div className="cover-field__actions">
        <label className="button button--outline file-button">
          {p.coverUpload}
          <input
            id="profile-cover"
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-describedby="profile-cover-hint"
            onChange={handleChange}
          />
        </label>
        {canRemove ? (
          <button type="button" className="button button--ghost" onClick={onRemove}>
            {p.coverRemove}
          </button>
        ) : null}
      </div>
      <p className="field__hint" id="profile-cover-hint">
        {p.coverHint}
      </p>
      {errors.length > 0 ? (
        <ul className="field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <p className="cover-field__presets-title">{p.coverPresets}</p>
      <ul className="cover-presets">
        {keys.map((key, index) => {
          const label = key === DEFAULT_COVER_KEY ? p.coverDefaultGray : p.coverPresetName(index + 1);
          return (
            <li key={key}>
              <button
                type="button"
                className="cover-presets__item"
                aria-pressed={selectedPreset === key}
                aria-label={label}
                title={label}
                data-cover-key={key}
                onClick={() => onPreset(key)}
              >
                <img src={coverPresetThumbUrl(key)} alt="" width={180} height={60} loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
