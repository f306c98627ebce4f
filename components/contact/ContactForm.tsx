"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  useForm,
  type FieldError,
  type Resolver,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { contactFormText as text } from "@/content/contact-form";
import { contactHints } from "@/lib/contact/contact-texts";
import type { ContactMessage, ContactMessageInput } from "@/lib/contact/contact-schema";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import { notify, preloadToaster } from "@/components/toast/notify";

type ContactResolver = Resolver<ContactMessageInput, unknown, ContactMessage>;

// zod and the schema are the heaviest part of the form (about 18 KB gzipped in the Turbopack
// build) and the form is on every page, below the fold: they load on the first focus inside
// the form (or the first submit), not with the page. The resolver is still zodResolver over
// the one shared schema.
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

type Phase = "idle" | "sending" | "sent";
type FieldName = keyof ContactMessageInput;

const emptyForm: ContactMessageInput = { name: "", email: "", phone: "", message: "" };
const fieldNames = Object.keys(emptyForm) as FieldName[];

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 " +
  "focus-visible:border-brand-700 aria-invalid:border-red-700";

function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: FieldError;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
        {required && <span className="ms-1 text-sm text-slate-600">{text.requiredMark}</span>}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The contact form of every page; it is named by the contact section's heading. */
export function ContactForm() {
  const [phase, setPhase] = useState<Phase>("idle");
  // A ref, not state: a second click arrives before React re-renders the disabled button.
  const busy = useRef(false);
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
    defaultValues: emptyForm,
    shouldFocusError: true,
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

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
    const known = result.fieldErrors.filter((e) => fieldNames.includes(e.field as FieldName));
    known.forEach((e) => setError(e.field as FieldName, { type: "server", message: e.message }));
    if (known[0]) setFocus(known[0].field as FieldName);
    // The disabled button lost the keyboard focus; give it back so the visitor can retry.
    else if (document.activeElement === document.body) submitButton.current?.focus();
  };

  const field = (name: FieldName): UseFormRegisterReturn & { "aria-invalid": boolean } => ({
    ...register(name),
    "aria-invalid": Boolean(errors[name]),
  });

  return (
    <form
      noValidate
      aria-labelledby="contact-heading"
      aria-busy={phase === "sending"}
      onSubmit={(event) => handleSubmit(onValid)(event)}
      onFocus={() => {
        preloadToaster();
        void loadResolver().catch(() => undefined);
      }}
      className="relative space-y-5 rounded-2xl border border-brand-100 bg-white p-6"
    >
      <Field id="contact-name" label={text.labels.name} required error={errors.name}>
        {(describedBy) => (
          <input
            id="contact-name"
            type="text"
            autoComplete="name"
            aria-required="true"
            aria-describedby={describedBy}
            className={inputClass}
            {...field("name")}
          />
        )}
      </Field>
      <Field id="contact-email" label={text.labels.email} error={errors.email}>
        {(describedBy) => (
          <input
            id="contact-email"
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            aria-describedby={describedBy}
            className={`${inputClass} text-end`}
            {...field("email")}
          />
        )}
      </Field>
      <Field
        id="contact-phone"
        label={text.labels.phone}
        required
        hint={text.hints.phone}
        error={errors.phone}
      >
        {(describedBy) => (
          <input
            id="contact-phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            inputMode="tel"
            aria-required="true"
            aria-describedby={describedBy}
            className={`${inputClass} text-end`}
            {...field("phone")}
          />
        )}
      </Field>
      <Field
        id="contact-message"
        label={text.labels.message}
        required
        hint={contactHints.message}
        error={errors.message}
      >
        {(describedBy) => (
          <textarea
            id="contact-message"
            rows={5}
            aria-required="true"
            aria-describedby={describedBy}
            className={inputClass}
            {...field("message")}
          />
        )}
      </Field>

      {/* Bot trap: hidden from people and assistive technology, filled by form-filling bots. */}
      <div aria-hidden="true" className="absolute h-px w-px overflow-hidden opacity-0">
        <label htmlFor="contact-website">{text.honeypot}</label>
        <input
          ref={honeypot}
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <button
        ref={submitButton}
        type="submit"
        disabled={phase !== "idle"}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 py-2 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-800"
      >
        {phase === "sending" && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
          />
        )}
        {phase === "sending" ? text.sending : phase === "sent" ? text.sent : text.submit}
      </button>
    </form>
  );
}
