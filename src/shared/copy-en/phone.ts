/**
 * Texts of the phone-first work (docs/product.md "Phone first"): the error screens that replace a blank page, the
 * offline banner, the install and update prompts, the compact filter bar, uploads with progress.
 */
import type { phoneCopy } from "../copy/phone.ts";
import type { Translation } from "./translation.ts";

export const phoneCopyEn: Translation<typeof phoneCopy> = {
  /** A missing thread (404) and the way on from a missing profile. */
  threadNotFound: "This message thread was not found.",
  backToPosts: "Go to the request list",
  /** The title of the link around a request's photo, which opens it at full size. */
  openImage: "Open the image at full size",
  /** The route error screen (an error boundary per route). */
  routeError: {
    chunkTitle: "The page could not be loaded",
    chunkBody:
      "The connection may have been lost, or a new version may have been released. Reload to see the latest page.",
    renderTitle: "The page could not be shown",
    renderBody: "A temporary problem occurred. Try again, or reload the page.",
    reload: "Reload",
    retry: "Try again",
    home: "Back to the top page",
  },
  /** The folded filter bar of a list on phones and its sheet. */
  filters: {
    open: "Filter",
    close: "Close",
  },
  /** The installable app: the update prompt and the offline page of the service worker. */
  pwa: {
    shortName: "Tasukeai",
    updateAvailable: "A new version is available",
    updateNow: "Update",
    later: "Later",
    offlinePageTitle: "You are offline",
    offlinePageBody:
      "The page cannot be shown because you are not connected to the internet. Check your connection, then reload.",
    offlinePageReload: "Reload",
  },
  /** "Nearby requests" without a location or a registered region: a prefecture picked and kept in this browser. */
  nearby: {
    deniedNoRegion: "Location is not allowed. Choose a prefecture to see the requests in that area.",
    unsupportedNoRegion:
      "Your browser cannot use location. Choose a prefecture to see the requests in that area.",
    picked: (region: string) => `Showing requests in the prefecture you chose (${region})`,
    pickLabel: "Choose a prefecture",
    pickNone: "Please choose",
  },
  offline: {
    banner: "You are offline",
    detail: "When you are connected again, the latest content loads automatically.",
    /** Shown with the banner while the answers on screen are the ones last seen (docs/decisions/028). */
    lastSeen: "You are seeing the content that was shown last time.",
    /** A member page opened offline before the current user could be known (no last-seen copy). */
    memberPageUnavailable:
      "This page cannot be shown because you are offline. It will load automatically when you are connected again.",
    back: "You are back online",
  },
  /** The upload progress of the post form: a bar with the percent sent and a cancel. */
  upload: {
    label: "Sending images",
    percent: (percent: number) => `${percent}%`,
    cancel: "Cancel",
    cancelled: "Sending was cancelled. What you entered is still there.",
  },
};
