/**
 * Field errors of a failed shared-schema parse, in the server's shape (dot paths → Japanese messages), so a
 * form checked before sending shows exactly what the server would answer.
 */
import type { z } from "zod";
import type { FieldErrors } from "./trpc-errors.ts";

export function schemaFieldErrors(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    const messages = fieldErrors[key] ?? [];
    messages.push(issue.message);
    fieldErrors[key] = messages;
  }
  return fieldErrors;
}
