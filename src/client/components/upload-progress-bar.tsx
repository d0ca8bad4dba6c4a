/**
 * The progress of an upload under way (docs/product.md §5 Post image, "Upload progress"): a labelled progress bar
 * with the percent sent and 「キャンセル」, or after a cancel the note that nothing was sent.
 */
import { copy } from "#shared/copy.ts";
import "./upload-progress-bar.css";

interface UploadProgressBarProps {
  /** 0–100 while sending, null when nothing is being sent. */
  percent: number | null;
  cancelled: boolean;
  onCancel: () => void;
}

/** The bar with percent and cancel while `percent` is a number; the cancelled note after a cancel; else nothing. */
export function UploadProgressBar({ percent, cancelled, onCancel }: UploadProgressBarProps) {
  if (percent === null) {
    return cancelled ? (
      <p className="upload-progress__note" role="status">
        {copy.phone.upload.cancelled}
      </p>
    ) : null;
  }
  return (
    <div className="upload-progress">
      <div className="upload-progress__row">
        <span id="upload-progress-label">{copy.phone.upload.label}</span>
        <span className="upload-progress__percent" aria-hidden="true">
          {copy.phone.upload.percent(percent)}
        </span>
      </div>
      <div className="upload-progress__row">
        <progress
          className="upload-progress__bar"
          max={100}
          value={percent}
          aria-labelledby="upload-progress-label"
          aria-valuetext={copy.phone.upload.percent(percent)}
        />
        <button type="button" className="button button--ghost upload-progress__cancel" onClick={onCancel}>
          {copy.phone.upload.cancel}
        </button>
      </div>
    </div>
  );
}
