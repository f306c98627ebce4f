// A request to delete an app account, sent from /delete-account without the app. It takes the
// contact message's own path (./receive-message.ts: origin check, rate limit, honeypot, store
// or backend) as a message whose first line marks it (content/delete-account.ts), so the
// owners find it among the messages and the backend gets the shape it always gets. The account
// is named by its phone or its e-mail, one at least; each is checked as the contact form checks
// it, the name too.
import * as z from "zod/mini";
import { deleteAccountText as text } from "@/content/delete-account";
import { formatNumber } from "@/lib/format/number";
import { cleanText, codePointLength, contactMessageSchema } from "./contact-schema";

const DELETION_NOTE_MAX = 1000;

/** A field as posted: its text, or "" when missing or not text. */
const field = z.pipe(
  z.optional(z.nullable(z.unknown())),
  z.transform((value) => (typeof value === "string" ? cleanText(value).trim() : "")),
);

const { name, email, phone } = contactMessageSchema.shape;

/** The posted form `{ data: { name, email, phone, note }, website }` as a contact request. */
export const deletionRequestSchema = z.pipe(
  z.object({
    data: z.object({ name: field, email: field, phone: field, note: field }),
    website: z.optional(z.nullable(z.string())),
  }),
  z.transform((body, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: "custom", message, input: body, path: ["data", path] });
    const checked = <T>(path: string, schema: z.ZodMiniType<T>, value: unknown): T | undefined => {
      const result = schema.safeParse(value);
      if (!result.success) issue(path, result.error.issues[0]?.message ?? "");
      return result.success ? result.data : undefined;
    };
    const { data } = body;
    const checkedName = checked("name", name, data.name);
    const checkedEmail = data.email ? checked("email", email, data.email) : undefined;
    const checkedPhone = data.phone ? checked("phone", phone, data.phone) : undefined;
    if (!data.email && !data.phone) issue("phone", text.form.accountRequired);
    if (codePointLength(data.note) > DELETION_NOTE_MAX)
      issue("note", text.form.noteTooLong(formatNumber(DELETION_NOTE_MAX, 0)));
    const message = [
      text.marker,
      text.accountLine(checkedPhone ?? "", checkedEmail ?? ""),
      ...(data.note ? [text.noteLine(data.note)] : []),
    ].join("\n");
    return {
      data: { name: checkedName ?? "", email: checkedEmail, phone: checkedPhone ?? "", message },
      website: body.website,
    };
  }),
);
