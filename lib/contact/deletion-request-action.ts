"use server";
import "server-only";
import { headers } from "next/headers";
import { apiErrorBody } from "@/lib/http/api-error";
import type { JsonBodyResult } from "@/lib/http/read-json-body";
import { requestUrlOf } from "@/lib/http/request-origin";
import { deletionRequestSchema } from "./deletion-request";
import {
  deletionFieldNames,
  type DeletionFormState,
  type DeletionFormValues,
} from "./deletion-request-state";
import { MAX_MESSAGE_BYTES, receiveMessage, type ReceiveOutcome } from "./receive-message";

// The account-deletion form's Server Action: the form as the browser posts it, with or without
// JavaScript. The request goes through the contact message's own receiver
// (./receive-message.ts), read with the deletion request's schema (./deletion-request.ts).

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function bodyOf(form: FormData): JsonBodyResult {
  let bytes = 0;
  for (const [, value] of form)
    bytes += typeof value === "string" ? Buffer.byteLength(value) : value.size;
  if (bytes > MAX_MESSAGE_BYTES) return { ok: false, code: "payload_too_large" };
  const data = Object.fromEntries(deletionFieldNames.map((name) => [name, form.get(name)]));
  return { ok: true, value: { data, website: form.get("website") } };
}

export async function sendDeletionRequest(
  _previous: DeletionFormState,
  form: FormData,
): Promise<DeletionFormState> {
  const head = await headers();
  let outcome: ReceiveOutcome;
  try {
    outcome = await receiveMessage(
      { headers: head, url: requestUrlOf(head) },
      async () => bodyOf(form),
      undefined,
      deletionRequestSchema,
    );
  } catch (error) {
    console.error("[deletion request] unexpected failure", error);
    outcome = { ok: false, code: "internal_error" };
  }
  if (outcome.ok) return { status: "sent" };
  const values = Object.fromEntries(
    deletionFieldNames.map((name) => [name, textOf(form, name)]),
  ) as DeletionFormValues;
  return {
    status: "failed",
    values,
    errors: outcome.errors ?? [],
    problem: outcome.code === "validation_failed" ? undefined : apiErrorBody(outcome.code).error,
  };
}
