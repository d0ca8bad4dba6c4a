/**
 * English copy of the help pages (docs/product.md §2 Help and operator): "Help and FAQ" at /help and "Operator
 * information" at /operator, both linked from the footer. The operator's name and contact come from the
 * configuration (GET /api/operator); `defaultOperatorName` is what an unconfigured board shows. Kept out of the
 * `copy` catalogue on purpose, like the Japanese one (docs/performance.md).
 */

import { SERVICE_NAME_EN } from "../constants.ts";
import type { helpCopy } from "../copy/help.ts";
import type { Translation } from "./translation.ts";

/**
 * The board's name in English, as in ./copy.ts: English texts carry no kana or kanji
 * (tests/unit/copy-translations.test.ts).
 */

export const helpCopyEn: Translation<typeof helpCopy> = {
  title: "Help and FAQ",
  lead: `How to use ${SERVICE_NAME_EN}, and answers to questions we are often asked. If this does not solve your problem, please contact us.`,
  /** The table of contents' label. */
  contents: "Contents",
  linkLabels: {
    guidelines: "Community guidelines",
    terms: "Terms of use",
    privacy: "Privacy policy",
    contact: "Contact us",
    settings: "Account settings",
    create: "Post a request",
  },
  sections: [
    {
      id: "start",
      heading: "Getting started",
      questions: [
        {
          q: "What kind of service is this?",
          a: [
            "It is a board where you post small everyday problems, such as help with moving house or walking a dog, and members who live nearby help each other.",
            "You do not need to register just to look at requests. To post a request, comment or send messages, you need to register and confirm your email address.",
          ],
        },
        {
          q: "Does it cost anything?",
          a: [
            "Registering and using the service are free. When a request offers a thank-you payment, the people involved hand it over directly to each other. The operator takes no fee.",
          ],
        },
        {
          q: "Can I use it if I am under 18?",
          a: [
            "If you are under 18, please get the consent of a parent or guardian before using the service. For requests where you meet members you do not know, take part together with your parent or guardian.",
          ],
          links: ["terms"],
        },
      ],
    },
    {
      id: "requests",
      heading: "Asking for help and helping",
      questions: [
        {
          q: "How do I post a request?",
          a: [
            "Log in, choose “Post a request”, and write what you need help with, when and where, how many people you need, and whether you offer thanks. Then post it.",
            "When you find someone to help you, set the request to “In progress”. When it is done, set it to “Resolved” and choose the people who helped you.",
          ],
          links: ["create"],
        },
        {
          q: "I found a request I want to help with. What do I do?",
          a: [
            "Use “Message the poster” on the request's page to contact the person who posted it. Start by telling them what you can and cannot do, and when you are free.",
          ],
        },
        {
          q: "How is the thank-you (payment) decided?",
          a: [
            "Each request is marked “Free”, “Paid” or “Thank-you gift”. For a paid request, the amount written in the request is a guide. If someone asks you to pay in advance, do not do it.",
          ],
        },
        {
          q: "What are the ratings (Good, Okay, Disappointing)?",
          a: [
            "When a request is resolved, the person who posted it and the people who helped can rate each other. The number of “Good” ratings a member has received is shown next to their name and on their profile.",
          ],
        },
      ],
    },
    {
      id: "safety",
      heading: "Staying safe",
      questions: [
        {
          q: "Is it safe to give my phone number or email address?",
          a: [
            "Phone numbers, email addresses, LINE IDs and similar details in messages are hidden until both of you press “Agree to exchange contact details”. Until you know the other person well, keep talking through the board's messages.",
          ],
        },
        {
          q: "What if I find a problem person or an inappropriate post?",
          a: [
            "Please tell us with “Report” on the post, message or profile. A post reported by several members is hidden for a while until we have checked it.",
            "If you want to stop talking with someone, you can “Block” them from their profile.",
          ],
          links: ["guidelines"],
        },
        {
          q: "What should I be careful about when meeting someone?",
          a: [
            "When you meet someone for the first time, choose a busy place in the daytime and tell your family or friends your plans. Do not take on dangerous work, or work that needs a qualification.",
          ],
        },
      ],
    },
    {
      id: "account",
      heading: "Account and notifications",
      questions: [
        {
          q: "The confirmation email has not arrived",
          a: [
            "Please check your spam folder. If it is not there, you can send it again with “Resend the confirmation email” on the screen you see after logging in.",
          ],
        },
        {
          q: "I want to stop notification emails or push notifications",
          a: [
            "In “Notification settings” in your account settings, you can turn email and push notifications on or off for each kind of notification. You can also stop emails with the “Unsubscribe” link in them.",
          ],
          links: ["settings"],
        },
        {
          q: "How do I delete my account?",
          a: [
            "You can do it with “Delete account” in your account settings. To see which information stays after you leave and which is deleted, please read the privacy policy.",
          ],
          links: ["settings", "privacy"],
        },
      ],
    },
  ],
  stillStuck: "Still need help?",
  contactLead: "Please contact us with the contact form. We will read your message and reply.",
  operator: {
    title: "Operator information",
    lead: `Information about who runs ${SERVICE_NAME_EN}.`,
    defaultOperatorName: `${SERVICE_NAME_EN} Operations Office`,
    name: "Operator",
    service: "Service name",
    email: "Email address",
    address: "Address",
    /** Shown for an address that is not published (the usual wording for an address given on request). */
    addressOnRequest: "We will disclose it without delay on request.",
    contact: "Contact",
    contactForm: "Contact form",
    loadFailed: "Could not load the operator information.",
  },
};
