/**
 * The photos of a request on its page (docs/product.md "Request photos"): one photo at a time, swiped on a phone
 * (CSS scroll snap), with 前の写真 / 次の写真 buttons and the counter 「2 / 5」 for keyboards, screen readers and
 * mice. Each photo's alt text is the author's, else the request's title; a tap opens it at full size.
 */
import { useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "#client/components/icons.tsx";
import { POST_IMAGE, POST_THUMB } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { PostImageView } from "#shared/schemas/post-photos.ts";

const p = copy.postPhotos;

/**
 * How wide a photo is drawn (the article column is at most 800 px): with `srcset` a narrow screen at density 1
 * takes the 320 px thumbnail, anything wider the original (docs/product.md §5 Post image).
 */
const GALLERY_IMAGE_SIZES = "(min-width: 840px) 800px, 100vw";

/** The gallery of `images` (cover first) of the request titled `title`. */
export function PostGallery({ images, title }: { images: readonly PostImageView[]; title: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const total = images.length;

  function show(next: number): void {
    const list = track.current;
    const target = Math.max(0, Math.min(total - 1, next));
    setIndex(target);
    list?.scrollTo({ left: target * list.clientWidth, behavior: "smooth" });
  }

  // A swipe moves the list by itself: the counter follows the photo that is in view.
  function followScroll(): void {
    const list = track.current;
    if (!list || list.clientWidth === 0) return;
    setIndex(Math.max(0, Math.min(total - 1, Math.round(list.scrollLeft / list.clientWidth))));
  }

  return (
    <section className="gallery" aria-label={p.gallery}>
      <ul className="gallery__track" ref={track} onScroll={followScroll}>
        {images.map((image, i) => (
          <li key={image.id} className="gallery__slide" aria-hidden={i !== index}>
            {/* A tap opens the photo at full size (phone first): the page shows it scaled to the column. */}
            <a
              href={image.url}
              target="_blank"
              rel="noopener"
              title={copy.phone.openImage}
              tabIndex={i === index ? 0 : -1}
            >
              <img
                src={image.url}
                srcSet={
                  image.thumb_url
                    ? `${image.thumb_url} ${POST_THUMB.width}w, ${image.url} ${POST_IMAGE.maxSide}w`
                    : undefined
                }
                sizes={image.thumb_url ? GALLERY_IMAGE_SIZES : undefined}
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                loading={i === 0 ? undefined : "lazy"}
                alt={image.alt ?? p.photoAlt(title, i + 1, total)}
                className="gallery__image"
                draggable={false}
              />
            </a>
          </li>
        ))}
      </ul>
      {total > 1 ? (
        <div className="gallery__controls">
          <button
            type="button"
            className="button button--ghost gallery__button"
            onClick={() => show(index - 1)}
            disabled={index === 0}
            aria-label={p.previous}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <p className="gallery__counter" aria-live="polite" aria-atomic="true">
            {p.counter(index + 1, total)}
          </p>
          <button
            type="button"
            className="button button--ghost gallery__button"
            onClick={() => show(index + 1)}
            disabled={index === total - 1}
            aria-label={p.next}
          >
            <ChevronRightIcon size={22} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
