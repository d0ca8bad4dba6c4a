/**
 * The English twin of the main copy catalogue, src/shared/copy.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md):
 * the same keys in the same order, a text for each text, a template of the same parameters for each template.
 * The areas that load with their own pages have their own twins beside this file.
 */

import { SERVICE_NAME_EN } from "../constants.ts";
import type { copy } from "../copy.ts";
import { languageCopyEn } from "./language.ts";
import { notificationsCopyEn } from "./notifications.ts";
import { phoneCopyEn } from "./phone.ts";
import { requestsCopyEn } from "./requests.ts";
import { safetyCopyEn } from "./safety.ts";
import { searchCopyEn } from "./search.ts";
import { textSizeCopyEn } from "./text-size.ts";
import { threadMediaCopyEn } from "./thread-media.ts";
import type { Translation } from "./translation.ts";

/**
 * The service's name in English. The Japanese catalogue reads `SERVICE_NAME` (たすけあい掲示板) from constants.ts;
 * English texts carry no kana or kanji (tests/unit/copy-translations.test.ts), so they name the board in English.
 */

/** "1 request", "3 requests". */
function countEn(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A rate-limit window as people read it: 3600 → 1 hour, 600 → 10 minutes. */
function windowEn(seconds: number): string {
  return seconds % 3600 === 0
    ? countEn(seconds / 3600, "hour", "hours")
    : countEn(Math.max(1, Math.round(seconds / 60)), "minute", "minutes");
}

/**
 * A field label inside a sentence, written small as Laravel's English attributes are: "Title" → "title",
 * "Text size" → "text size"; a label whose first word is not a plain capitalised word ("LinkedIn", "URL", "X") stays.
 */
function attributeEn(label: string): string {
  return /^[A-Z][a-z]+(?![A-Za-z])/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The board's one-line description (the header, link previews). */
const TAGLINE_EN = "Neighbours helping each other with small everyday problems";

export const copyEn: Translation<typeof copy> = {
  safety: safetyCopyEn,
  phone: phoneCopyEn,
  notifications: notificationsCopyEn,
  requests: requestsCopyEn,
  search: searchCopyEn,
  /** Sharing a request and its printed posters (docs/product.md "Sharing and posters"). */
  /** The text size setting (docs/product.md "文字サイズ"). */
  textSize: textSizeCopyEn,
  language: languageCopyEn,
  /** A request's photos (docs/product.md "Request photos"). */
  /** Thread photos and read receipts (docs/product.md "スレッドの写真", "既読"). */
  threadMedia: threadMediaCopyEn,
  /** "N good ratings" beside a member's name: cards, post page, threads, profile (docs/product.md §10 Thanks and ratings). */
  /** "Verified by …": an organisation checked the member, on cards, the post page and profiles (docs/product.md "Organisations"). */
  vouchedBadge: (name: string) => `Verified by ${name}`,
  /** A request an organisation posted on behalf of a resident (docs/product.md "Organisations"). */
  postedOnBehalf: (name: string) => `Posted by ${name} on behalf of a resident`,
  goodRatings: {
    text: (count: number) => countEn(count, "good rating", "good ratings"),
    label: (count: number) => `Ratings received: ${countEn(count, "good rating", "good ratings")}`,
  },
  serviceName: SERVICE_NAME_EN,
  tagline: TAGLINE_EN,
  defaultDescription:
    "A board where neighbours help each other with small everyday requests, such as help with moving, walking a dog or setting up a computer.",
  /** What a shared link's preview says of a list page and a request's card image (docs/product.md §2 Link previews). */
  linkPreviews: {
    /** A category's list, optionally within a region (`place`). */
    category: (name: string, parentName: string | null, place?: string) =>
      `Find requests for help in "${parentName ? `${parentName} › ${name}` : name}"${place ? ` in ${place}` : ""} on ${SERVICE_NAME_EN}. ${TAGLINE_EN}.`,
    region: (name: string) =>
      `Find requests for help from neighbours in ${name} on ${SERVICE_NAME_EN}. ${TAGLINE_EN}.`,
    tag: (name: string) => `Find #${name} requests on ${SERVICE_NAME_EN}. ${TAGLINE_EN}.`,
    /** The place line of a request's card image. */
    place: (place: string) => `Location: ${place}`,
  },

  nav: {
    home: "Home",
    posts: "Requests",
    categories: "Categories",
    regions: "Browse by area",
    newest: "Newest",
    nearby: "Nearby requests",
    recommended: "Recommended",
    login: "Log in",
    register: "Sign up free",
    logout: "Log out",
    messages: "Messages",
    create: "Post a request",
    mypage: "My page",
    myposts: "My posts",
    mycomments: "My comments",
    adminUsers: "Manage users",
    contact: "Contact us",
    search: "Search",
    searchPlaceholder: "Search requests by keyword",
    userMenu: "User menu",
    skipToContent: "Skip to main content",
    mainNavigation: "Main menu",
    openSearch: "Search requests",
    searchSubmit: "Search",
    homeLink: "Tasukeai Board home page",
    post: "Post",
    back: "Go back to the previous page",
    admin: "Admin",
    bottomNavigation: "Bottom menu",
    quickLinks: "Quick links",
    unreadCount: (count: number) => countEn(count, "unread message", "unread messages"),
  },
  footer: {
    copyright: `© 2026 ${SERVICE_NAME_EN}`,
    stopLocation: "Stop using my location",
    navigation: "Footer menu",
    help: "Help and FAQ",
    operator: "About the operator",
  },

  titles: {
    home: "Home",
    postList: "Requests",
    searchResults: (keyword: string) => `Search results for "${keyword}"`,
    nearby: "Requests by distance",
    nearbySearchResults: (keyword: string) => `Search results for "${keyword}" (by distance)`,
    postCreate: "Ask for help",
    login: "Log in",
    register: "Sign up for free",
    notFound: "Page not found",
    /** Document title of a page: "<page> | Tasukeai Board" (docs/product.md §2 Navigation guards). */
    document: (page: string) => `${page} | ${SERVICE_NAME_EN}`,
    /** Document title of the home page: the service name and the tagline. */
    documentHome: (tagline: string) => `${SERVICE_NAME_EN} | ${tagline}`,
  },

  home: {
    nearbyHeading: "Nearby requests",
    recommendedHeading: "Recommended requests",
    newestHeading: "New requests",
    seeAll: "See all",
    publicBoardHeading: "Community board",
    heroLead:
      "Help with moving, walking a dog, pulling weeds in the garden. Things that are hard to do alone get done quickly with a hand from your neighbours.",
    ctaCreate: "Post a request",
    ctaBrowse: "Find requests",
    shortcutsLabel: "Shortcuts",
    categoriesHeading: "Browse by category",
    postsCount: (n: number) => countEn(n, "request", "requests"),
  },

  empty: {
    publicMessages: "There are no messages yet.",
    nearby: "No nearby requests were found.",
    categories: "No categories have been added.",
    myPosts: "You have not posted anything yet.",
    myComments: "You have not commented yet.",
    posts: "There are no posts yet.",
    bookmarks: "There are no bookmarks yet.",
    suggestions: "No suggestions",
    comments: "There are no comments yet.",
  },

  post: {
    deletedUser: "Deleted user",
    public: "Public",
    draft: "Draft",
    savedPublic: "Public (saved)",
    savedDraft: "Draft (saved)",
    publish: "Publish",
    saveDraft: "Save as draft",
    title: "Title",
    body: "Request details",
    category: "Category",
    region: "Area",
    tags: "Tags",
    required: "Required",
    selectCategory: "Please choose a category",
    selectRegion: "Please choose an area",
    parentMark: "Parent",
    /** The parent's own option in the grouped category select: "Parent: Moving and carrying". */
    parentOption: (name: string) => `Parent: ${name}`,
    tagPlaceholder: "Enter tags (add with Enter, comma or space)",
    removeTag: (name: string) => `Remove tag "${name}"`,
    tagLimit: (max: number) => `You can add up to ${countEn(max, "tag", "tags")}.`,
    locationHint: "If you turn on location, people nearby can find your request more easily.",
    comments: "Comments",
    commentCount: (n: number) => countEn(n, "comment", "comments"),
    created: "Posted",
    updated: "Updated",
    distanceKm: (km: string) => `About ${km} km`,
    confirmDelete: "Are you sure you want to delete this?",
    edit: "Edit",
    delete: "Delete",
    back: "Back to the list",
    optional: "Optional",
    titlePlaceholder: "Example: Please help me carry a fridge up to the second floor",
    bodyPlaceholder:
      "People can help more easily if you clearly write the date and time, the place, what needs to be done and whether you offer thanks.",
    tagsHint: "Add with Enter, comma or space (3 to 5 tags are recommended).",
    tagCount: (n: number, max: number) => `${n} / ${max}`,
    locationAttached: "Your current location will be added to the post.",
    submitting: "Sending…",
    createLead: "Write what you need help with, and ask your neighbours for a hand.",
    author: "Posted by",
    createdOn: (date: string, relative: string) => `Posted on ${date} (${relative})`,
    updatedRelative: (relative: string) => `Updated ${relative}`,
    commentsHeading: (n: number) => `Comments (${n})`,
    image: (title: string) => `Image for "${title}"`,
    avatar: (name: string) => `Profile picture of ${name}`,
    breadcrumb: "Breadcrumb",
    categoryPath: (parent: string, child: string) => `${parent} › ${child}`,
  },

  /** Post create / edit forms and the post detail actions (docs/product.md §2 "Post create"). */
  postForm: {
    quickSearch: "Quickly find a category or tag",
    quickSearchPlaceholder: "Example: moving, dog walking, computer",
    quickSearchHint: "What you choose is added as the category or a tag.",
    suggestCategories: "Categories",
    suggestTags: "Tags",
    tagSearchLabel: "Suggested tags",
    recommendedTags: "Recommended tags for this category",
    addTag: (name: string) => `Add tag "${name}"`,
    image: "Image",
    imageHint: "JPEG, PNG, WebP or GIF (up to 2 MB). Large images are made smaller automatically.",
    imageChoose: "Choose an image",
    imageReplace: "Replace the image",
    imageRemove: "Remove the image",
    imageUndoRemove: "Undo remove",
    imageClear: "Clear selection",
    imageCurrent: "Current image",
    imageNew: "Preview of the new image",
    imageWillBeRemoved: "The image will be removed when you save.",
    imageCompressing: "Making the image smaller…",
    imageNotImage: "Please choose an image file.",
    enableLocation: "Turn on location",
    locationDenied: "Location access is not allowed. You can allow it in your browser settings.",
    editTitle: "Edit request",
    editLead: "When you update, the changes appear right away.",
    savedState: "Save status",
    selectedCategory: (name: string) => `Selected: ${name}`,
    selectedRegion: (name: string) => `Selected: ${name}`,
    cancel: "Cancel",
    created: "Your request has been posted.",
    createdDraft: "Your draft has been saved.",
    updated: "Your request has been updated.",
    deleted: "Your request has been deleted.",
    forbidden: "You do not have permission to edit this request.",
  },
  postDetail: {
    save: "Save",
    saved: "Saved",
    follow: "Follow",
    following: "Following",
    messageAuthor: "Message the poster",
    tagScope: "Tag search scope",
    scopeAll: "Everywhere",
    scopeCategory: "In this category",
    commentLabel: "Write a comment",
    commentPlaceholder: "Write a question, or how you can help.",
    commentSubmit: "Post comment",
    commentLogin: "Log in to comment",
    commentVerify: "Verify your email address to comment",
    actions: "Request actions",
    deleting: "Deleting…",
  },

  /** Location of the viewer (docs/product.md §4 Location). */
  location: {
    granted: "Showing results based on your current location",
    denied: "Location access was not allowed, so results are based on your registered area",
    unsupported: "Your browser cannot use location",
    failed: "Could not get your current location. Please wait a while and try again.",
    useCurrent: "Use my current location",
    refresh: "Update my location",
    locating: "Getting your current location…",
    stop: "Stop using my location",
    reset: "Reset location settings",
    prompt: "Use your current location to see nearby requests sorted by distance.",
  },

  /** Post lists, browse pages, categories and regions (docs/product.md §2 Post list, Category list, Region list). */
  discovery: {
    sortLabel: "Sort by",
    sortDistance: "Distance",
    sortNewest: "Newest",
    orderedByRegion: (region: string) => `Sorted by distance from your registered area (${region})`,
    orderedByRegionShort: "Sorted by distance from your registered area",
    noRegionNewest: "You have not registered an area, so the newest requests are shown first",
    categoryTitle: (name: string) => `${name} requests`,
    regionTitle: (name: string) => `Requests in ${name}`,
    tagTitle: (name: string) => `#${name} requests`,
    categoryRegionTitle: (category: string, region: string) => `"${category}" requests in ${region}`,
    categoryTagTitle: (category: string, tag: string) => `${category} requests (#${tag})`,
    scopeLabel: "Current filters",
    allInCategory: (name: string) => `All requests in ${name}`,
    showChildren: (name: string) => `Show subcategories of ${name}`,
    hideChildren: (name: string) => `Hide subcategories of ${name}`,
    popularHeading: "Popular categories",
    categoriesLead: "Choose a category to see its requests.",
    regionsLead: "Choose a prefecture to see the requests and categories in that area.",
    regionCategoriesHeading: "Categories with requests in this area",
    regionNoCategories: "There are no requests in this area yet.",
    regionPostsHeading: "Requests in this area",
    count: (n: number) => countEn(n, "request", "requests"),
    nearbyVisitorEmpty:
      "Use your current location, or log in and register your area, to see nearby requests.",
    nearbyNoRegion: "Register the area where you live to see nearby requests.",
    setRegion: "Register your area",
    recommendedPersonal: "Chosen based on the categories you are interested in and the area where you live",
    recommendedFresh: "Chosen from the newest requests",
  },

  /**
   * Relative times (docs/api.md `*_relative`): 3 minutes ago, 1 hour ago, 5 seconds from now. The units are in the
   * singular; English puts the number, the unit (plural when not 1) and the word with spaces between.
   */
  relativeTime: {
    text: (count: number, unit: string, future: boolean) => {
      const units = `${count} ${unit}${count === 1 ? "" : "s"}`;
      return future ? `in ${units}` : `${units} ago`;
    },
    units: {
      year: "year",
      month: "month",
      week: "week",
      day: "day",
      hour: "hour",
      minute: "minute",
      second: "second",
    },
  },

  /** A calendar date as Intl's en `{ year: "numeric", month: "long", day: "numeric" }` writes it: May 1, 2026. */
  calendarDate: (year: number, month: number, day: number) =>
    `${MONTHS_EN[month - 1] ?? month} ${day}, ${year}`,

  pagination: {
    previous: "Previous",
    next: "Next",
    summary: (total: number, from: number, to: number) => `Showing ${from}–${to} of ${total}`,
    /** When the list stopped counting at `total` (keyword and tag lists). */
    summaryCapped: (total: number, from: number, to: number) =>
      `Showing ${from}–${to} of ${total.toLocaleString("en-US")} or more`,
    label: "Pagination",
    page: (n: number) => `Page ${n}`,
  },

  auth: {
    email: "Email address",
    password: "Password",
    passwordConfirmation: "Confirm password",
    name: "Name (a nickname is fine)",
    remember: "Keep me logged in",
    loginButton: "Log in",
    registerButton: "Sign up",
    noAccount: "Don't have an account?",
    haveAccount: "Already have an account?",
    loggedOut: "You have logged out.",
    loginLead: "Welcome back. Log in to post requests and comment.",
    registerLead:
      "Signing up is free. Let's help each other with small everyday problems in the neighbourhood.",
    regionLabel: "Area where you live",
    regionUnset: "Do not choose",
    passwordHint: (min: number) => `Use at least ${countEn(min, "character", "characters")}.`,
    loggedIn: "You are logged in.",
    submitting: "Sending…",
  },

  /** Accounts: e-mail verification, password reset, account settings, mails (docs/product.md §4, §8). */
  account: {
    forgotLink: "Forgot your password?",
    loginThrottled: "Too many login attempts. Please wait about a minute and try again.",
    avatar: "Profile picture",
    avatarHint: "JPEG, PNG or WebP (up to 2 MB). Large images are made smaller automatically.",
    avatarChoose: "Choose an image",
    avatarClear: "Clear selection",
    avatarCompressing: "Making the image smaller…",
    avatarCompressFailed:
      "The image could not be made smaller on this device, so the original image will be sent. The server will process it.",
    avatarNotImage: "Please choose an image file.",
    avatarTooLarge: "Please choose a profile picture of 2 MB or less.",
    avatarPreview: "Preview of the chosen profile picture",
    interests: "Categories you are interested in",
    interestsHint:
      "Requests in the categories you choose are shown in your recommendations. You can change this later.",
    registeredCheckMail: "Your registration is complete. We have sent you a confirmation email.",
  },
  emailVerify: {
    title: "Confirm your email address",
    verifiedTitle: "Email address verified",
    verifying: "Checking your email address…",
    success: "Your email address has been verified.",
    alreadyVerified: "Your email address is already verified.",
    failed: "Email verification failed. The link may have expired, or your address may already be verified.",
    useMailLink: "Open the link in the email we sent to your registered address to finish verification.",
    sentTo: (email: string) => `We have sent a confirmation email to ${email}.`,
    linkValidity: (minutes: number) =>
      `The link is valid for ${countEn(minutes, "minute", "minutes")}. If the email does not arrive, please check your spam folder too.`,
    requiredNotice: "You need to verify your email address to use this feature.",
    resendButton: "Send the confirmation email again",
    resent: "We have sent the confirmation email again.",
    resendFailed: "Could not send the confirmation email again. Please wait a while and try again.",
    loginToResend: "Log in to send the confirmation email again.",
    wrongAddress: "If you entered the wrong email address, you can change it in your account settings.",
    settingsLink: "Account settings / Delete account",
    continue: "Continue",
    redirecting: "Taking you back to the previous page…",
    verifiedLead: "Your email address has been verified. You can now use all features.",
    toInterestSetup: "Choose categories you are interested in",
    toMypage: "Go to My page",
    toHome: "Go to the home page",
  },
  passwordReset: {
    forgotTitle: "Reset your password",
    forgotLead: "Enter your registered email address. We will send you a link to reset your password.",
    sendButton: "Send reset link",
    sent: "If the email address you entered is registered, we have sent a link to reset your password. Please check your email.",
    forgotFailed: "Could not send. Please wait a while and try again.",
    resetTitle: "Set a new password",
    resetLead: "Enter a new password. After you reset it, you will be logged out on your other devices.",
    newPassword: "New password",
    newPasswordConfirmation: "Confirm new password",
    resetButton: "Reset password",
    done: "Your password has been reset. Please log in with your new password.",
    resetFailed: "Could not reset your password.",
    requestAgain: "Send the reset link again",
    backToLogin: "Back to the login page",
  },
  settings: {
    title: "Account settings",
    lead: "You can change your email address and password, or delete your account.",
    emailHeading: "Change email address",
    currentEmail: "Current email address",
    verified: "Verified",
    unverified: "Not verified",
    newEmail: "New email address",
    currentPassword: "Current password",
    emailButton: "Change email address",
    emailHint: "After the change, we will send a confirmation email to your new address.",
    emailChanged: (email: string) =>
      `Your email address has been changed. Please verify it with the confirmation email sent to ${email}.`,
    passwordHeading: "Change password",
    passwordButton: "Change password",
    passwordChanged: "Your password has been changed. You have been logged out on your other devices.",
    deleteHeading: "Leave the service (delete your account)",
    deleteLead:
      'If you delete your account, your registered information (such as your name, email address and profile picture) and the requests you posted (including photos) will be deleted and cannot be restored. Only requests that someone is helping with or has helped with will stay, with the poster shown as "Deleted user" and the photos and place removed. Messages and comments stay, with contact details such as phone numbers hidden.',
    deletePassword: "To confirm, please enter your password",
    deleteButton: "Delete my account",
    deleteConfirm: "Are you sure you want to delete your account? This cannot be undone.",
    deleted: "Your account has been deleted. Thank you for using the service.",
    updateFailed: "Could not update.",
    deleteFailed: "Could not delete your account.",
    profileLink: "Edit profile",
    /** The last section of the page: what only developers need (API tokens). */
    developerHeading: "For developers",
    developerLead:
      "Settings for people who use the API from their own programs. You do not need these for everyday use.",
  },
  mail: {
    greeting: (name: string) => `Dear ${name},`,
    signature: `―――――――――――――――\n${SERVICE_NAME_EN}\nPlease do not reply to this email; replies are not received. If you did not expect this email, please delete it.`,
    verifySubject: `[${SERVICE_NAME_EN}] Confirm your email address`,
    verifyIntro: `Thank you for registering with ${SERVICE_NAME_EN}.\nPlease open the link below to confirm your email address.`,
    verifyAction: "Confirm email address",
    resetSubject: `[${SERVICE_NAME_EN}] How to reset your password`,
    resetIntro:
      "We received a request to reset your password.\nPlease open the link below to set a new password.",
    resetAction: "Reset password",
    validity: (minutes: number) => `The link is valid for ${countEn(minutes, "minute", "minutes")}.`,
  },

  errors: {
    requestTooLarge: "The data you sent is too large. Please make the image smaller and try again.",
    notFoundLead: "The URL may have changed, or the page may have been deleted.",
    backHome: "Back to the home page",
    errorBoxTitle: "Please check the errors below.",
    loginFailed: "Could not log in.",
    logoutFailed: "Could not log out.",
    registerFailed: "Could not sign up.",
    csrf: "Could not get the security token. Please reload the page.",
    sessionExpired: "Your session has expired. Please reload the page and try again.",
    postCreateFailed: "Could not post.",
    postCreateImageRetry: "If you chose an image file, please choose it again.",
    postUpdateFailed: "Could not update.",
    postNotFound: "The request was not found.",
    postLoadFailed: "Could not load the request.",
    postDeleteFailed: "Could not delete the request.",
    listFailed: "Could not get the requests.",
    commentFailed: "Could not send your comment.",
    pageNotFound: "The page you are looking for was not found.",
    regionNotFound: "The area was not found.",
    categoryNotFound: "The category was not found.",
    categoryLoadFailed: "Could not get the categories.",
    generic: "Something went wrong. Please wait a while and try again.",
    bookmarkFailed: "Could not save or unsave the request.",
    followFailed: "Could not follow or unfollow.",
    userNotFound: "The user was not found.",
    /** What people read for the gates and transport errors (the Laravel wire texts live in server/errors.ts). */
    unauthenticated: "Please log in.",
    forbidden: "You do not have permission to do this.",
    unverified: "You need to confirm your email address to do this.",
    notFound: "The information you are looking for was not found.",
    methodNotAllowed: "This action is not supported.",
    tooManyRequests: "Too many attempts. Please wait a while and try again.",
    /** A tRPC batch over the cap (server/http/trpc.ts). */
    batchTooLarge: (max: number) => `You can send up to ${countEn(max, "operation", "operations")} at once.`,
    /** A live stream over its cap (server/realtime/stream-limits.ts). */
    tooManyStreams:
      "Too many screens are open, so automatic updates cannot start. Please close other tabs and try again.",
    /** A body that cannot be read as the JSON or form it declares (server/http/body.ts). */
    malformedBody: "The data you sent is not in the correct format.",
  },

  /** Laravel's English wording where it has one ("The :attribute field is required."). */
  validation: {
    summary: (first: string, more: number) =>
      more > 0 ? `${first} (and ${more} more ${more === 1 ? "error" : "errors"})` : first,
    required: (field: string) => `The ${attributeEn(field)} field is required.`,
    maxLength: (field: string, max: number) =>
      `The ${attributeEn(field)} must not be greater than ${countEn(max, "character", "characters")}.`,
    minLength: (field: string, min: number) =>
      `The ${attributeEn(field)} must be at least ${countEn(min, "character", "characters")}.`,
    email: "The email address is not valid.",
    emailTaken: "This email address has already been taken.",
    passwordConfirmation: "The password confirmation does not match.",
    invalidChoice: (field: string) => `The selected ${attributeEn(field)} is invalid.`,
    credentials: "The email address or password is incorrect.",
    tooManyTags: (max: number) => `You can add up to ${countEn(max, "tag", "tags")}.`,
    regionRequired: "The area field is required.",
    commentRequired: "Please enter a comment.",
    invalidInput: "What you entered is not valid.",
    /** A text holding a character the database cannot store (U+0000). */
    invalidCharacters: (field: string) =>
      `The ${attributeEn(field)} contains characters that cannot be used.`,
    between: (field: string, min: number, max: number) =>
      `The ${attributeEn(field)} must be between ${min} and ${max}.`,
    integer: (field: string) => `The ${attributeEn(field)} must be an integer.`,
    number: (field: string) => `The ${attributeEn(field)} must be a number.`,
    boolean: (field: string) => `The ${attributeEn(field)} field must be true or false.`,
    currentPassword: "The current password is incorrect.",
    sameEmail: "This is the same as your current email address.",
    resetToken: "The password reset link is invalid or has expired. Please start again.",
    imageType: "The image must be a JPEG, PNG, WebP or GIF file.",
    imageTooLarge: (mb: number) => `The image must not be greater than ${mb} MB.`,
    imageTooManyPixels: "The image is too large in width or height.",
    followSelf: "You cannot follow yourself.",
  },

  searchPage: {
    title: "Find requests",
    lead: "Search with a keyword, a category and an area together.",
    submit: "Search with these conditions",
    browse: "Other ways to find requests",
  },
  filters: {
    heading: "Filters",
    keyword: "Keyword",
    keywordPlaceholder: "Example: moving, weeding",
    category: "Category",
    region: "Area",
    allCategories: "All categories",
    allRegions: "All areas",
    parentAll: (name: string) => `${name} (all)`,
    submit: "Search",
    clear: "Clear filters",
    tags: "Filtered by tags",
    removeTag: (name: string) => `Remove the tag filter "${name}"`,
  },

  common: {
    loading: "Loading…",
    close: "Close",
    dismiss: "Close notice",
  },

  // Profiles, administration and contact: docs/product.md §2–§8.
  profile: {
    titles: {
      edit: "Edit profile",
      me: "My profile",
      show: (name: string) => `${name}'s profile`,
      interestSetup: "Choose categories you are interested in",
      regionSetup: "Choose the area where you live",
      region: "Area settings",
    },
    fields: {
      name: "Name",
      avatar: "Profile picture",
      cover: "Cover image",
      skills: "Skills",
      experience: "Experience",
      bio: "About me",
      interests: "Categories you are interested in",
      region: "Area",
      showSns: "Show my social media on my profile",
      twitterHandle: "X (formerly Twitter) username",
      linkedinProfile: "LinkedIn profile",
      coverPreset: "Cover image preset",
      role: "Role",
    },
    sections: {
      skills: "Skills",
      experience: "Experience",
      bio: "About me",
      interests: "Interests",
      region: "Area",
      sns: "Social media",
    },
    verifiedBadge: "Email verified",
    requestButton: "Ask for help",
    follow: "Follow",
    following: "Following",
    followFailed: "Could not follow or unfollow.",
    showMore: "Show more",
    showLess: "Show less",
    snsHidden: "Private",
    snsUnset: "Not set",
    notRegistered: "Not registered",
    regionUnset: "Not set",
    memberSince: (date: string) => `Joined on ${date}`,
    editProfile: "Edit profile",
    viewProfile: "View profile",
    accountSettings: "Account settings",
    notFound: "The user was not found.",
    loadFailed: "Could not get the user's information.",
    saveFailed: "Could not send.",
    saved: "Your profile has been saved.",
    save: "Save",
    saving: "Saving…",
    setupSaveFailed: "Could not save.",
    setupSaved: "Saved.",
    regionRequired: "Please choose an area.",
    selectRegion: "Please choose an area",
    interestSetupLead:
      "Choose the categories you are interested in to find requests that suit you more easily.",
    regionSetupLead: "Choose the area where you live to see nearby requests.",
    regionLead: "You can change the area where you live.",
    showChildren: (name: string) => `Show detailed categories of ${name}`,
    skip: "Set up later",
    unsavedPrompt: "You have unsaved changes. Do you want to leave this page?",
    draftFound: "Some of what you entered last time was not saved. Do you want to restore it?",
    draftRestore: "Restore",
    draftDiscard: "Discard",
    avatarHint: "JPEG, PNG, WebP and others. Up to 2 MB (compressed automatically).",
    avatarChoose: "Choose an image",
    avatarRemove: "Remove the image",
    avatarRemoved: "The profile picture will be removed when you save.",
    avatarTooLarge: "Please choose a profile picture of 2 MB or less.",
    compressFailed:
      "The image could not be compressed, so the original image will be sent (the server will process it).",
    compressing: "Compressing the image…",
    coverHint: "Recommended size 1500 × 500 pixels, up to 4 MB (1 MB or less is recommended).",
    coverUpload: "Upload an image",
    coverRemove: "Remove the cover image",
    coverPresets: "Choose from presets",
    coverTooLarge: "Please choose a cover image of 4 MB or less.",
    coverAlt: (name: string) => `Cover image of ${name}`,
    coverPresetName: (n: number) => `Cover ${n}`,
    coverDefaultGray: "Grey (default)",
    skillsHint: "Separate your skills with commas, semicolons (;) or new lines.",
    skillsPlaceholder: "Example: assembling furniture, computer setup, English",
    experiencePlaceholder: "Write about your experience and the ways you have helped before.",
    bioPlaceholder: "Write about who you are and how you can help.",
    twitterHint: "Username without @ (letters, numbers and underscores, up to 15 characters)",
    linkedinHint: "Your profile URL, or the ID after in/",
    interestsChoose: "Choose categories",
    interestsNone: "Nothing chosen yet.",
    interestsSearch: "Search categories",
    interestsEmpty: "No matching categories.",
    regionChoose: "Choose an area",
    regionSearch: "Search areas",
    regionEmpty: "No matching areas.",
    regionClear: "Clear (not set)",
    modalDone: "Done",
    selectedCount: (n: number) => `${n} selected`,
    removeInterest: (name: string) => `Remove "${name}"`,
    rolePanel: "Manage roles (administrators only)",
    rolePanelLead: "Add or remove roles on your own account, the one you are logged in with.",
    roleAttach: "Add",
    roleDetach: "Remove",
    roleHeld: "Assigned",
    roleChanged: "Roles have been updated.",
    roleFailed: "Could not update roles.",
    roleNames: { user: "Regular user", admin: "Administrator", editor: "Editor" },
    snsX: "X (formerly Twitter)",
    snsLinkedin: "LinkedIn",
    invalidTwitter:
      "Enter your X (formerly Twitter) username with letters, numbers and underscores, up to 15 characters.",
    invalidLinkedin: "Enter your LinkedIn profile as a linkedin.com URL or the ID after in/.",
    tooManySkills: (max: number) => `You can add up to ${countEn(max, "skill", "skills")}.`,
  },

  admin: {
    titles: { users: "Manage users", edit: "Edit user" },
    searchLabel: "Search users",
    searchPlaceholder: "Search by name or email address",
    search: "Search",
    perPage: "Users per page",
    perPageOption: (n: number) => `${n} per page`,
    columns: {
      id: "ID",
      name: "Name",
      email: "Email address",
      role: "Role",
      status: "Status",
      createdAt: "Registered",
      lastLoginAt: "Last login",
      actions: "Actions",
    },
    status: { suspended: "Suspended", inactive: "Not activated", deleted: "Deleted", active: "Active" },
    roleAdmin: "Administrator",
    roleUser: "Regular user",
    edit: "Edit",
    delete: "Delete",
    confirmDelete: (name: string) =>
      `Delete "${name}"? Their requests will be deleted (requests that someone is helping with or has helped with stay under "Deleted user", with the photos and place removed). Messages and comments stay, with contact details hidden. This cannot be undone.`,
    listFailed: "Could not get the user list.",
    deleteFailed: "Could not delete.",
    loadFailed: "Could not get the user's information.",
    updateFailed: "Could not update.",
    resendFailed: "Could not send again.",
    updated: "The user's information has been updated.",
    deleted: "The user has been deleted.",
    resent: "The verification email has been sent again.",
    suspended: "The account has been suspended.",
    unsuspended: "The account is no longer suspended.",
    empty: "No matching users.",
    emailVerified: "Email verification",
    verified: "Verified",
    unverified: "Not verified",
    password: "New password",
    passwordHint: "Leave this empty if you do not want to change it.",
    showSns: "Show social media",
    save: "Update",
    resend: "Send verification email again",
    suspend: "Suspend account",
    unsuspend: "End suspension",
    back: "Back to the user list",
    never: "—",
    statusLabel: "Current status",
    dangerZone: "Account actions",
    cannotSelf: "You cannot do this to your own account.",
    lastAdmin: "You cannot remove the role of the last administrator.",
    alreadyVerified: "This user has already verified their email address.",
    deletedUser: "This user has deleted their account.",
    regionUnset: "Not set",
    total: (n: number) => countEn(n, "user", "users"),
  },

  contact: {
    title: "Contact us",
    lead: "Please use this form to send us questions, suggestions or problem reports about the service.",
    subject: "Subject",
    body: "Message",
    email: "Email address for our reply",
    website: "Website (please leave this empty)",
    submit: "Send",
    sending: "Sending…",
    sent: "We have received your message. We will read it and contact you.",
    sendAnother: "Send another message",
    badRequest: "What you sent is not valid. Please try again.",
    tooMany: "You have sent too many messages. Please wait a while and try again.",
    failed: "Could not send.",
    mailSubject: (title: string) => `[Contact] ${title}`,
    mailIntro: "The following was sent from the contact form.",
  },

  // Private threads, the legacy list and the public board: docs/product.md §2, §5, §6, §8.
  threads: {
    titles: {
      list: "Messages",
      show: (partner: string) => `Messages with ${partner}`,
      create: "Start a conversation",
      legacy: "Message history",
    },
    lead: "Talk about requests and arrange help here.",
    empty: "There are no messages yet.",
    noMessagesYet: "There are no messages yet. Send the first message.",
    createFailed: "Could not create the message thread.",
    fetchFailed: "Could not get the thread.",
    sendFailed: "Could not send.",
    createFormFailed: "Could not create.",
    forbidden: "You cannot open this thread.",
    legacyFailed: "Could not get the messages.",
    today: "Today",
    yesterday: "Yesterday",
    you: "You",
    composerLabel: "Message",
    composerPlaceholder: "Write a message",
    send: "Send",
    sending: "Sending…",
    backToList: "Back to messages",
    newMessages: "New messages",
    loadOlder: "Load older messages",
    userIdLabel: "The other person's user ID",
    userIdRequired: "Please enter a user ID.",
    createSubmit: "Start a conversation",
    createLead: "Enter the user ID of the person you want to send a message to.",
    opening: "Opening the conversation…",
    cannotMessageSelf: "You cannot send a message to yourself.",
    legacyLink: "Past message history",
    legacyArrow: (sender: string, receiver: string) => `${sender} → ${receiver}`,
    partnerProfile: (name: string) => `${name}'s profile`,
    messagesLabel: (name: string) => `Message history with ${name}`,
    /** The name of the thread's scrolling message area, which a keyboard reaches to scroll (docs/product.md §2 Thread show). */
    scrollAreaLabel: "Messages (you can scroll with the arrow keys)",
    /** What a screen reader hears once when the partner's messages arrive while the thread is open. */
    announceNew: (count: number) =>
      count === 1 ? "A new message has arrived" : `${count} new messages have arrived`,
    sentAt: (time: string) => `Sent at ${time}`,
    /** The thread of a member who left (docs/product.md §4 Leaving): the line instead of the composer, and the 403. */
    partnerLeft: "The other person has left the service, so you cannot send messages in this thread.",
  },
  board: {
    lead: "Share a short word or a small notice with your neighbours.",
    guest: "Guest",
    label: "Write on the board",
    placeholder: "Write a message to everyone",
    submit: "Post",
    sending: "Sending…",
    required: "Please enter a message",
    unverified: "Your email address is not verified yet. You can post after you verify it.",
    sendFailed: "An error occurred while sending.",
    tooMany: "You are posting too often. Please wait a while and try again.",
    visitorPrompt: "Please log in to post.",
    verifyLink: "About email verification",
    loadFailed: "Could not load the board.",
    listLabel: "Latest posts",
    posted: "Posted.",
  },

  /** Member pages: dashboard, my page, my posts / comments, favorites, followers (docs/product.md §2). */
  mypage: {
    titles: {
      dashboard: "Dashboard",
      mypage: "My page",
      myposts: "My posts",
      mycomments: "My comments",
      favoritePosts: "Bookmarks",
      favoriteUsers: "Users you follow",
      followers: "Followers",
    },
    leads: {
      myposts: "Showing your public requests and drafts, newest first.",
      mycomments: "Showing the requests you commented on, most recent comment first.",
      favoritePosts: "Showing the requests you saved, most recently saved first.",
      favoriteUsers: "These are the users you follow.",
      followers: "These are the users who follow you.",
    },
    greeting: (name: string) => `Hello, ${name}. Here you can check your requests and messages in one place.`,
    shortcutsLabel: "Frequent actions",
    shortcuts: {
      create: "Post a new request",
      threads: "Messages",
      profileEdit: "Edit profile",
    },
    countersLabel: "Your activity",
    counters: {
      unread_messages: "Unread messages",
      posts: "Posts",
      comments: "Comments",
      bookmarks: "Bookmarks",
      follows: "Following",
      followers: "Followers",
    },
    recentPosts: "Recent posts",
    recentBookmarks: "Recent bookmarks",
    seeAll: "See all",
    groups: {
      posts: "Requests and comments",
      connections: "Messages and connections",
      account: "Account",
    },
    links: {
      profile: "View profile",
      profileEdit: "Edit profile",
      accountSettings: "Account settings",
      logout: "Log out",
      myposts: "My posts",
      postCreate: "Post a request",
      mycomments: "My comments",
      threads: "Messages",
      favoritePosts: "Bookmarked requests",
      favoriteUsers: "Users you follow",
      followers: "Followers",
    },
    search: {
      label: "Filter by keyword",
      placeholder: "Search titles and text",
      submit: "Filter",
      clear: "Clear",
      results: (keyword: string, total: number) => `Requests containing "${keyword}": ${total}`,
      none: (keyword: string) => `No requests containing "${keyword}" were found.`,
    },
    myCommentsOn: (count: number, relative: string) =>
      count === 1 ? `You commented once, ${relative}` : `You commented ${count} times, last ${relative}`,
    member: {
      followers: (n: number) => countEn(n, "follower", "followers"),
      posts: (n: number) => countEn(n, "request", "requests"),
      mutual: "You follow each other",
      followsYou: "Follows you",
      following: "Following",
      followedAt: (relative: string) => `Followed ${relative}`,
      regionUnset: "Area not set",
      noBio: "No introduction yet.",
    },
    empty: {
      follows: "You are not following anyone yet.",
      followers: "You have no followers yet.",
      recentPosts: "No posts yet.",
      browse: "Find requests",
      create: "Post a request",
    },
    errors: {
      dashboard: "Could not load the dashboard.",
      mypage: "Could not load your My page information.",
      myposts: "Could not get your posts.",
      mycomments: "Could not get your comments.",
      favoritePosts: "Could not get your bookmarks.",
      favoriteUsers: "Could not get the users you follow.",
      followers: "Could not get your followers.",
    },
  },

  /**
   * Rate limits (docs/product.md §9 Rate limits): what people read on a 429 over tRPC; REST answers
   * Laravel's `Too Many Attempts.`. The numbers come from shared/constants.ts.
   */
  limits: {
    passwordChecks:
      "Your password was checked too many times in a row, so we have stopped accepting it for a while. Please wait about a minute and try again.",
    posts: (max: number, seconds: number) =>
      `You can post up to ${countEn(max, "request", "requests")} within ${windowEn(seconds)}. Please wait a while and try again.`,
    comments: (max: number, seconds: number) =>
      `You can post up to ${countEn(max, "comment", "comments")} within ${windowEn(seconds)}. Please wait a while and try again.`,
    threads: (max: number, seconds: number) =>
      `You can start conversations with up to ${countEn(max, "new person", "new people")} within ${windowEn(seconds)}. Please wait a while and try again.`,
    messages: (max: number, seconds: number) =>
      `You can send up to ${countEn(max, "message", "messages")} within ${windowEn(seconds)}. Please wait a while and try again.`,
    blocks: (max: number, seconds: number) =>
      `You can block and unblock up to ${countEn(max, "time", "times")} in total within ${windowEn(seconds)}. Please wait a while and try again.`,
    contactConsent: (max: number, seconds: number) =>
      `You can agree to exchange contact details up to ${countEn(max, "time", "times")} within ${windowEn(seconds)}. Please wait a while and try again.`,
    registrations: "Too many sign-ups from this connection. Please wait a while and try again.",
    reports: (max: number, seconds: number) =>
      `You can send up to ${countEn(max, "report", "reports")} within ${windowEn(seconds)}. Please wait a while and try again.`,
    reportsPerAddress: (max: number, seconds: number) =>
      `Up to ${countEn(max, "report", "reports")} can be sent from this connection within ${windowEn(seconds)}. Please wait a while and try again.`,
    pushSubscriptions: (max: number, seconds: number) =>
      `You can change your push notification settings up to ${countEn(max, "time", "times")} within ${windowEn(seconds)}. Please wait a while and try again.`,
  },

  /** Field names inside validation messages, written small as Laravel's English attributes. */
  fields: {
    name: "name",
    email: "email address",
    password: "password",
    password_confirmation: "password confirmation",
    title: "title",
    body: "body text",
    category_id: "category",
    region_id: "area",
    tags: "tags",
    latitude: "latitude",
    longitude: "longitude",
    page: "page",
    keyword: "keyword",
    mode: "sort order",
    limit: "number of items",
    current_password: "current password",
    categories: "categories you are interested in",
    image: "image",
    image_remove: "image removal",
    is_public: "visibility",
    comment: "comment",
    post_id: "request",
    user_id: "user",
    thread_id: "thread",
    message_id: "message",
    images: "photos",
    image_id: "photo",
    enabled: "read receipts",
  },
};
