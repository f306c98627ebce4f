"use server";
import "server-only";
import { headers } from "next/headers";
import { apiErrorBody } from "@/lib/http/api-error";
import type { JsonBodyResult } from "@/lib/http/read-json-body";
import { requestUrlOf } from "@/lib/http/request-origin";
import type { ContactFormState, ContactFormValues } from "./contact-form-state";
import { MAX_MESSAGE_BYTES, receiveMessage, type ReceiveOutcome } from "./receive-message";

// The contact form's Server Action: the form as the browser posts it when the page's
// JavaScript has not run (or never will). The message goes through the very function
// POST /api/contact uses (./receive-message.ts): the same origin check, rate limit, honeypot,
// schema and delivery; the page comes back with the outcome and, on failure, the typed text.

const fieldNames = ["name", "email", "phone", "message"] as const;

/** A field as posted: text, or "" when missing (a file where text belongs fails the schema). */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The form's fields as the body POST /api/contact takes, within the same size limit. */
function bodyOf(form: FormData): JsonBodyResult {
  let bytes = 0;
  for (const [, value] of form)
    bytes += typeof value === "string" ? Buffer.byteLength(value) : value.size;
  if (bytes > MAX_MESSAGE_BYTES) return { ok: false, code: "payload_too_large" };
  const data = Object.fromEntries(fieldNames.map((name) => [name, form.get(name)]));
  return { ok: true, value: { data, website: form.get("website") } };
}

export async function sendContactForm(
  _previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const head = await headers();
  let outcome: ReceiveOutcome;
  try {
    outcome = await receiveMessage({ headers: head, url: requestUrlOf(head) }, async () =>
      bodyOf(form),
    );
  } catch (error) {
    console.error("[contact form] unexpected failure", error);
    outcome = { ok: false, code: "internal_error" };
  }
  if (outcome.ok) return { status: "sent" };
  const values = Object.fromEntries(
    fieldNames.map((name) => [name, textOf(form, name)]),
  ) as ContactFormValues;
  return {
    status: "failed",
    values,
    errors: outcome.errors ?? [],
    problem: outcome.code === "validation_failed" ? undefined : apiErrorBody(outcome.code).error,
  };
}
