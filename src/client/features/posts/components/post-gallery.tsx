/**
 * The photos of a request on its page (docs/product.md "Request photos"): one photo at a time, swiped on a phone
 * (CSS scroll snap), with 前の写真 / 次の写真 buttons and the counter 「2 / 5」 for keyboards, screen readers and
 * mice. Each photo's alt text is the author's, else the request's title; a tap opens it at full size.
 */
import { useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "#client/components/icons.tsx";
import { POST_IMAGE, POST_THUMB } from "#shared/constants.ts";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import { copy } from "#shared/copy.ts";
import type { PostImageView } from "#shared/schemas/post-photos.ts";

const p = postPhotosCopy;

/**
 * How wide a photo is drawn (the article column is at most 800 px): with `srcset` a narrow screen at density 1
 * takes the 320 px thumbnail, anything wider the original (docs/product.md §5 Post image).
 */
const GALLERY_IMAGE_SIZES = "(min-width: 840px) 800px, 100vw";

/** The gallery of `images` (cover first) of the request titled `title`. */
export function PostGallery({ images, title }: { images: readonly PostImageView[]; title: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  // The photo a button is scrolling to, until the scroll has ended: the scroll events on the way must not move the
  // counter back (half-way from 1 to 2 the nearest photo is still 1, and a second press would then go to 2 again).
  const heading = useRef<number | null>(null);
  const total = images.length;

  /** The photo nearest to the strip's scroll position. */
  function inView(list: HTMLUListElement): number {
    return Math.max(0, Math.min(total - 1, Math.round(list.scrollLeft / list.clientWidth)));
  }

  function show(next: number): void {
    const list = track.current;
    const target = Math.max(0, Math.min(total - 1, next));
    setIndex(target);
    if (!list) return;
    heading.current = target;
    // docs/product.md "Themes and motion": no smooth scroll when the system asks for reduced motion.
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({ left: target * list.clientWidth, behavior: reduced ? "instant" : "smooth" });
  }

  // A swipe moves the list by itself: the counter follows the photo that is in view.
  function followScroll(): void {
    const list = track.current;
    if (!list || list.clientWidth === 0) return;
    if (heading.current !== null) {
      // On its way to the photo a button chose: arrived, or not yet (then nothing changes).
      if (Math.abs(list.scrollLeft - heading.current * list.clientWidth) > 1) return;
      heading.current = null;
    }
    setIndex(inView(list));
  }

  // However a scroll ends (arrived, or stopped by a finger), the counter says where it stopped.
  function scrollEnded(): void {
    const list = track.current;
    heading.current = null;
    if (list && list.clientWidth > 0) setIndex(inView(list));
  }

  return (
    <section className="gallery" aria-label={p.gallery}>
      <ul className="gallery__track" ref={track} onScroll={followScroll} onScrollEnd={scrollEnded}>
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
            onClick={() => show((heading.current ?? index) - 1)}
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
            onClick={() => show((heading.current ?? index) + 1)}
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
