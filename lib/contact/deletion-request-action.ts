"use server";
import "server-only";
import { deletionRequestSchema } from "./deletion-request";
import { deletionFieldNames, type DeletionFormState } from "./deletion-request-state";
import { receiveForm } from "./receive-form";

// The account-deletion form's Server Action: the form as the browser posts it, with or without
// JavaScript. The request goes through the contact message's own receiver
// (./receive-message.ts), read with the deletion request's schema (./deletion-request.ts).

export async function sendDeletionRequest(
  _previous: DeletionFormState,
  form: FormData,
): Promise<DeletionFormState> {
  return receiveForm(form, deletionFieldNames, "deletion request", deletionRequestSchema);
}
