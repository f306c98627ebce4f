// What the account-deletion form's Server Action answers (./deletion-request-action.ts) and the
// form shows (components/account/DeletionRequestForm.tsx): nothing yet, sent, or not sent with
// what was typed, the field errors and, when the fault is not a field's, the site's sentence.
import type { FieldError } from "@/lib/http/api-error";

export const deletionFieldNames = ["name", "phone", "email", "note"] as const;

export type DeletionFormValues = Record<(typeof deletionFieldNames)[number], string>;

export type DeletionFormState =
  | { status: "idle" }
  | { status: "sent" }
  | { status: "failed"; values: DeletionFormValues; errors: FieldError[]; problem?: string };

export const initialDeletionFormState: DeletionFormState = { status: "idle" };

export type DeletionFormAction = (
  previous: DeletionFormState,
  form: FormData,
) => Promise<DeletionFormState>;
