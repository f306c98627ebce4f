// What the contact form's Server Action answers (./contact-form-action.ts) and the form shows
// (components/contact/ContactForm.tsx): nothing yet, sent, or not sent with what was typed, the
// field errors and, when the fault is not a field's, the site's sentence for it. Plain data, so
// React can write it into the page a form posted without JavaScript comes back to.
import type { FieldError } from "@/lib/http/api-error";

export type ContactFormValues = { name: string; email: string; phone: string; message: string };

export type ContactFormState =
  | { status: "idle" }
  | { status: "sent" }
  | { status: "failed"; values: ContactFormValues; errors: FieldError[]; problem?: string };

export const initialContactFormState: ContactFormState = { status: "idle" };

export type ContactFormAction = (
  previous: ContactFormState,
  form: FormData,
) => Promise<ContactFormState>;
