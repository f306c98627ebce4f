"use client";

import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { contactFormText as text } from "@/content/contact-form";
import type { ContactMessage, ContactMessageInput } from "@/lib/contact/contact-schema";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import { notify, preloadToaster } from "@/components/toast/notify";
import {
  ContactFormView,
  type ContactFieldName,
  type ContactFieldProps,
  type ContactPhase,
} from "./ContactFormView";
import { restoreFocus, type ContactFormSnapshot } from "./form-snapshot";

// The contact form's react-hook-form island. It is itself loaded late (./ContactFormIsland.tsx)
// and takes over from the server-rendered form with what the visitor already did.

type ContactResolver = Resolver<ContactMessageInput, unknown, ContactMessage>;

// zod and the schema are the heaviest part of the form (about 18 KB gzipped in the Turbopack
// build): they load on the first focus inside the form (or the first submit), not with the
// island. The resolver is still zodResolver over the one shared schema.
let resolverLoad: Promise<ContactResolver> | undefined;

function loadResolver(): Promise<ContactResolver> {
  if (!resolverLoad) {
    resolverLoad = Promise.all([
      import("@hookform/resolvers/zod"),
      import("@/lib/contact/contact-schema"),
    ]).then(([{ zodResolver }, { contactMessageSchema }]) => zodResolver(contactMessageSchema));
    // A failed download (offline) is retried on the next attempt.
    resolverLoad.catch(() => {
      resolverLoad = undefined;
    });
  }
  return resolverLoad;
}

const lazyZodResolver: ContactResolver = async (values, context, options) => {
  try {
    return await (
      await loadResolver()
    )(values, context, options);
  } catch {
    void notify.error(text.failure);
    return { values: {}, errors: { root: { type: "load", message: text.failure } } };
  }
};

// The product's first version showed the success toast 2 s after the answer and emptied the
// form 1 s later; visitors know that rhythm, so it is kept.
const SUCCESS_TOAST_DELAY_MS = 2_000;
const CLEAR_DELAY_MS = 3_000;

const emptyForm: ContactMessageInput = { name: "", email: "", phone: "", message: "" };
const fieldNames = Object.keys(emptyForm) as ContactFieldName[];

const startWork = () => {
  preloadToaster();
  void loadResolver().catch(() => undefined);
};

export function ContactForm({ snapshot }: { snapshot?: ContactFormSnapshot }) {
  const [phase, setPhase] = useState<ContactPhase>("idle");
  // A ref, not state: a second click arrives before React re-renders the disabled button.
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: lazyZodResolver,
    defaultValues: snapshot?.values ?? emptyForm,
    shouldFocusError: true,
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // Taking over from the server-rendered form: the focus and caret where the visitor left
  // them, and a submit made before the island arrived is made now.
  useEffect(() => {
    if (!snapshot) return;
    if (snapshot.focus || snapshot.submit) startWork();
    restoreFocus(snapshot.focus);
    if (snapshot.submit) form.current?.requestSubmit();
  }, [snapshot]);

  const onValid = async (message: ContactMessage) => {
    if (busy.current) return;
    busy.current = true;
    setPhase("sending");
    const result = await sendContactMessage(message, honeypot.current?.value ?? "");

    if (result.ok) {
      setPhase("sent");
      timers.current.push(
        setTimeout(() => void notify.success(text.success), SUCCESS_TOAST_DELAY_MS),
        setTimeout(() => {
          reset(emptyForm);
          busy.current = false;
          setPhase("idle");
        }, CLEAR_DELAY_MS),
      );
      return;
    }

    void notify.error(text.failure);
    busy.current = false;
    setPhase("idle");
    const known = result.fieldErrors.filter((e) =>
      fieldNames.includes(e.field as ContactFieldName),
    );
    known.forEach((e) =>
      setError(e.field as ContactFieldName, { type: "server", message: e.message }),
    );
    if (known[0]) setFocus(known[0].field as ContactFieldName);
    // The disabled button lost the keyboard focus; give it back so the visitor can retry.
    else if (document.activeElement === document.body) submitButton.current?.focus();
  };

  const field = (name: ContactFieldName): ContactFieldProps => ({
    ...register(name),
    "aria-invalid": Boolean(errors[name]),
  });

  return (
    <ContactFormView
      field={field}
      errors={errors}
      phase={phase}
      honeypotDefault={snapshot?.honeypot}
      onSubmit={(event) => handleSubmit(onValid)(event)}
      onFocus={startWork}
      formRef={form}
      honeypotRef={honeypot}
      submitRef={submitButton}
    />
  );
}
