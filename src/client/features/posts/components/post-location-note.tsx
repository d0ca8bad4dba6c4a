/**
 * The location line of the post form (docs/product.md §2 Post create): "attached" when coordinates are known, else the
 * hint to enable location with a button that asks the browser; a refusal is explained.
 */

import { MapPinIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import type { usePostLocation } from "../hooks/use-post-location.ts";

/**
 * "Location attached" when coordinates are known, else the hint to enable location (with its button, or why
 * it is refused).
 */
export function PostLocationNote({ location }: { location: ReturnType<typeof usePostLocation> }) {
  if (!location.checked) return null;
  if (location.coords) {
    return (
      <p className="location-note location-note--active">
        <MapPinIcon size={18} />
        {copy.post.locationAttached}
      </p>
    );
  }
  return (
    <div className="location-note location-note--hint">
      <MapPinIcon size={18} />
      <div className="location-note__text">
        <p>{location.denied ? copy.postForm.locationDenied : copy.post.locationHint}</p>
        {location.supported && !location.denied ? (
          <button
            type="button"
            className="button button--outline location-note__button"
            onClick={location.request}
            disabled={location.pending}
          >
            {copy.postForm.enableLocation}
          </button>
        ) : null}
      </div>
    </div>
  );
}
