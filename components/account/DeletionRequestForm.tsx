"use client";

import { useActionState, useId } from "react";
import { deleteAccountText } from "@/content/delete-account";
import { contactFormText } from "@/content/contact-form";
import {
  initialDeletionFormState,
  type DeletionFormAction,
  type DeletionFormValues,
} from "@/lib/contact/deletion-request-state";
import { fieldClass } from "@/components/ui/field-style";

const text = deleteAccountText.form;

// The account-deletion request: a plain HTML form posted to its Server Action
// (lib/contact/deletion-request-action.ts), which works before and without this script; with
// it, the page does not reload. On failure every field comes back as typed, each error tied to
// its field; on success the form says what happens next.

type FieldName = keyof DeletionFormValues;

export function DeletionRequestForm({ action }: { action: DeletionFormAction }) {
  const [state, formAction, pending] = useActionState(
    action,
    initialDeletionFormState,
    "#deletion-request",
  );
  const id = useId();
  const values = state.status === "failed" ? state.values : undefined;
  const errorOf = (name: FieldName) =>
    state.status === "failed" ? state.errors.find((e) => e.field === name)?.message : undefined;

  const field = (name: FieldName, label: string, props: Record<string, string> = {}) => {
    const error = errorOf(name);
    const errorId = `${id}-${name}-error`;
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block font-bold text-slate-900">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          defaultValue={values?.[name] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={fieldClass}
          {...props}
        />
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-bold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  if (state.status === "sent") {
    return (
      <p
        id="deletion-request"
        role="status"
        className="rounded-xl border-2 border-brand-200 bg-brand-50 p-5 leading-8 font-bold text-brand-950"
      >
        {text.sent}
      </p>
    );
  }

  const noteError = errorOf("note");
  return (
    <form
      id="deletion-request"
      action={formAction}
      aria-label={text.label}
      className="scroll-mt-24 space-y-4 rounded-2xl border border-brand-100 bg-white p-5"
    >
      {state.status === "failed" ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-bold text-red-900">
          {state.problem ?? text.failed}
        </p>
      ) : null}
      {field("name", `${text.name} ${contactFormText.requiredMark}`, {
        type: "text",
        autoComplete: "name",
      })}
      <p className="text-sm text-slate-700">{text.eitherHint}</p>
      {field("phone", text.phone, {
        type: "tel",
        inputMode: "tel",
        autoComplete: "tel",
        dir: "ltr",
      })}
      {field("email", text.email, { type: "email", autoComplete: "email", dir: "ltr" })}
      <div>
        <label htmlFor={`${id}-note`} className="block font-bold text-slate-900">
          {text.note}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          defaultValue={values?.note ?? ""}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          className={fieldClass}
        />
        {noteError ? (
          <p id={`${id}-note-error`} className="mt-1 text-sm font-bold text-red-800">
            {noteError}
          </p>
        ) : null}
      </div>
      {/* The bot trap the contact path checks: hidden from people and from screen readers. */}
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`${id}-website`}>{contactFormText.honeypot}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="rounded-full bg-red-800 px-6 py-3 font-bold text-white hover:bg-red-900 disabled:opacity-70"
      >
        {pending ? text.sending : text.submit}
      </button>
    </form>
  );
}
