/**
 * Input and output of the contact form (docs/product.md §3 Contact payload, §5 Contact, §7 POST /api/contact).
 */
import { z } from "zod";
import { copy } from "../copy.ts";
import { emailField, requiredText, textField } from "./fields.ts";

const c = copy.contact;

/** Field lengths of the contact form (the page's counters use them too). */
export const CONTACT_LIMITS = { title: 100, body: 5000 } as const;

/** title, body, email and the hidden `website` spam trap (any value is accepted here; filled = dropped). */
export const ZContactInput = z.object({
  title: requiredText(c.subject, CONTACT_LIMITS.title),
  body: requiredText(c.body, CONTACT_LIMITS.body),
  email: emailField(c.email),
  website: textField(c.website, { max: 2000, trim: false }).optional(),
});
export type TContactData = z.output<typeof ZContactInput>;

/** The answer of an accepted message, also of a trapped one (bots learn nothing): copy.contact.sent. */
export const ZContactAnswer = z.object({ message: z.string() });
export type ContactAnswer = z.infer<typeof ZContactAnswer>;

/**
 * 運営者情報 (docs/product.md §2 Help and operator; GET /api/operator): the operator's name, and their e-mail and
 * address when configured (null: not published; the contact form is always the way to reach them).
 */
export const ZOperatorView = z.object({
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});
export type OperatorView = z.infer<typeof ZOperatorView>;
