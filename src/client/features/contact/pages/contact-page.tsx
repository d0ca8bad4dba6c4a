/**
 * /contact (docs/product.md §2 Contact, §3 Contact payload, §8 Contact errors): title, body, e-mail and the hidden
 * `website` trap (people never see or fill it). 429 → copy.contact.tooMany, 400/422 → copy.contact.badRequest
 * (with the field errors), else copy.contact.failed.
 */
import { type FormEvent, useState } from "react";
import { ErrorBox } from "#client/components/error-box.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";

import { fieldErrorsOf, httpStatusOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { CONTACT_LIMITS } from "#shared/schemas/contact.ts";
import { useContactSubmit } from "../hooks/use-contact-submit.ts";
import "../contact.css";

const c = copy.contact;

/** The message of docs/product.md §8 for a failed send. */
function failureOf(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 429) return c.tooMany;
  if (status === 400 || status === 422) return c.badRequest;
  return c.failed;
}

/** /contact (docs/product.md §2 Contact): the contact form, then the sent message. */
export function ContactPage() {
  useDocumentHead(c.title, c.lead);
  const { user } = useSession();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [email, setEmail] = useState(user?.email ?? "");
  const [website, setWebsite] = useState("");
  const send = useContactSubmit();
  const fieldErrors = fieldErrorsOf(send.error);
  const errorsFor = (field: string) => messagesFor(fieldErrors, field);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    send.mutate({ title, body, email, website });
  }

  if (send.isSuccess) {
    return (
      <div className="container page page--narrow contact-page">
        <h1 className="page-head__title">{c.title}</h1>
        <div className="form-card contact-sent" role="status">
          <p>{send.data.message}</p>
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              setTitle("");
              setBody("");
              send.reset();
            }}
          >
            {c.sendAnother}
          </button>
        </div>
      </div>
    );
  }

  const fields = [
    {
      id: "contact-title",
      field: "title",
      label: c.subject,
      value: title,
      set: setTitle,
      max: CONTACT_LIMITS.title,
    },
    { id: "contact-email", field: "email", label: c.email, value: email, set: setEmail, max: 255 },
  ];
  return (
    <div className="container page page--narrow contact-page">
      <header className="page-head">
        <h1 className="page-head__title">{c.title}</h1>
        <p className="page-head__lead">{c.lead}</p>
      </header>
      <form className="form-card" onSubmit={handleSubmit} noValidate>
        <ErrorBox messages={send.isError ? [failureOf(send.error)] : []} />
        {fields.map((item) => {
          const errors = errorsFor(item.field);
          return (
            <FormField key={item.id} id={item.id} label={item.label} required errors={errors}>
              <input
                id={item.id}
                name={item.field}
                className="input"
                type={item.field === "email" ? "email" : "text"}
                autoComplete={item.field === "email" ? "email" : "off"}
                value={item.value}
                maxLength={item.max}
                onChange={(event) => item.set(event.target.value)}
                aria-required="true"
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={describedBy(item.id, { errors })}
              />
            </FormField>
          );
        })}
        <FormField id="contact-body" label={c.body} required errors={errorsFor("body")}>
          <textarea
            id="contact-body"
            name="body"
            className="textarea"
            rows={8}
            value={body}
            maxLength={CONTACT_LIMITS.body}
            onChange={(event) => setBody(event.target.value)}
            aria-required="true"
            aria-invalid={errorsFor("body").length > 0 || undefined}
            aria-describedby={describedBy("contact-body", { errors: errorsFor("body") })}
          />
        </FormField>
        <div className="contact-trap" aria-hidden="true">
          <label htmlFor="contact-website">{c.website}</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary button--large" disabled={send.isPending}>
            {send.isPending ? c.sending : c.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
