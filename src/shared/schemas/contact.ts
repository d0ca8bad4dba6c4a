/** Input of the contact form (spec.md §3 Contact payload, §7 POST /api/contact). */
import { z } from "zod";
import { copy } from "../copy.ts";
import { emailField, requiredText } from "./fields.ts";

const c = copy.contact;

export const CONTACT_LIMITS = { title: 100, body: 5000 } as const;

/** title, body, email and the hidden `website` spam trap (any value is accepted here; filled = dropped). */
export const ZContactInput = z.object({
  title: requiredText(c.subject, CONTACT_LIMITS.title),
  body: requiredText(c.body, CONTACT_LIMITS.body),
  email: emailField(c.email),
  website: z.string().max(2000).optional(),
});
export type TContactInput = z.input<typeof ZContactInput>;
