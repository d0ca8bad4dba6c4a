/**
 * Words of thread photos and read receipts (docs/product.md "スレッドの写真", "既読"): the composer's photo button and
 * previews, the photos in a message, the Read mark and its setting on the account settings page.
 */
import type { threadMediaCopy } from "../copy/thread-media.ts";
import type { Translation } from "./translation.ts";

export const threadMediaCopyEn: Translation<typeof threadMediaCopy> = {
  photos: {
    /** The form field named in the 422s of thread photos. */
    field: "Photo",
    attach: "Attach photos",
    attachHint: (max: number) => `You can send up to ${max} photos.`,
    remove: (n: number) => `Remove photo ${n}`,
    preview: (n: number) => `Photo ${n} to send`,
    tooMany: (max: number) => `You can send up to ${max} photos.`,
    compressing: "Getting the photos ready…",
    compressFailed: "Could not read the photo. Please try another photo.",
    /** The alt text of a photo in a message bubble (the sender's name). */
    alt: (name: string, n: number) => `Photo sent by ${name} (photo ${n})`,
    open: (n: number) => `Show photo ${n} larger`,
    close: "Close",
    /** The 422 when neither a body nor a photo is sent. */
    bodyOrPhoto: "Write a message or add a photo.",
    /** 404 of a photo the viewer may not see (or that does not exist). */
    notFound: "The photo was not found.",
  },
  readReceipts: {
    /** Under the viewer's own messages the partner has read (both turned read receipts on). */
    read: "Read",
    readAt: (time: string) => `Read ${time}`,
    title: "Read receipts",
    switchLabel: "Show read receipts",
    explanation:
      'When this is on, "Read" is shown when the other person has read your message, in threads where both you and the other person have turned it on. It is off at first, so that you can write without worrying about whether your messages were read.',
    saved: (enabled: boolean) => (enabled ? "Read receipts are now on." : "Read receipts are now off."),
    saveFailed: "Could not save the read receipt setting.",
    field: "Read receipts",
    /** 429 past READ_RECEIPTS_LIMIT. */
    tooMany:
      "You changed the read receipt setting many times in a row, so we have stopped taking changes for a while. Please wait about 10 minutes, then try again.",
    /** 429 past the thread read limit. */
    readTooMany: "Too many read records. Please wait a little, then try again.",
  },
};
