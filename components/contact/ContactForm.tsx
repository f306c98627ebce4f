"use client";

import { useActionState, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { contactFormText as text } from "@/content/contact-form";
import type { ContactMessage, ContactMessageInput } from "@/lib/contact/contact-schema";
import { initialContactFormState, type ContactFormAction } from "@/lib/contact/contact-form-state";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import type { RefusedMessage } from "@/lib/contact/send-kept-messages";
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
import {
  emptyForm,
  fieldErrorsOfForm,
  fieldNames,
  noteOf,
  serverErrorsOf,
  shownErrorsOf,
  shownServerErrors,
  uncheckedMessage,
  type ShownErrors,
} from "./contact-form-values";
import { useContactOutbox } from "./use-contact-outbox";

// The contact form of every page. Without JavaScript it is a plain form posted to its Server
// Action (lib/contact/contact-form-action.ts), and the page comes back with the answer. With
// JavaScript it keeps the product's first behaviour: the fields checked in the browser by
// react-hook-form and zod, the message sent to /api/contact, a toast. react-hook-form arrives
// when the form nears the viewport or is first touched, zod on the first focus or submit, both
// through the site's one lazy loader; they take hold of the fields already on screen. When
// they cannot load (the connection dropped before they came), the message goes to the server
// unchecked: the server checks every message anyway, and its errors are shown the same way.

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

/** The error type the resolver reports when the checks could not be loaded. */
const CHECKS_UNAVAILABLE = "checks-unavailable";

const lazyZodResolver: ContactResolver = async (values, context, options) => {
  try {
    return await (
      await schemaCheck.load()
    )(values, context, options);
  } catch {
    return { values: {}, errors: { root: { type: CHECKS_UNAVAILABLE, message: text.failure } } };
  }
};

// The product's first version showed the success toast 2 s after the answer and emptied the
// form 1 s later; visitors know that rhythm, so it is kept.
const SUCCESS_TOAST_DELAY_MS = 2_000;
const CLEAR_DELAY_MS = 3_000;

const startWork = () => {
  preloadToaster();
  void schemaCheck.load().catch(() => undefined);
};

export function ContactForm({ action }: { action: ContactFormAction }) {
  // "#contact": a form posted without JavaScript comes back scrolled to its answer.
  const [state, formAction] = useActionState(action, initialContactFormState, "#contact");
  const [phase, setPhase] = useState<ContactPhase>("idle");
  // The browser's checks once they run; until then, the server's answer to a post without
  // JavaScript (its note and field errors), shown until the visitor sends again.
  const [checked, setChecked] = useState<ShownErrors>();
  // What a toast would have said when the toaster itself could not load (no connection before
  // it came): the form says it in its own note instead.
  const [told, setTold] = useState<ContactNote>();
  // A ref, not state: a second click arrives before React re-renders the disabled button.
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const control = useRef<ContactControl>(undefined);
  const handlers = useRef<Partial<Record<ContactFieldName, UseFormRegisterReturn>>>({});
  const unsubscribe = useRef<() => void>(undefined);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

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

  const tell = (kind: "sent" | "failed", title: string, detail?: string) => {
    const shown = kind === "sent" ? notify.success(title) : notify.error(title, detail);
    shown.catch(() => {
      setTold({ kind, lines: detail ? [title, detail] : [title] });
      // The note is at the form's top, out of sight from its button on a phone; as after a post
      // without JavaScript (#contact), the form is brought up to it.
      form.current?.scrollIntoView({ block: "start" });
    });
  };

  /** Puts a message back in the fields, through react-hook-form once it holds them. */
  const fill = (message: ContactMessageInput) => {
    const root = form.current;
    for (const name of fieldNames) {
      const input = root?.elements.namedItem(name) as HTMLInputElement | null;
      if (input) input.value = message[name] ?? "";
    }
    control.current?.reset(message, { keepFieldsRef: true });
  };

  // Messages kept on this device go out on a page load and whenever the connection returns;
  // the success toast says when one has arrived. One the server refuses comes back into the
  // form (when the visitor is not writing another) with its errors, to be corrected.
  const outbox = useContactOutbox({
    delivered: (shownInForm) => {
      tell("sent", text.success);
      if (shownInForm && !busy.current) {
        fill(emptyForm);
        setTold(undefined);
      }
    },
    refused: ({ entry, fieldErrors }: RefusedMessage) => {
      const root = form.current;
      if (!root || busy.current) return false;
      if (Object.values(uncheckedMessage(root)).some(Boolean)) return false;
      fill({ ...entry.message, email: entry.message.email ?? "" });
      setChecked(shownServerErrors(fieldErrors));
      tell("failed", text.failure, text.keptRefused);
      return true;
    },
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      unsubscribe.current?.();
    };
  }, []);

  /** Sends a message, checked in the browser or, when the checks could not load, unchecked. */
  const send = async (message: ContactMessage) => {
    if (busy.current) return;
    busy.current = true;
    setPhase("sending");
    const honeypot =
      (form.current?.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    const key = outbox.keyFor(message);
    const result = await sendContactMessage(message, honeypot, key);

    if (result.ok) {
      outbox.arrived(key);
      setPhase("sent");
      timers.current.push(
        setTimeout(() => tell("sent", text.success), SUCCESS_TOAST_DELAY_MS),
        setTimeout(() => {
          fill(emptyForm);
          busy.current = false;
          setPhase("idle");
        }, CLEAR_DELAY_MS),
      );
      return;
    }

    // No answer at all (no connection): the message waits on this device and goes out when the
    // connection returns; the visitor's text stays in the form, as on any failure.
    const keptOnDevice = result.offline === true && outbox.keep(key, message, honeypot);
    tell("failed", text.failure, keptOnDevice ? text.keptOnDevice : undefined);
    busy.current = false;
    setPhase("idle");
    const known = fieldErrorsOfForm(result.fieldErrors);
    const fields = control.current;
    if (fields) {
      known.forEach((e) => fields.setError(e.field, { type: "server", message: e.message }));
    } else {
      setChecked(shownServerErrors(result.fieldErrors));
    }
    const first = known[0] && (form.current?.elements.namedItem(known[0].field) as HTMLElement);
    if (first) first.focus();
    // The disabled button lost the keyboard focus; give it back so the visitor can retry.
    else if (document.activeElement === document.body) submitButton.current?.focus();
  };

  /** The checks could not load: the server checks the message instead. */
  const sendUnchecked = () => {
    if (form.current) void send(uncheckedMessage(form.current));
  };

  // With JavaScript the form never reaches its Server Action: a prevented submit is not
  // dispatched by React, and the message goes to /api/contact as it always did.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startWork();
    setChecked((shown) => shown ?? {});
    setTold(undefined);
    void (async () => {
      let fields = control.current;
      if (!fields) {
        try {
          fields = attach(await formControl.load());
        } catch {
          sendUnchecked();
          return;
        }
      }
      await fields?.handleSubmit(send, (errors) => {
        if (errors.root?.type === CHECKS_UNAVAILABLE) sendUnchecked();
      })(event);
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
      note={told ?? (checked ? undefined : noteOf(state))}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={startWork}
      formRef={form}
      submitRef={submitButton}
    />
  );
}
