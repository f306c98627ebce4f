"use server";
import "server-only";
import type { ContactFormState } from "./contact-form-state";
import { receiveForm } from "./receive-form";

// The contact form's Server Action: the form as the browser posts it when the page's
// JavaScript has not run (or never will). The message goes through the very function
// POST /api/contact uses (./receive-message.ts): the same origin check, rate limit, honeypot,
// schema and delivery; the page comes back with the outcome and, on failure, the typed text.

const fieldNames = ["name", "email", "phone", "message"] as const;

export async function sendContactForm(
  _previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  return receiveForm(form, fieldNames, "contact form");
}
