/**
 * Texts of sharing a request and of the printed posters (docs/product.md "Sharing and posters" #sharing).
 */

import { SERVICE_NAME_EN } from "../constants.ts";
import type { sharingCopy } from "../copy/sharing.ts";
import type { Translation } from "./translation.ts";

/**
 * The board's name in English, as in ./copy.ts: English texts carry no kana or kanji
 * (tests/unit/copy-translations.test.ts).
 */

export const sharingCopyEn: Translation<typeof sharingCopy> = {
  /** The post page's button and the fallback sheet. */
  share: "Share",
  shareLabel: (title: string) => `Share "${title}"`,
  sheetTitle: "Share this request",
  line: "Send with LINE",
  x: "Post on X",
  facebook: "Share on Facebook",
  copyLink: "Copy link",
  copied: "Copied",
  copyFailed: "Could not copy. Press and hold the link to copy it.",
  qrHeading: "QR code",
  qrAlt: (url: string) => `QR code that opens the page of this request (${url})`,
  qrLoading: "Making the QR code…",
  qrFailed: "Could not make the QR code.",
  close: "Close",
  /** Opens in a new tab: said to screen readers after the link's name. */
  newTab: " (opens in a new tab)",
  /** The poster link of the post page and the region page, and the poster pages. */
  printPoster: "Print a poster",
  print: "Print",
  printHint:
    'Fits on one sheet of A4 paper. In your browser\'s print screen you can also choose "Save as PDF".',
  backToPost: "Back to the request",
  backToRegion: "Back to the requests in this region",
  boardName: SERVICE_NAME_EN,
  posterKicker: "Looking for someone to help",
  posterPlace: "Place",
  posterDate: "Posted on",
  posterNeededBy: "Preferred date",
  posterReward: "Thanks",
  posterScan: "Scan this with a smartphone to open the page of the request",
  posterFooter: (origin: string) => `${SERVICE_NAME_EN} · ${origin}`,
  regionPosterTitle: (region: string) => `Open requests in ${region}`,
  regionPosterLead: (count: number) =>
    `${count === 1 ? "There is 1 open request" : `There are ${count} open requests`} now. Scan the QR code of a request you are interested in.`,
  regionPosterEmpty: "There are no open requests now.",
  posterTitle: (title: string) => `Poster: ${title}`,
  /** The poster of a request that is not shown to everyone. */
  posterUnavailable: "This request is not public, so a poster cannot be made.",
};
