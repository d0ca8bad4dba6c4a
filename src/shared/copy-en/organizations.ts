/**
 * English copy of organisations (docs/product.md "Organisations"): kinds, field names, the 422 field errors,
 * the refusals, the invitation mail, the check methods and the texts of the organisation pages.
 */

import { SERVICE_NAME_EN } from "../constants.ts";
import type { organizationsCopy } from "../copy/organizations.ts";
import { organizationsErrorTextsEn } from "./refusals.ts";
import type { Translation } from "./translation.ts";

/**
 * The board's name in English, as in ./copy.ts: English texts carry no kana or kanji
 * (tests/unit/copy-translations.test.ts).
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const organizationsCopyEn: Translation<typeof organizationsCopy> = {
  ...organizationsErrorTextsEn,
  kinds: {
    social_welfare_council: "Council of Social Welfare (shakyō)",
    npo: "NPO",
    neighborhood_association: "Neighbourhood association (jichikai)",
    municipality: "Municipality",
    other: "Other",
  },
  roles: { owner: "Manager", staff: "Staff" },
  methods: {
    in_person: "In person",
    drivers_license: "Driver's licence",
    my_number_card: "My Number Card",
    other: "Other",
  },
  actions: { vouched: "Checked", withdrawn: "Check withdrawn", removed: "Removed by the member" },
  fields: {
    level: "Requirement",
    category_id: "Category",
    id: "Organisation",
    name: "Organisation name",
    slug: "URL name",
    kind: "Type",
    region_id: "Prefecture",
    municipality_codes: "Municipality codes",
    description: "Introduction",
    contact: "Contact",
    verified: "Verified",
    email: "Email address",
    role: "Role",
    user_id: "Member",
    method: "Check method",
    token: "Invitation",
  },
  kindInvalid:
    "Please choose the type from social_welfare_council, npo, neighborhood_association, municipality and other.",
  roleInvalid: "Please choose owner or staff as the role.",
  methodInvalid: "Please choose the check method from in_person, drivers_license, my_number_card and other.",
  municipalityInvalid:
    "Please enter each municipality code as 6 digits (the national local government code).",
  municipalityTooMany: (max: number) =>
    `You can enter up to ${plural(max, "municipality code", "municipality codes")}.`,
  slugInvalid:
    "The URL name must be 3 to 60 characters of lowercase letters (a–z), digits and hyphens, and start with a lowercase letter.",
  slugTaken: "This URL name is already taken.",
  memberNotFound: "The member was not found.",
  alreadyVouched: "This organisation has already checked this member.",
  lastOwner: "The last manager cannot be removed. Please invite another manager first.",
  writes: (max: number) =>
    `You can make up to ${plural(max, "change", "changes")} to organisations per hour. Please wait a while and try again.`,
  deleted: "The organisation has been deleted.",
  verifiedMark: "Verified organisation",
  mail: {
    subject: (name: string) => `[${SERVICE_NAME_EN}] Invitation to join the staff of ${name}`,
    intro: (name: string, role: string) =>
      `You have been invited to join “${name}” on ${SERVICE_NAME_EN} (role: ${role}).\nOpen the link below, log in with the account of the email address that was invited, and accept the invitation.`,
    action: "Accept the invitation",
    validity: "The link is valid for 7 days.",
  },
  page: {
    listTitle: "Organisations",
    kind: "Type",
    area: "Area",
    description: "About",
    contact: "Contact",
    helpers: (count: number) => `${plural(count, "member", "members")} checked by this organisation`,
    requests: "Open requests this organisation posted on behalf of residents",
    noRequests: "There are no open requests.",
    staffTitle: (name: string) => `Staff of ${name}`,
    staffLink: "Staff page",
    invite: "Invite staff",
    invited: "The invitation email has been sent.",
    staffList: "Staff and managers",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name} from the staff`,
    vouchTitle: "Organisation check (members whose identity you have confirmed, for example in person)",
    vouchUserId: "Member ID (the number in their profile URL)",
    vouch: "Record the check",
    vouched: "The organisation check has been recorded.",
    withdraw: "Withdraw",
    log: "Check history",
    logLine: (who: string, action: string, member: string, method: string) =>
      `${action}: ${member} (by ${who}, ${method})`,
    acceptTitle: "Invitation to join an organisation's staff",
    accept: "Accept the invitation",
    accepted: "You have accepted the invitation.",
    loginFirst: "Please log in to accept the invitation.",
    adminTitle: "Manage organisations",
    create: "Register an organisation",
    save: "Save",
    created: "The organisation has been registered.",
    saved: "The organisation has been saved.",
    delete: "Delete",
    none: "There are no organisations yet.",
    vouchedBy: "Organisation check",
    ownerEmail: "Manager's email address",
    vouchFor: (org: string) => `Record the check as ${org}`,
    myVouchesTitle: "Organisations that have checked you",
    myVouchesLead:
      "An organisation check is a record that an organisation has confirmed who you are, for example in person. You can remove it at any time.",
    removeMine: "Remove",
    removeMineLabel: (org: string) => `Remove the check by ${org}`,
    removeMineConfirm: (org: string) =>
      `Remove the check by ${org}? To get it back, you will need to be checked by the organisation again.`,
    removedMine: "The organisation check has been removed.",
  },
  /** The organisation's figures of its area (docs/product.md "Organisations": what happens in the area). */
  logoRequired: "Please choose an image file for the logo (JPEG, PNG or WebP, up to 2 MB).",
  logo: {
    label: "Logo",
    alt: (name: string) => `Logo of ${name}`,
    upload: "Upload a logo",
    remove: "Remove the logo",
    saved: "The logo has been uploaded.",
    removed: "The logo has been removed.",
  },
  /** Posting on behalf of residents and the shared inbox (docs/product.md "Organisations"). */
  proxy: {
    section: "On behalf of residents",
    lead: "Your organisation can post requests for people who do not have a smartphone. Replies arrive in the shared inbox, where all staff can read them and reply as the organisation.",
    post: "Post a request on behalf of a resident",
    inbox: "Shared inbox",
    createTitle: (name: string) => `Post on behalf of a resident as ${name}`,
    createNotice: (name: string) =>
      `This request will be shown as “posted by ${name} on behalf of a resident”. Do not write the resident's name, address or phone number.`,
    created: "The request has been posted on behalf of the resident.",
    notStaff: "Only staff of this organisation can post on behalf of residents.",
    inboxTitle: (name: string) => `Shared inbox of ${name}`,
    inboxLead:
      "Messages about your organisation's requests. All staff can read them and reply as the organisation.",
    inboxEmpty: "There are no messages yet.",
    unread: (count: number) => `${count} unread`,
    about: (title: string) => `Request: ${title}`,
    threadLabel: (partner: string) => `Messages with ${partner} (shared inbox)`,
    replyAs: (name: string) => `You are replying as ${name}.`,
    back: "Back to the inbox",
    older: "Read earlier messages",
  },
  stats: {
    fields: { from: "Start date", to: "End date" },
    dateInvalid: "Please enter a valid date, like 2026-04-01.",
    rangeInvalid: "The end date must be on or after the start date, and the period must be 3 years or less.",
    csvFilename: (slug: string, from: string, to: string) => `${slug}-stats-${from}-${to}.csv`,
    csvHeader: [
      "Group",
      "Item",
      "Requests",
      "Resolved",
      "Time to first reply (minutes, median)",
      "Time to resolution (hours, median)",
      "Hours of help",
    ],
    csvKinds: { month: "By month", category: "By category", helper: "Checked members" },
    title: (name: string) => `Activity summary of ${name}`,
    link: "Activity summary",
    lead: (region: string) =>
      `Counts the public requests in ${region} that were posted during the period (figures by municipality will come once requests carry a municipality).`,
    period: "Period",
    show: "Show",
    download: "Download CSV (for Excel)",
    opened: "Requests",
    resolved: "Resolved",
    firstAnswer: "Time to first reply (median)",
    resolution: "Time to resolution (median)",
    hoursGiven: "Hours of help by checked members",
    /** 45 min, or 12 h 47 min from an hour on. */
    minutes: (value: number | null) => {
      if (value === null) return "—";
      const whole = Math.round(value);
      return whole < 60 ? `${whole} min` : `${Math.floor(whole / 60)} h ${whole % 60} min`;
    },
    hours: (value: number | null) => (value === null ? "—" : plural(value, "hour", "hours")),
    byMonth: "Requests and resolved requests by month",
    chartLabel: (months: number, opened: number, resolved: number) =>
      `Chart of requests and resolved requests by month: ${plural(opened, "request", "requests")} and ${resolved} resolved over ${plural(months, "month", "months")}. The figures are in the table below.`,
    month: "Month",
    byCategory: "By category",
    category: "Category",
    helpers: "Checked members and their activity",
    member: "Member",
    helperResolved: "Requests resolved",
    helperHours: "Hours of help",
    none: "There are no requests in this period.",
    noHelpers: "No members have been checked yet.",
  },
  /** What answering a category's requests asks (docs/product.md "Organisations": category requirements). */
  requirements: {
    levels: { none: "No requirement", email: "Email confirmed", organization: "Checked by an organisation" },
    levelInvalid: "The requirement must be email, organization or null.",
    adminTitle: "Requirements for answering requests (by category)",
    adminLead:
      "You can choose categories, such as care and support for older people or childcare, whose requests only members checked by an organisation can answer. A parent category's requirement also applies to its subcategories.",
    saved: (category: string, level: string) => `The requirement for ${category} is now “${level}”.`,
    /** On a request whose category asks for a check, to a member without one. */
    notice: "To answer this request (by message or comment), you need an organisation check.",
    noticeSelf: "Only members checked by an organisation can answer this request.",
    whereTitle: "Organisations in this area that can check you",
    whereNone: "No organisations are registered in this area yet.",
  },
};
