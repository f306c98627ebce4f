import { createFormControl, type Resolver } from "react-hook-form";
import type { ContactMessage, ContactMessageInput } from "@/lib/contact/contact-schema";

// react-hook-form's control of the contact form, made without its hook so that it can arrive
// after the form is on screen (./ContactForm.tsx loads this module later) and take hold of the
// fields already there, with whatever the visitor has typed into them.

export type ContactResolver = Resolver<ContactMessageInput, unknown, ContactMessage>;

export function createContactControl(resolver: ContactResolver) {
  // No default values: each field's value is read from the page when it is registered.
  return createFormControl<ContactMessageInput, unknown, ContactMessage>({
    resolver,
    shouldFocusError: true,
  });
}

export type ContactControl = ReturnType<typeof createContactControl>;
