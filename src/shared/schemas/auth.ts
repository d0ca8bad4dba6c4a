/** Inputs and outputs of the auth domain (spec.md §3 Register/Login payloads, User (session)). */
import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import { emailField, optionalId, requiredText } from "./fields.ts";

const f = copy.fields;
const v = copy.validation;

/** Register payload (avatar is handled by the transport). */
export const ZRegisterInput = z
  .object({
    name: requiredText(f.name, FIELD_LIMITS.name),
    email: emailField(f.email),
    password: z
      .string({ error: v.required(f.password) })
      .min(FIELD_LIMITS.passwordMin, v.minLength(f.password, FIELD_LIMITS.passwordMin))
      .max(FIELD_LIMITS.passwordMax, v.maxLength(f.password, FIELD_LIMITS.passwordMax)),
    password_confirmation: z.string({ error: v.required(f.password_confirmation) }),
    region_id: optionalId(f.region_id),
    categories: z.array(z.number().int().positive()).max(50).default([]),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ["password_confirmation"],
    message: v.passwordConfirmation,
  });
export type TRegisterInput = z.input<typeof ZRegisterInput>;

/** Login payload. */
export const ZLoginInput = z.object({
  email: emailField(f.email),
  password: z
    .string({ error: v.required(f.password) })
    .min(1, v.required(f.password))
    .max(FIELD_LIMITS.passwordMax),
  remember: z.boolean().default(false),
});
export type TLoginInput = z.input<typeof ZLoginInput>;

/** The user of a session (spec.md §3 User (session)). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  roles: { id: number; name: string }[];
  is_admin: boolean;
  avatar_url: string | null;
  avatar_path: string | null;
  interests: { id: number; name: string }[];
  region_id: number | null;
}
