/**
 * The rules pages of the board (docs/product.md §10 Rules pages and consent): terms of use, privacy policy and
 * community guidelines, written for this service. Each page is a lead and numbered sections of paragraphs.
 */

import { SERVICE_NAME_EN } from "../constants.ts";
import type { rulesCopy } from "../copy/rules.ts";
import type { Translation } from "./translation.ts";

/**
 * The board's name in English, as in ./copy.ts: English texts carry no kana or kanji
 * (tests/unit/copy-translations.test.ts).
 */

const REVISED = "Established on November 24, 2026";

export const rulesCopyEn: Translation<typeof rulesCopy> = {
  terms: {
    title: "Terms of use",
    lead: `These terms of use ("these Terms") set out the conditions for using ${SERVICE_NAME_EN} ("the Service"). People who agreed to these Terms when they registered as members can use the Service.`,
    sections: [
      {
        heading: "Article 1 (What the Service is)",
        items: [
          'The Service is a bulletin board where members post small everyday problems, such as help with moving house or walking a dog ("requests"), and members who live near each other help each other.',
          "The Service gives members a place to meet each other. The operator is not involved in carrying out requests or in giving and receiving cash thanks. The people involved must check the details and conditions of a request with each other, and go ahead only after they agree.",
        ],
      },
      {
        heading: "Article 2 (Member registration)",
        items: [
          "Register as a member with correct information, after agreeing to these Terms and the privacy policy.",
          "One person may not create more than one account, and may not pretend to be another person.",
          "Members must manage their own passwords. If a third party uses your account without permission, contact us quickly through the contact form.",
        ],
      },
      {
        heading: "Article 2-2 (Use by people under 18)",
        items: [
          "People under 18 must get the consent of a legal representative, such as a person with parental authority, before using the Service. When you register as a member, you are considered to have this consent.",
          "When people under 18 take on a request that means meeting a member, or post a request and meet a member, they must take part together with a parent or guardian. They cannot do requests that mean meeting at night (from 10 p.m. to 5 a.m. the next morning).",
          "If we find that there is no consent from a legal representative, the operator may stop the use of that account.",
        ],
      },
      {
        heading: "Article 3 (Requests and cash thanks)",
        items: [
          "In a request, write as correctly as you can whether you offer thanks (free (volunteer), cash thanks or thank-you gift), the preferred date and the number of helpers needed.",
          "If you offer cash thanks, hand it over with the amount and the method that the people involved agreed on, within what the law allows. Requests that ask for money to be paid in advance, and requests for work that needs a qualification, licence or permit, are not allowed.",
          'When a request is solved, change it to "Resolved". When you stop looking for help, change it to "Closed".',
        ],
      },
      {
        heading: "Article 4 (Prohibited acts)",
        items: [
          "Acts against the law or against public order and morals, and acts connected to crime",
          "Harassment, discrimination, threats, insults or slander against other members or third parties",
          "Fraud or acts that may be fraud, and requests made to cheat people out of money",
          "Posting or collecting other people's personal information without their consent",
          "Posts for advertising, soliciting (asking people to buy or join something) or dating, and posting the same content again and again",
          "Acts that get in the way of running the Service, and unauthorised access",
          "Any other acts against the community guidelines",
        ],
      },
      {
        heading: "Article 5 (Reports, hiding and suspension)",
        items: [
          "Members can report posts, messages and members that they think break the terms or the guidelines.",
          "The operator checks what is reported and, when needed, takes measures such as hiding posts or suspending accounts. The operator keeps records of these measures.",
          "A post reported by several members may be hidden for a while until the check is finished.",
        ],
      },
      {
        heading: "Article 6 (Disclaimer)",
        items: [
          "The operator is not responsible for trouble or damage caused by exchanges between members or by carrying out requests, except when the operator acted on purpose or with gross negligence.",
          "The operator may change the contents of the Service, or pause or end the Service, without notice.",
        ],
      },
      {
        heading: "Article 7 (Leaving the Service)",
        items: [
          "Members can leave at any time from the account settings. When you leave, the requests you posted are deleted together with their photos. However, a request that another member is helping with, or has finished helping with, stays as a request that no longer takes help: it does not show who posted it, and its photos and place information are removed.",
          "Messages and comments you sent stay as part of the exchanges with the other person and other members, but contact details such as phone numbers and email addresses are masked and cannot be restored. No new messages can be sent in a thread with a member who has left.",
        ],
      },
      {
        heading: "Article 8 (Changes to these Terms)",
        items: [
          "The operator can change these Terms when needed. Important changes are announced on the Service. If you keep using the Service after a change, you are considered to agree to the changed Terms.",
        ],
      },
    ],
    revised: REVISED,
  },
  privacy: {
    title: "Privacy policy",
    lead: `${SERVICE_NAME_EN} ("the Service") handles members' personal information as follows.`,
    sections: [
      {
        heading: "1. Information we collect",
        items: [
          "When you register: nickname, email address, password (stored in a form that cannot be turned back), and, if you choose, your region, the categories you are interested in and a profile image",
          "When you use the Service: the content of posts, comments and messages, the status and ratings of requests, the dates and times you log in, and the IP address you connect from",
          "Location: used only when you allow it in your browser to find nearby requests, and not stored on the server. If you add a location to a request, other members see only a location blurred to about 1 km.",
        ],
      },
      {
        heading: "2. Why we use it",
        items: [
          "To provide the Service, to confirm who you are and to keep you logged in",
          "To contact you, for example to confirm your email address or to reset your password",
          "To prevent misuse, to handle reports and to take measures against breaking the terms",
          "For statistics to improve the Service (done in a way that does not identify any person)",
        ],
      },
      {
        heading: "3. Information shown to other members",
        items: [
          "Your nickname, your profile, the requests and comments you made public, and the number of ratings you received are shown to other members.",
          "Your email address is not shown. Contact details in messages, such as phone numbers, email addresses and LINE IDs, are shown masked until both sides agree.",
        ],
      },
      {
        heading: "4. Giving information to third parties",
        items: [
          "We do not give your information to third parties without your consent, except when the law requires it or when it is needed to protect a person's life, body or property.",
        ],
      },
      {
        heading: "5. Keeping and deleting",
        items: [
          "When you leave, your nickname, email address, password, profile, images, login information, favourites, follows, blocks, saved searches, and notification settings and history are deleted.",
          'The requests you posted are deleted together with their photos. Only the requests that another member is helping with, or has finished helping with, are kept, for that member\'s ratings and "Requests helped with" record: the poster is shown as "Deleted user", and the photos and place information are removed.',
          'Messages, comments, posts on the board and rating comments stay as part of the exchanges with the other person and other members, under the name "Deleted user". Contact details in them, such as phone numbers and email addresses, are masked and saved again, and cannot be restored.',
          "Records of reports and measures are kept for as long as needed to prevent misuse. What you write to us through the contact form is kept as a record of how we handled it.",
        ],
      },
      {
        heading: "6. Contact",
        items: [
          "To ask us to disclose, correct or delete your personal information, contact us through the contact form.",
        ],
      },
    ],
    revised: REVISED,
  },
  guidelines: {
    title: "Community guidelines",
    lead: "So that neighbours can help each other and feel good about it, please keep the following in mind.",
    sections: [
      {
        heading: "When you post a request",
        items: [
          "Write clearly what you want done, when, where, how many people you need, and whether you offer thanks.",
          'When it is solved, mark it "Resolved", choose the person who helped, and send thanks and a rating. When you stop looking for help, mark it "Closed".',
        ],
      },
      {
        heading: "When you help",
        items: [
          "Say at the start what you can and cannot do, and keep to the date and time you agreed. If you cannot go, tell the other person early.",
          "Do not take on work that the person who made the request has not agreed to, or dangerous work.",
        ],
      },
      {
        heading: "For your safety",
        items: [
          "Exchange contact details such as phone numbers and addresses only after you feel you can trust the other person, and only when both of you agree.",
          "When you meet someone for the first time, choose a place and a time with other people around.",
          "If someone asks you to pay money in advance, do not pay. If something seems wrong, report it.",
        ],
      },
      {
        heading: "What you must not do",
        items: [
          "Harassment, discriminatory remarks, contacting someone again and again when they do not want it",
          "Advertising, soliciting, and posts for dating",
          "Posting other people's personal information or photos without permission",
        ],
      },
      {
        heading: "If you have a problem",
        items: [
          'Tell the operator with "Report" on a post, comment, message or member. If you block someone, you can no longer see each other\'s posts, and messages between you are no longer delivered.',
        ],
      },
    ],
    revised: REVISED,
  },
};
