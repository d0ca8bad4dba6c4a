/**
 * Words of a request's photos (docs/product.md "Request photos"): the form's photo picker (add, reorder, cover,
 * remove, alt text), the post page's gallery and the refusals of the photo calls.
 */
import type { postPhotosCopy } from "../copy/post-photos.ts";
import type { Translation } from "./translation.ts";

export const postPhotosCopyEn: Translation<typeof postPhotosCopy> = {
  /** The form section's heading and hint. */
  heading: "Photos",
  hint: (max: number) =>
    `JPEG, PNG, WebP or GIF (up to 2 MB each), up to ${max} photos. You can choose several at once. The first photo is the cover.`,
  add: "Add photos",
  count: (n: number, max: number) => `${n} / ${max} photos`,
  compressing: "Making the photos smaller…",
  notImage: "Please choose an image file.",
  tooMany: (max: number) => `You can add up to ${max} photos.`,
  /** One photo of the picker: its name for screen readers and its buttons. */
  photoLabel: (n: number, total: number) => `Photo ${n} of ${total}`,
  cover: "Cover",
  makeCover: "Make cover",
  moveBefore: "Earlier",
  moveAfter: "Later",
  moveBeforeLabel: (n: number) => `Move photo ${n} earlier`,
  moveAfterLabel: (n: number) => `Move photo ${n} later`,
  makeCoverLabel: (n: number) => `Make photo ${n} the cover`,
  remove: "Remove",
  removeLabel: (n: number) => `Remove photo ${n}`,
  alt: "Photo description (optional)",
  altLabel: (n: number) => `Description of photo ${n} (optional)`,
  altPlaceholder: "Example: a shelf that fell over, and books on the floor",
  dragHint: 'To change the order, drag the photos or use "Earlier" and "Later".',
  moved: (n: number) => `Moved to position ${n}.`,
  coverSet: "The cover has been changed.",
  /** The post page's gallery. */
  gallery: "Photos",
  previous: "Previous photo",
  next: "Next photo",
  counter: (n: number, total: number) => `${n} / ${total}`,
  photoAlt: (title: string, n: number, total: number) =>
    total > 1 ? `Photo ${n} of "${title}"` : `Photo of "${title}"`,
  /** Field names of the refusals. */
  fields: {
    images: "Photos",
    image_alts: "Photo descriptions",
    image_id: "Photo",
    order: "Photo order",
    cover_id: "Cover photo",
    alts: "Photo descriptions",
  },
  /** The refusal (429) of too many photo changes: 120 an hour per member. */
  tooManyChanges:
    "You changed photos many times in a row, so we have stopped taking changes for a while. Please wait a little, then try again.",
  errors: {
    tooMany: (max: number) => `You can add up to ${max} photos.`,
    unknownImage: "That photo is not part of this request.",
    orderMismatch: "For the order, give every photo of this request exactly once.",
    altsMismatch: "Give the same number of photo descriptions as photos.",
    noPhotos: "This request has no photos.",
  },
};
