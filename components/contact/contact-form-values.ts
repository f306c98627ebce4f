import type { FieldErrors } from "react-hook-form";
import { contactFormText as text } from "@/content/contact-form";
import type { ContactMessage, ContactMessageInput } from "@/lib/contact/contact-schema";
import type { ContactFormState } from "@/lib/contact/contact-form-state";
import type { FieldError } from "@/lib/http/api-error";
import type { ContactFieldName, ContactNote } from "./ContactFormView";

// The contact form's values and errors as the form shows them: from the browser's checks
// (react-hook-form), from the server's answer, or from a post made without JavaScript.

export const emptyForm: ContactMessageInput = { name: "", email: "", phone: "", message: "" };
export const fieldNames = Object.keys(emptyForm) as ContactFieldName[];

export type ShownErrors = Partial<Record<ContactFieldName, { message?: string }>>;
/** The answer to a post made without JavaScript, as the form shows it. */
export function noteOf(state: ContactFormState): ContactNote {
  if (state.status === "sent") return { kind: "sent", lines: [text.success] };
  if (state.status === "failed")
    return {
      kind: "failed",
      lines: state.problem ? [text.failure, state.problem] : [text.failure],
    };
  return undefined;
}

/** The server's errors of the form's own fields, the first for each field, as the form shows them. */
export function shownServerErrors(errors: readonly FieldError[]): ShownErrors {
  const shown: ShownErrors = {};
  for (const e of fieldErrorsOfForm(errors)) shown[e.field] ??= { message: e.message };
  return shown;
}

export function serverErrorsOf(state: ContactFormState): ShownErrors {
  return state.status === "failed" ? shownServerErrors(state.errors) : {};
}

export function shownErrorsOf(errors: FieldErrors<ContactMessageInput> | undefined): ShownErrors {
  const shown: ShownErrors = {};
  for (const name of fieldNames) {
    const message = errors?.[name]?.message;
    if (errors?.[name]) shown[name] = { message };
  }
  return shown;
}

/** The server's errors of the form's own fields. */
export const fieldErrorsOfForm = (errors: readonly FieldError[]) =>
  errors.filter((e) => fieldNames.includes(e.field as ContactFieldName)) as (FieldError & {
    field: ContactFieldName;
  })[];

/** What the fields hold, unchecked (the server checks and normalises it). */
export function uncheckedMessage(root: HTMLFormElement): ContactMessage {
  const data = new FormData(root);
  const value = (name: ContactFieldName) => String(data.get(name) ?? "").trim();
  return {
    name: value("name"),
    email: value("email") || undefined,
    phone: value("phone"),
    message: value("message"),
  };
}
