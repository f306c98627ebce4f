import "server-only";
import { headers } from "next/headers";
import { apiErrorBody, type FieldError } from "@/lib/http/api-error";
import type { JsonBodyResult } from "@/lib/http/read-json-body";
import { requestUrlOf } from "@/lib/http/request-origin";
import {
  MAX_MESSAGE_BYTES,
  receiveMessage,
  type MessageRequestSchema,
  type ReceiveOutcome,
} from "./receive-message";

// A form posted to a Server Action (with or without JavaScript), received as its JSON twin
// would be (./receive-message.ts): the contact form and the account-deletion request share it.
// The answer is what the form shows: sent, or failed with what was typed, the field errors and,
// when the fault is not a field's, the site's sentence for it.

export type FormOutcome<Values> =
  { status: "sent" } | { status: "failed"; values: Values; errors: FieldError[]; problem?: string };

/** A field as posted: text, or "" when missing (a file where text belongs fails the schema). */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The form's fields as the JSON body takes them, within the same size limit. */
function bodyOf(form: FormData, fieldNames: readonly string[]): JsonBodyResult {
  let bytes = 0;
  for (const [, value] of form)
    bytes += typeof value === "string" ? Buffer.byteLength(value) : value.size;
  if (bytes > MAX_MESSAGE_BYTES) return { ok: false, code: "payload_too_large" };
  const data = Object.fromEntries(fieldNames.map((name) => [name, form.get(name)]));
  return { ok: true, value: { data, website: form.get("website") } };
}

export async function receiveForm<Name extends string>(
  form: FormData,
  fieldNames: readonly Name[],
  label: string,
  schema?: MessageRequestSchema,
): Promise<FormOutcome<Record<Name, string>>> {
  const head = await headers();
  let outcome: ReceiveOutcome;
  try {
    outcome = await receiveMessage(
      { headers: head, url: requestUrlOf(head) },
      async () => bodyOf(form, fieldNames),
      undefined,
      schema,
    );
  } catch (error) {
    console.error(`[${label}] unexpected failure`, error);
    outcome = { ok: false, code: "internal_error" };
  }
  if (outcome.ok) return { status: "sent" };
  const values = Object.fromEntries(fieldNames.map((name) => [name, textOf(form, name)]));
  return {
    status: "failed",
    values: values as Record<Name, string>,
    errors: outcome.errors ?? [],
    problem: outcome.code === "validation_failed" ? undefined : apiErrorBody(outcome.code).error,
  };
}
