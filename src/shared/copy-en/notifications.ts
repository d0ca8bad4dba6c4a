/**
 * English copy of notifications, saved searches and their settings (docs/product.md §11 Notifications).
 */

import { SERVICE_NAME_EN } from "../constants.ts";
import type { notificationsCopy } from "../copy/notifications.ts";
import type { Translation } from "./translation.ts";

/**
 * The board's name in English, as in ./copy.ts: English texts carry no kana or kanji
 * (tests/unit/copy-translations.test.ts).
 */

export const notificationsCopyEn: Translation<typeof notificationsCopy> = {
  bell: "Notifications",
  bellUnread: (count: number) => `Notifications (${count > 99 ? "99+" : count} unread)`,
  /** Heard once by a screen reader when the unread count grows while a page is open. */
  announceNew: (count: number) => `You have new notifications (${count > 99 ? "99+" : count} unread)`,
  pageTitle: "Notifications",
  pageDescription: "Comments, follows, new requests that match your saved searches and other news.",
  empty: "No notifications yet.",
  markAllRead: "Mark all as read",
  unreadLabel: "Unread",
  loadFailed: "Could not load notifications.",
  /** Titles and bodies by kind; names and titles are those of the moment it happened. */
  kinds: {
    comment: {
      title: (actor: string) => `${actor} commented on your request`,
    },
    reply: {
      title: (actor: string) => `New comment from ${actor} on a request you commented on`,
    },
    follow: {
      title: (actor: string) => `${actor} started following you`,
      body: "Take a look at their profile.",
    },
    followed_post: {
      title: (actor: string) => `${actor}, who you follow, posted a new request`,
    },
    saved_search: {
      title: "There is a new request that matches your saved search",
    },
    admin_notice: {
      title: (title: string) => `Notice from the operator: ${title}`,
    },
    bookmark_status: {
      title: (status: string) => `A request you saved is now "${status}"`,
    },
    review: {
      title: (actor: string) => `You received a rating from ${actor}`,
    },
    report_handled: {
      title: "We have handled your report",
      body: (action: string) =>
        `The operator checked the content and took this action: "${action}". Thank you for your help.`,
    },
  },
  deletedUser: "Former member",
  settings: {
    title: "Notification settings",
    lead: "For each kind of notification, choose whether to receive it by email and as a push notification.",
    email: "Email",
    push: "Push notifications",
    /** The group headings of the switches (one setting per row). */
    emailGroup: "Receive by email",
    pushGroup: "Receive as push notifications",
    pushGroupLead: "They are sent to the browsers and smartphones where you allowed notifications.",
    /** The timing select under a kind whose email is on. */
    timing: "Timing",
    modes: { immediate: "Right away", daily: "Once a day, in one email", off: "Do not receive" },
    kindLabels: {
      comment: "Comments on your requests",
      reply: "New comments on requests you commented on",
      follow: "New followers",
      followed_post: "New requests from people you follow",
      saved_search: "New requests that match your saved searches",
      admin_notice: "Notices from the operator",
      bookmark_status: "Saved requests that are resolved or closed",
      review: "Ratings you receive",
      report_handled: "Answers to your reports",
      appointment: "Scheduling and reminders",
    },
    digestHour: "Time of the summary email",
    hourOption: (hour: number) => `${hour}:00`,
    threadMail: "Send me an email when a message has not been read for 15 minutes",
    save: "Save settings",
    saved: "Your notification settings have been saved.",
  },
  mail: {
    subject: (title: string) => `[${SERVICE_NAME_EN}] ${title}`,
    open: `View on ${SERVICE_NAME_EN}`,
    footer: `This email was sent because of your notification settings on ${SERVICE_NAME_EN}.`,
    preferences: "Change your notification email settings",
    unsubscribe: "Stop emails of this kind",
  },
  digest: {
    subject: (count: number) =>
      `[${SERVICE_NAME_EN}] Today's summary: ${count === 1 ? "1 notification" : `${count} notifications`}`,
    heading: "Today's summary",
    intro: (count: number) =>
      count === 1
        ? "You have 1 notification since the last summary."
        : `You have ${count} notifications since the last summary.`,
    /** The count after a section title: (3). */
    sectionCount: (count: number) => ` (${count})`,
    sections: {
      requests: "New requests for you",
      comments: "Comments",
      followers: "New followers",
      other: "Other notifications",
    },
    openAll: "See all notifications",
    /** The digest as an unsubscribe link names it. */
    label: "Daily summary email",
    unsubscribe: "Stop the summary emails",
  },
  /** Comments and replies about one post gathered into one mail (docs/product.md §11 Email). */
  commentBatch: {
    subject: (postTitle: string, count: number) =>
      `[${SERVICE_NAME_EN}] ${count === 1 ? "1 new comment" : `${count} new comments`} on "${postTitle}"`,
    intro: (postTitle: string, count: number) =>
      `Since our last email, ${count === 1 ? "1 new comment was" : `${count} new comments were`} written on "${postTitle}".`,
    /** One quoted comment: who wrote it and its first characters. */
    quote: (name: string, excerpt: string) => `${name}: ${excerpt}`,
    /** After the quoted ones when there were more. */
    more: (count: number) => (count === 1 ? "There is 1 more comment." : `There are ${count} more comments.`),
    open: "Read the comments",
  },
  threadMail: {
    label: "Unread message notices",
    subject: (sender: string) => `[${SERVICE_NAME_EN}] You have a message from ${sender}`,
    intro: (sender: string) => `You have not read the message from ${sender} yet.`,
    open: "Read the message",
    unsubscribe: "Stop emails about unread messages",
  },
  push: {
    fields: {
      endpoint: "Notification address",
      p256dh: "Notification key",
      auth: "Notification credentials",
    },
    /** An endpoint that is not an https:// URL, or carries a user name or password. */
    endpointForm: "The notification address must be the address of a push service starting with https://.",
    /** An endpoint on a private, loopback, link-local or otherwise non-public address (after resolving its name). */
    endpointAddress:
      "Only addresses that are public on the internet can be used as the notification address.",
    /** Browser keys of the wrong size (a P-256 public key is 65 bytes, the secret 16). */
    keyForm: (field: string) => `${field} is not in the correct format.`,
    tooManySubscriptions: (max: number) =>
      `You can receive push notifications on up to ${max} devices. Turn off notifications on a device you do not use, then try again.`,
    messageTitle: (sender: string) => `Message from ${sender}`,
    ask: "Do you want to receive push notifications for new notifications on this device?",
    enable: "Turn on push notifications",
    enabled: "Push notifications are on for this device.",
    disable: "Turn off push notifications",
    unsupported: "Push notifications cannot be used on this device.",
    denied: "Notifications are not allowed in your browser settings.",
  },
  unsubscribe: {
    title: "Stop emails",
    confirm: (kind: string) => `Do you want to stop "${kind}" emails?`,
    button: "Stop emails",
    done: (kind: string) => `"${kind}" emails have been stopped.`,
    invalid: "This link is not valid.",
  },
  adminNotice: {
    title: "Notice title",
    body: "Notice text",
    url: "Link",
  },
  savedSearch: {
    save: "Save this search",
    saved: "Your search has been saved. We will let you know when there are new requests.",
    deleted: "The saved search has been deleted.",
    listTitle: "Saved searches",
    none: "You have no saved searches.",
    remove: "Delete",
    tooMany: (max: number) => `You can save up to ${max} searches.`,
    needsCriterion: "Choose at least one of: keyword, category, region, tag, place or language.",
    notFound: "The saved search was not found.",
    describeAll: "All requests",
    keyword: (k: string) => `"${k}"`,
    near: (km: number) => `Within ${km} km`,
    fields: {
      keyword: "Keyword",
      category_id: "Category",
      region_id: "Region",
      tags: "Tags",
      near: "Place",
      lat: "Latitude",
      lon: "Longitude",
      radius_km: "Radius",
      language: "Language",
      ids: "Notifications",
    },
  },
};
