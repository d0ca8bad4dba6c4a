/**
 * Forms on react-hook-form checked by the shared zod schemas (docs/product.md §5: the server's very messages) — and the
 * one place where the server's field errors of a failed call (docs/product.md §8, `error.data.fieldErrors`) are merged
 * into a form, and where a form's errors are read back in the server's shape (dot path → messages) for the
 * fields and the error box.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { type FieldErrors, fieldErrorsOf, flattenFieldErrors, messagesFor } from "./trpc-errors.ts";

/**
 * What a form hands its schema: the schema's own field names, with whatever the form holds (an unchosen select
 * is undefined even where the schema requires a number — the schema's message is the point).
 */
export type SchemaCandidate<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };

/** The error type of messages that came from the server (everything else is the form's own check). */
const SERVER = "server";

/**
 * The react-hook-form options every schema form uses: all messages of a field are kept (as the server sends
 * them), and the error box, not the first invalid field, takes the focus after a failed submit (docs/product.md §8).
 */
export const FORM_OPTIONS = { criteriaMode: "all", shouldFocusError: false } as const;

/**
 * A resolver that checks the form with a shared schema: `toInput` turns the form's values into what the server
 * parses; a valid form hands the schema's output (trimmed, normalised) to the submit handler.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: V) => SchemaCandidate<S>,
) {
  return zodResolver(z.preprocess((values: V) => toInput(values), schema));
}

/** As `schemaResolver`, handing the form's own values (not the schema's output) to the submit handler. */
export function rawSchemaResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: V) => SchemaCandidate<S>,
) {
  return zodResolver(
    z.preprocess((values: V) => toInput(values), schema),
    undefined,
    { raw: true },
  );
}

/**
 * Merges the server's field errors of a failed call into `form` (each field keeps every message, `tags.3`
 * lands under `tags`); returns them, or null when the answer has none.
 */
export function applyServerErrors<V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
  error: unknown,
): FieldErrors | null {
  const fieldErrors = fieldErrorsOf(error);
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    form.setError(field as Path<V>, { type: SERVER, message: messages[0], types: { [SERVER]: messages } });
  }
  return fieldErrors;
}

interface ErrorNode {
  type?: unknown;
  message?: unknown;
  types?: Record<string, unknown>;
}

/** The messages of one react-hook-form error: every criterion's, else its message. */
function messagesOf(node: ErrorNode): string[] {
  const all = node.types ? Object.values(node.types).flat() : [node.message];
  return all.filter((message): message is string => typeof message === "string" && message !== "");
}

/** Walks react-hook-form's nested errors into `out` (dot paths); returns whether any came from the form's check. */
function collect(node: unknown, path: string, out: FieldErrors): boolean {
  if (typeof node !== "object" || node === null) return false;
  let own = false;
  const error = node as ErrorNode;
  if (typeof error.type === "string") {
    const messages = messagesOf(error);
    if (messages.length > 0) out[path || "_"] = [...(out[path || "_"] ?? []), ...messages];
    own = error.type !== SERVER;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === "ref" || key === "type" || key === "message" || key === "types") continue;
    const childPath = key === "root" ? path : path ? `${path}.${key}` : key;
    if (collect(child, childPath, out)) own = true;
  }
  return own;
}

interface FormErrorsOptions {
  /** The last call's error (the mutation's `error`), or null. */
  failure: unknown;
  /** The error-box lines of a failure without field errors (the form's wording of docs/product.md §8). */
  failed: (error: unknown) => string[];
  /** Lines that follow a failure's lines (e.g. the ask to choose the image again). */
  notes?: (error: unknown) => string[];
}

/**
 * The errors a form shows (docs/product.md §8), read during render: `errorsFor(field)` next to each field (`tags` also
 * collects `tags.3`), and `messages` for the error box — the form's own check when it failed; else, after a
 * failed call, the server's field errors still standing (or `failed(error)` when it sent none), then `notes`.
 */
export function useFormErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, "formState">,
  { failure, failed, notes }: FormErrorsOptions,
) {
  const fieldErrors: FieldErrors = {};
  const checked = collect(form.formState.errors, "", fieldErrors);
  let messages = flattenFieldErrors(fieldErrors);
  if (!checked && failure) {
    messages = [...(fieldErrorsOf(failure) ? messages : failed(failure)), ...(notes?.(failure) ?? [])];
  }
  return {
    fieldErrors,
    errorsFor: (field: string) => messagesFor(fieldErrors, field),
    messages,
  };
}
