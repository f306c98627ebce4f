// The one schema of a contact message, used by the form (zodResolver) and by the route handler.
// Built on zod/mini, zod's smallest build, because the form is on every page (it loads this
// module on its first focus, see components/contact/ContactForm.tsx). Every check runs in a
// transform so texts are cleaned, trimmed and the phone number normalised before they are
// measured, in the browser and on the server alike.
import * as z from "zod/mini";
import { toLatinDigits } from "@/lib/format/parse-number";
import type { FieldError } from "@/lib/http/api-error";
import { contactLimits } from "@/content/contact-form";
import { contactErrors as errors } from "./contact-texts";

/** Length in Unicode code points (an emoji is one), not UTF-16 units. */
export function codePointLength(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

// Characters a phone number may be written with that carry no digits: spaces (also the
// non-breaking and thin ones), dashes, dots, brackets and the invisible direction marks that
// Arabic keyboards and copy-paste put around numbers.
const phoneSeparators = /[\s\-\u2010-\u2015().\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Converts Arabic-Indic (٠-٩) and Persian (۰-۹) digits to Latin and drops separators. */
export function normalizePhone(value: string): string {
  return toLatinDigits(value).replace(phoneSeparators, "");
}

// Control characters (all but tab and line breaks) are invisible in the form, meaningless in a
// message and cut texts short in SQLite's string functions and in spreadsheets: they are dropped.
// Lone surrogates become U+FFFD, which is what storing them as UTF-8 would do anyway.
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Drops control characters and makes the text well-formed Unicode. */
export function cleanText(value: string): string {
  const wellFormed = (value as { toWellFormed?: () => string }).toWellFormed?.() ?? value;
  return wellFormed.replace(controlCharacters, "");
}

const stringOrRequired = (required: string) =>
  z.string({ error: (issue) => (issue.input == null ? required : errors.invalidValue) });

/** A required text: cleaned, trimmed, not empty, at most `max` code points. */
const requiredText = (
  max: number,
  required: string,
  tooLong: string,
  normalize: (value: string) => string = (value) => value,
) =>
  z.pipe(
    stringOrRequired(required),
    z.transform((value: string, ctx) => {
      const trimmed = normalize(cleanText(value)).trim();
      if (!trimmed) ctx.issues.push({ code: "custom", message: required, input: value });
      else if (codePointLength(trimmed) > max)
        ctx.issues.push({ code: "custom", message: tooLong, input: value });
      return trimmed;
    }),
  );

// zod's own default email pattern (zod/v4/core/regexes.ts), copied: reaching it through
// `z.regexes` would ship every one of zod's format patterns (about 6 KB) with the form.
const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const email = z.pipe(
  z.optional(z.nullable(z.string({ error: errors.emailInvalid }))),
  z.transform((value: string | null | undefined, ctx) => {
    const trimmed = value?.trim();
    if (!trimmed) return undefined;
    if (trimmed.length > contactLimits.emailMax || !emailPattern.test(trimmed))
      ctx.issues.push({ code: "custom", message: errors.emailInvalid, input: value });
    return trimmed;
  }),
);

const phone = z.pipe(
  stringOrRequired(errors.phoneRequired),
  z.transform((value: string, ctx) => {
    const normalized = normalizePhone(value);
    const digits = normalized.startsWith("+") ? normalized.slice(1) : normalized;
    if (!normalized) {
      ctx.issues.push({ code: "custom", message: errors.phoneRequired, input: value });
    } else if (!/^[0-9]+$/.test(digits)) {
      ctx.issues.push({ code: "custom", message: errors.phoneInvalid, input: value });
    } else if (
      digits.length < contactLimits.phoneMinDigits ||
      digits.length > contactLimits.phoneMaxDigits
    ) {
      ctx.issues.push({ code: "custom", message: errors.phoneLength, input: value });
    }
    return normalized;
  }),
);

/** The four fields of a message, as the visitor writes them and as they are stored. */
export const contactMessageSchema = z.object(
  {
    // A name is one line: tabs, line breaks and runs of spaces become one space.
    name: requiredText(contactLimits.nameMax, errors.nameRequired, errors.nameTooLong, (value) =>
      value.replace(/\s+/g, " "),
    ),
    email,
    phone,
    message: requiredText(contactLimits.messageMax, errors.messageRequired, errors.messageTooLong),
  },
  { error: errors.invalidPayload },
);

/** What a browser may name a message with so that sending it again stores it once. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The body the form posts: `{ data: {...}, website, key }`; `website` is the hidden honeypot,
 * `key` the optional idempotency key (a UUID made in the browser, see
 * lib/device-storage/contact-outbox.ts): a message already stored under it is not stored again.
 */
export const contactRequestSchema = z.object(
  {
    data: contactMessageSchema,
    website: z.optional(z.nullable(z.string({ error: errors.invalidValue }))),
    key: z.optional(
      z
        .string({ error: errors.invalidValue })
        .check(z.regex(IDEMPOTENCY_KEY_PATTERN, { error: errors.invalidValue })),
    ),
  },
  { error: errors.invalidPayload },
);

/** What the visitor types (every field a string in the form). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** A validated, normalised message: trimmed texts, Latin-digit phone, email or undefined. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Flattens zod issues to `{ field, message }`, the field named relative to `data`. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path[0] === "data" ? issue.path.slice(1) : issue.path;
    return { field: path.map(String).join(".") || "data", message: issue.message };
  });
}
