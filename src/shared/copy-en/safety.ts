/**
 * English texts of trust and safety (docs/product.md §12 Reporting, blocking and contact details): reports,
 * moderation, suspension, blocking, contact details held back and the thread safety tips.
 */
import type { safetyCopy } from "../copy/safety.ts";
import type { Translation } from "./translation.ts";

export const safetyCopyEn: Translation<typeof safetyCopy> = {
  contact: {
    maskedNote: "Contact details are shown after both of you agree",
    consentButton: "Agree to exchange contact details",
    consentDone: "You agreed to exchange contact details",
    consentWaiting: "Waiting for the other person to agree",
    consentBoth: "You both agreed, so contact details are shown",
    consentPartner: "The other person agreed to exchange contact details",
    consentFailed: "Could not send your agreement.",
  },
  tips: {
    title: "How to talk safely",
    items: [
      "Share personal details (phone number, address and so on) only after you both agree.",
      "When you meet for the first time, choose a place with other people around, such as a station or a shop.",
      "Do not pay money in advance.",
    ],
    guidelines: "If you have a problem, please report it.",
  },
  report: {
    button: "Report",
    title: "Report",
    /** The dialog heading and the button's accessible name: "Report this request". */
    heading: (target: string) => `Report this ${target}`,
    reasonLabel: "Reason for the report",
    detailLabel: "Details (optional)",
    submit: "Send report",
    cancel: "Cancel",
    thanks: "Thank you for telling us. We will check it.",
    failed: "Could not send the report.",
    reasons: {
      spam: "Spam or advertising",
      scam: "Fraud or money trouble",
      harassment: "Harassment or abuse",
      inappropriate: "Inappropriate content",
      personal_info: "Personal information posted",
      other: "Other",
    },
    /** Lower case: they stand inside sentences ("Report this request"). */
    targets: {
      post: "request",
      comment: "comment",
      public_message: "board message",
      message: "message",
      user: "user",
    },
    duplicate: "You have already reported this. Please wait while we check it.",
    notParticipant: "Only people in the thread can report this message.",
    targetMissing: "What you want to report was not found.",
    cannotSelf: "You cannot report yourself.",
    /** The Report button of content the member has an open report of (docs/product.md §12 Reporting). */
    reported: "Reported",
    reportedLabel: (target: string) => `You have reported this ${target} (please wait while we check it)`,
    reasonRequired: "Please choose a reason for the report.",
  },
  /** Asking for a review of content an administrator hid (docs/product.md §12 Reporting and moderation). */
  review: {
    button: "Ask for a review",
    messageLabel: "Message to the administrator (optional)",
    sent: "You asked for a review. An administrator will check it.",
    duplicate: "You have already asked for a review of this content.",
    notHidden: "You can ask for a review only of content that an administrator hid.",
    logLabel: "Review request",
    queueMark: "The poster asked for a review",
    noticeTitle: (target: string) => `Your ${target} was hidden`,
    noticeBody: (what: string, why: string) => `"${what}" was hidden. Reason: ${why}`,
    noticeHint:
      "If you think this is a mistake, you can ask for a review on the page of this content (once for each item).",
    noticeFinal: "After the review, the content stays hidden.",
    failed: "Could not send your request for a review.",
  },
  moderation: {
    hidden: "This content was hidden by an administrator.",
    /** What others read of content hidden pending review, before any administrator has decided. */
    hiddenPending:
      "This is hidden for now because of many reports. It is not shown until an administrator checks it.",
    /** Why save, follow and message are off on a request hidden from the reader. */
    actionsClosed: "While it is hidden, you cannot save, follow or send messages.",
    /** The label of `hide` for content already hidden pending review. */
    keepHidden: "Keep hidden",
    /** The heading of a request hidden from the reader (its title is not shown). */
    hiddenHeading: "Hidden request",
    hideNoteRequired: "Write the reason for hiding in the note (it is sent to the poster).",
    /** The admin header's count of open reported targets. */
    openCount: (n: number) => (n === 1 ? "1 open report" : `${n} open reports`),
    pending: "Under review",
    pendingNote: "Because it was reported, others cannot see it until the review is finished.",
    removedNote: "Hidden by an administrator. Others cannot see it.",
    queueTitle: "Check reports",
    logTitle: "Action log",
    open: "Open",
    resolved: "Handled",
    reportsCount: (n: number) => (n === 1 ? "1 report" : `${n} reports`),
    /** A report whose reporter was not a counting member (docs/product.md §12 "Counting members"). */
    notCounted: "Report not counted for automatic hiding",
    notCountedNote: (hours: number) =>
      `This report is not counted for automatic hiding, for example because the reporter registered less than ${hours === 1 ? "1 hour" : `${hours} hours`} ago or has not confirmed their email address.`,
    reporters: "Reasons for the reports",
    noteLabel: "Reason / note (required to hide or suspend; the reason for hiding is sent to the poster)",
    actions: {
      dismiss: "No problem (dismiss)",
      hide: "Hide",
      restore: "Show again",
      suspend_user: "Suspend the poster",
    },
    done: {
      dismiss: "The report was dismissed.",
      hide: "The content was hidden.",
      restore: "The content is shown again.",
      suspend_user: "The poster was suspended.",
    },
    empty: "There are no reports.",
    openTarget: "See the content",
    logEmpty: "There are no records.",
    contentGone: "(The content has been deleted)",
    noUserToSuspend: "There is no user to suspend.",
    invalidAction: "This action cannot be used on this report.",
    alreadyResolved: "This report has already been handled.",
    notFound: "The report was not found.",
    suspendConfirm: (name: string) => `Are you sure you want to suspend ${name}?`,
  },
  suspension: {
    loginRefused: "This account is suspended.",
    reasonLabel: "Reason for the suspension",
    reasonRequired: "Please enter the reason for the suspension.",
  },
  block: {
    button: "Block",
    unblock: "Unblock",
    confirm: (name: string) =>
      `Block ${name}? You will no longer see each other's posts or comments, and you will not be able to send messages to each other.`,
    done: "You blocked this user.",
    undone: "You unblocked this user.",
    cannotSelf: "You cannot block yourself.",
    userMissing: "The user was not found.",
    cannotMessage: "You cannot send messages to this user.",
    cannotComment: "You cannot comment on this request.",
    cannotFollow: "You cannot follow this user.",
    cannotReview: "You cannot rate this user.",
    cannotChooseHelper: "You cannot choose this user as the person who helped.",
    threadClosed: "You cannot send new messages in this thread.",
    postUnavailable: "This request cannot be shown.",
    /** Under a request that does not open because of a block (docs/product.md §12 Blocking). */
    postUnavailableHint: "Requests from users you blocked, or who blocked you, are not shown.",
    /** Why a profile offers neither the message button nor the follow button (docs/product.md §2 Profile show). */
    youBlocked:
      "You blocked this user, so you cannot send messages or follow. If you unblock, this changes back.",
    blockedYou: "You cannot exchange messages with this user or follow them.",
    backToProfile: "Back to the profile",
    /** The block list of account settings (docs/product.md §2 Account settings). */
    listLead:
      "You and users you blocked cannot see each other's requests or comments, and cannot send messages.",
    lift: "Unblock",
    liftLabel: (name: string) => `Unblock ${name}`,
    blockedOn: (date: string) => `Blocked on ${date}`,
    listFailed: "Could not load the users you blocked.",
    listTitle: "Blocked users",
    empty: "You have not blocked anyone.",
    failed: "The action failed.",
  },
  fields: {
    target_type: "What is reported",
    target_id: "Item",
    reason: "Reason for the report",
    detail: "Details",
    action: "Action",
    note: "Note",
    status: "Status",
  },
};
