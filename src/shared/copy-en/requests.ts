/**
 * English copy of request status, structured request details, thanks and ratings, the request a thread is
 * about, and the rules pages (docs/product.md §10).
 */
import type { requestsCopy } from "../copy/requests.ts";
import { rulesCopyEn } from "./rules.ts";
import type { Translation } from "./translation.ts";

export const requestsCopyEn: Translation<typeof requestsCopy> = {
  status: {
    open: "Open",
    in_progress: "In progress",
    resolved: "Resolved",
    closed: "Closed",
  },
  reward: {
    none: "Free (volunteer)",
    money: "Cash thanks",
    gift: "Thank-you gift",
  },
  /**
   * The languages a request may be written in (docs/product.md "Request language"), each in its own words so that
   * a reader of that language finds it.
   */
  language: {
    ja: "日本語",
    en: "English",
    easy_ja: "やさしい日本語",
    other: "Other language",
  },
  /** The official tags that say what the thanks field says (their names, by slug; src/shared/reward-tags.ts). */
  rewardTags: {
    paid: "Cash thanks offered",
    gift: "Thank-you gift offered",
    volunteer: "Volunteer",
  },
  /** Short weekday names, Sunday first (Date#getDay order). */
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  /** A calendar day with its weekday: "Sat, Dec 5", with the year ("Tue, Jan 5, 2027") when it is not this year's. */
  calendarDay: (year: number | null, month: number, day: number, weekday: string) =>
    `${weekday}, ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1] ?? month} ${day}${year === null ? "" : `, ${year}`}`,
  rating: {
    good: "Good",
    normal: "OK",
    bad: "Disappointing",
  },
  fields: {
    status: "Status",
    helper_id: "Person who helped",
    hours: "Hours of help",
    reward_type: "Thanks",
    reward_amount: "Cash thanks amount",
    needed_by: "Preferred date",
    helpers_needed: "Helpers needed",
    language: "Language",
    rating: "Rating",
    comment: "Comment",
    terms: "Agreement to the terms of use",
  },
  errors: {
    statusForbidden: "Only the person who posted this request can change its status.",
    helperOnlyWhenResolved:
      'You can choose the person who helped only when you change the status to "Resolved".',
    hoursInvalid: "Enter the hours from 0.5 to 24, in steps of 30 minutes.",
    hoursOnlyWithHelper:
      'You can record the hours only when you change the status to "Resolved" and choose the person who helped.',
    helperNotEligible:
      "As the person who helped, choose a member who commented on this request or exchanged messages with you.",
    rewardAmountOnlyMoney:
      'You can enter a cash thanks amount only when you choose "Cash thanks" as the thanks.',
    neededByPast: "Choose today or a later day as the preferred date.",
    invalidDate: "Enter a correct preferred date (for example 2026-12-24).",
    reviewNotAllowed: "Only the person who posted this request and the person who helped can rate it.",
    reviewNotReady: "You can rate only requests that are resolved and have a person who helped.",
    reviewTwice: "You have already rated this request.",
    termsRequired: "Please agree to the terms of use and the privacy policy.",
  },
  ui: {
    hoursLabel: "Hours of help (optional)",
    hoursNone: "Do not record",
    hoursOption: (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`),
    hoursGiven: (hours: number) => `Hours of help: ${hours === 1 ? "1 hour" : `${hours} hours`}`,
    openOnly: "Open only",
    languageHint: "The language the request is written in. It helps people who can read it find it.",
    allLanguages: "All languages",
    changeStatus: "Change status",
    statusSave: "Save status",
    statusSaved: "The status of the request has been changed.",
    chooseHelper: "Person who helped (optional)",
    noHelper: "Do not choose",
    yen: (amount: number) => `¥${amount.toLocaleString("en-US")}`,
    /** `date` as formatCalendarDayJa writes it (calendarDay): "By Sat, Dec 5". */
    neededBy: (date: string) => `By ${date}`,
    helpersNeeded: (count: number) => (count === 1 ? "1 helper needed" : `${count} helpers needed`),
    helper: (name: string) => `Helper: ${name}`,
    reviewTitle: "Thanks and rating",
    reviewAsAuthor: (name: string) => `Thanks and rating for ${name}`,
    reviewAsHelper: (name: string) => `Rating for ${name}, who made the request`,
    reviewSubmit: "Send rating",
    reviewSent: "Your rating has been sent. Thank you.",
    reviewDone: "You have already rated this.",
    commentPlaceholder: "A short thank-you (optional)",
    ratings: "Ratings",
    ratingCount: (label: string, count: number) => `${label} ${count}`,
    reviewsTitle: "Ratings received",
    noReviews: "No ratings yet.",
    recentRequests: "Recent requests",
    helpGiven: "Requests helped with",
    noHelpGiven: "None yet.",
    threadAbout: "About this request",
    rewardNone: "No thanks offered (free)",
  },
  rules: {
    pages: rulesCopyEn,
    footerNavigation: "Rules and guidelines",
    terms: "Terms of use",
    privacy: "Privacy policy",
    guidelines: "Community guidelines",
    consentLabel: "I agree to the terms of use and the privacy policy",
  },
};
