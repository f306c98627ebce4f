"use client";

import { useActionState, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { contactFormText as text } from "@/content/contact-form";
import type { ContactMessage, ContactMessageInput } from "@/lib/contact/contact-schema";
import {
  initialContactFormState,
  type ContactFormAction,
  type ContactFormState,
} from "@/lib/contact/contact-form-state";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import { sendKeptMessages } from "@/lib/contact/send-kept-messages";
import {
  forgetMessage,
  keepMessage,
  newMessageKey,
  readOutbox,
} from "@/lib/device-storage/contact-outbox";
import { loadLater, useLoadLater } from "@/components/lazy/load-later";
import { notify, preloadToaster } from "@/components/toast/notify";
import type { ContactControl, ContactResolver } from "./contact-form-control";
import {
  ContactFormView,
  type ContactFieldName,
  type ContactFieldProps,
  type ContactNote,
  type ContactPhase,
} from "./ContactFormView";

// The contact form of every page. Without JavaScript it is a plain form posted to its Server
// Action (lib/contact/contact-form-action.ts), and the page comes back with the answer. With
// JavaScript it keeps the product's first behaviour: the fields checked in the browser by
// react-hook-form and zod, the message sent to /api/contact, a toast. react-hook-form arrives
// when the form nears the viewport or is first touched, zod on the first focus or submit, both
// through the site's one lazy loader; they take hold of the fields already on screen.

type ControlModule = typeof import("./contact-form-control");
const formControl = loadLater((): Promise<ControlModule> => import("./contact-form-control"));

// zod and the schema are the heaviest part of the form (about 18 KB gzipped): loaded on the
// first focus inside the form (or the first submit), not when the form merely comes near.
const schemaCheck = loadLater(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contact/contact-schema")]).then(
    ([{ zodResolver }, { contactMessageSchema }]): ContactResolver =>
      zodResolver(contactMessageSchema),
  ),
);

const lazyZodResolver: ContactResolver = async (values, context, options) => {
  try {
    return await (
      await schemaCheck.load()
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

type ShownErrors = Partial<Record<ContactFieldName, { message?: string }>>;

const startWork = () => {
  preloadToaster();
  void schemaCheck.load().catch(() => undefined);
};

/** The answer to a post made without JavaScript, as the form shows it. */
function noteOf(state: ContactFormState): ContactNote {
  if (state.status === "sent") return { kind: "sent", lines: [text.success] };
  if (state.status === "failed")
    return {
      kind: "failed",
      lines: state.problem ? [text.failure, state.problem] : [text.failure],
    };
  return undefined;
}

function serverErrorsOf(state: ContactFormState): ShownErrors {
  if (state.status !== "failed") return {};
  const shown: ShownErrors = {};
  for (const e of state.errors) {
    const name = e.field as ContactFieldName;
    if (fieldNames.includes(name)) shown[name] ??= { message: e.message };
  }
  return shown;
}

const sameMessage = (a: ContactMessage, b: ContactMessage) =>
  a.name === b.name && a.email === b.email && a.phone === b.phone && a.message === b.message;

function shownErrorsOf(errors: FieldErrors<ContactMessageInput> | undefined): ShownErrors {
  const shown: ShownErrors = {};
  for (const name of fieldNames) {
    const message = errors?.[name]?.message;
    if (errors?.[name]) shown[name] = { message };
  }
  return shown;
}

export function ContactForm({ action }: { action: ContactFormAction }) {
  // "#contact": a form posted without JavaScript comes back scrolled to its answer.
  const [state, formAction] = useActionState(action, initialContactFormState, "#contact");
  const [phase, setPhase] = useState<ContactPhase>("idle");
  // The browser's checks once they run; until then, the server's answer to a post without
  // JavaScript (its note and field errors), shown until the visitor sends again.
  const [checked, setChecked] = useState<ShownErrors>();
  // A ref, not state: a second click arrives before React re-renders the disabled button.
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const control = useRef<ContactControl>(undefined);
  const handlers = useRef<Partial<Record<ContactFieldName, UseFormRegisterReturn>>>({});
  const unsubscribe = useRef<() => void>(undefined);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  /** The message last kept on the device from this form, with its idempotency key. */
  const kept = useRef<{ key: string; message: ContactMessage }>(undefined);

  const later = useLoadLater(formControl, "near", form);
  const loaded = later.status === "ready" ? later.value : undefined;

  /** react-hook-form takes hold of the fields on the page, with what they already hold. */
  const attach = useCallback((module: ControlModule): ContactControl | undefined => {
    const root = form.current;
    if (control.current || !root) return control.current;
    const created = module.createContactControl(lazyZodResolver);
    for (const name of fieldNames) {
      const registration = created.register(name);
      handlers.current[name] = registration;
      registration.ref(root.elements.namedItem(name) as HTMLInputElement);
    }
    unsubscribe.current = created.subscribe({
      formState: { errors: true },
      callback: ({ errors }) => setChecked(shownErrorsOf(errors)),
    });
    control.current = created;
    return created;
  }, []);

  useEffect(() => {
    if (loaded) attach(loaded);
  }, [loaded, attach]);

  // Messages kept on this device while it was offline go out on a page load and whenever the
  // connection returns; the success toast says when one has arrived.
  useEffect(() => {
    const sendKept = () => {
      if (readOutbox().length === 0) return;
      void sendKeptMessages().then((delivered) => {
        if (delivered.length === 0) return;
        void notify.success(text.success);
        // The form still showing a message just delivered from the device is emptied.
        if (kept.current && delivered.includes(kept.current.key) && !busy.current) {
          kept.current = undefined;
          control.current?.reset(emptyForm, { keepFieldsRef: true });
        }
      });
    };
    sendKept();
    window.addEventListener("online", sendKept);
    return () => window.removeEventListener("online", sendKept);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      unsubscribe.current?.();
    };
  }, []);

  const onValid = async (message: ContactMessage) => {
    const fields = control.current;
    if (busy.current || !fields) return;
    busy.current = true;
    setPhase("sending");
    const honeypot = form.current?.elements.namedItem("website") as HTMLInputElement | null;
    // Sending again the message already kept on the device reuses its key, so it is stored once.
    const key =
      kept.current && sameMessage(kept.current.message, message)
        ? kept.current.key
        : newMessageKey();
    const result = await sendContactMessage(message, honeypot?.value ?? "", key);

    if (result.ok) {
      if (kept.current?.key === key) {
        forgetMessage(key);
        kept.current = undefined;
      }
      setPhase("sent");
      timers.current.push(
        setTimeout(() => void notify.success(text.success), SUCCESS_TOAST_DELAY_MS),
        setTimeout(() => {
          fields.reset(emptyForm, { keepFieldsRef: true });
          busy.current = false;
          setPhase("idle");
        }, CLEAR_DELAY_MS),
      );
      return;
    }

    // No answer at all (no connection): the message waits on this device and goes out when the
    // connection returns; the visitor's text stays in the form, as on any failure.
    const keptOnDevice =
      result.offline &&
      keepMessage({
        key,
        message,
        honeypot: honeypot?.value ?? "",
        keptAt: new Date().toISOString(),
      });
    if (keptOnDevice) kept.current = { key, message };
    void notify.error(text.failure, keptOnDevice ? text.keptOnDevice : undefined);
    busy.current = false;
    setPhase("idle");
    const known = result.fieldErrors.filter((e) =>
      fieldNames.includes(e.field as ContactFieldName),
    );
    known.forEach((e) =>
      fields.setError(e.field as ContactFieldName, { type: "server", message: e.message }),
    );
    if (known[0]) fields.setFocus(known[0].field as ContactFieldName);
    // The disabled button lost the keyboard focus; give it back so the visitor can retry.
    else if (document.activeElement === document.body) submitButton.current?.focus();
  };

  // With JavaScript the form never reaches its Server Action: a prevented submit is not
  // dispatched by React, and the message goes to /api/contact as it always did.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startWork();
    setChecked((shown) => shown ?? {});
    void (async () => {
      let fields = control.current;
      if (!fields) {
        try {
          fields = attach(await formControl.load());
        } catch {
          void notify.error(text.failure);
          return;
        }
      }
      await fields?.handleSubmit(onValid)(event);
    })();
  };

  const errors = checked ?? serverErrorsOf(state);
  const field = (name: ContactFieldName): ContactFieldProps => ({
    name,
    defaultValue: state.status === "failed" ? state.values[name] : undefined,
    "aria-invalid": Boolean(errors[name]),
    onChange: (event) => void handlers.current[name]?.onChange(event),
    onBlur: (event) => void handlers.current[name]?.onBlur(event),
  });

  return (
    <ContactFormView
      field={field}
      errors={errors}
      phase={phase}
      note={checked ? undefined : noteOf(state)}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={startWork}
      formRef={form}
      submitRef={submitButton}
    />
  );
}
