import type { FormEventHandler, ReactNode, Ref } from "react";
import { contactFormText as text } from "@/content/contact-form";
import { contactHints } from "@/lib/contact/contact-texts";
import type { ContactFormValues } from "@/lib/contact/contact-form-state";
import { fieldClass } from "@/components/ui/field-style";

// The contact form's markup, with no state and no hooks; ./ContactForm.tsx gives it its state.
// It works as plain HTML: named fields, a submit button and, after a post made without
// JavaScript, the server's answer in a status line at the top.

export type ContactFieldName = keyof ContactFormValues;
export type ContactPhase = "idle" | "sending" | "sent";

/** What each field element receives: its name, what was typed before, its state, its handlers. */
export type ContactFieldProps = {
  name: string;
  defaultValue?: string;
  "aria-invalid": boolean;
  onChange?: FormEventHandler;
  onBlur?: FormEventHandler;
};

/** The server's answer to a post made without JavaScript, shown at the top of the form. */
export type ContactNote = { kind: "sent" | "failed"; lines: string[] } | undefined;

export interface ContactFormViewProps {
  field: (name: ContactFieldName) => ContactFieldProps;
  errors?: Partial<Record<ContactFieldName, { message?: string } | undefined>>;
  phase?: ContactPhase;
  note?: ContactNote;
  action?: (form: FormData) => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  formRef?: Ref<HTMLFormElement>;
  submitRef?: Ref<HTMLButtonElement>;
}

function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: { message?: string };
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
        {required && <span className="ms-1 text-sm text-slate-600">{text.requiredMark}</span>}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The contact form of every page; it is named by the contact section's heading. */
export function ContactFormView({
  field,
  errors = {},
  phase = "idle",
  note,
  action,
  onSubmit,
  onFocus,
  formRef,
  submitRef,
}: ContactFormViewProps) {
  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      aria-labelledby="contact-heading"
      aria-busy={phase === "sending"}
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="relative space-y-5 rounded-2xl border border-brand-100 bg-white p-6"
    >
      {note && (
        <div
          role={note.kind === "sent" ? "status" : "alert"}
          className={`rounded-lg border-2 p-3 font-medium ${
            note.kind === "sent"
              ? "border-brand-700 bg-brand-50 text-brand-900"
              : "border-red-700 bg-red-50 text-red-800"
          }`}
        >
          {note.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <Field id="contact-name" label={text.labels.name} required error={errors.name}>
        {(describedBy) => (
          <input
            id="contact-name"
            type="text"
            autoComplete="name"
            aria-required="true"
            aria-describedby={describedBy}
            className={fieldClass}
            {...field("name")}
          />
        )}
      </Field>
      <Field id="contact-email" label={text.labels.email} error={errors.email}>
        {(describedBy) => (
          <input
            id="contact-email"
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            aria-describedby={describedBy}
            className={`${fieldClass} text-end`}
            {...field("email")}
          />
        )}
      </Field>
      <Field
        id="contact-phone"
        label={text.labels.phone}
        required
        hint={text.hints.phone}
        error={errors.phone}
      >
        {(describedBy) => (
          <input
            id="contact-phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            inputMode="tel"
            aria-required="true"
            aria-describedby={describedBy}
            className={`${fieldClass} text-end`}
            {...field("phone")}
          />
        )}
      </Field>
      <Field
        id="contact-message"
        label={text.labels.message}
        required
        hint={contactHints.message}
        error={errors.message}
      >
        {(describedBy) => (
          <textarea
            id="contact-message"
            rows={5}
            aria-required="true"
            aria-describedby={describedBy}
            className={fieldClass}
            {...field("message")}
          />
        )}
      </Field>

      {/* Bot trap: hidden from people and assistive technology, filled by form-filling bots. */}
      <div aria-hidden="true" className="absolute h-px w-px overflow-hidden opacity-0">
        <label htmlFor="contact-website">{text.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button
        ref={submitRef}
        type="submit"
        disabled={phase !== "idle"}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 py-2 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-800"
      >
        {phase === "sending" && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
          />
        )}
        {phase === "sending" ? text.sending : phase === "sent" ? text.sent : text.submit}
      </button>
    </form>
  );
}
