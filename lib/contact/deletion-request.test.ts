import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteAccountText } from "@/content/delete-account";
import { deletionRequestSchema } from "./deletion-request";
import { receiveMessage } from "./receive-message";
import { createContactRateLimiter } from "./rate-limiter";
import { openMessageStore } from "./sqlite-message-store";

const body = (data: Record<string, unknown>, website = "") => ({ data, website });
const fieldsWithErrors = (value: unknown) => {
  const result = deletionRequestSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
};

describe("an account-deletion request", () => {
  it("becomes a message marked as a deletion request, naming the account", () => {
    const result = deletionRequestSchema.parse(
      body({ name: " سالم ", phone: "٠٩١ ٢٣٤ ٥٦٧٨", email: "", note: "لم أعد أستعمله" }),
    );
    expect(result.data).toEqual({
      name: "سالم",
      email: undefined,
      phone: "0912345678",
      message: `${deleteAccountText.marker}\nالحساب: الهاتف 0912345678\nملاحظة: لم أعد أستعمله`,
    });
  });

  it("takes the e-mail alone, or both", () => {
    expect(
      deletionRequestSchema.parse(body({ name: "سالم", email: "salem@example.ly" })).data.message,
    ).toBe(`${deleteAccountText.marker}\nالحساب: البريد salem@example.ly`);
    expect(
      deletionRequestSchema
        .parse(body({ name: "سالم", phone: "0912345678", email: "salem@example.ly" }))
        .data.message.split("\n")[1],
    ).toBe("الحساب: الهاتف 0912345678، البريد salem@example.ly");
  });

  it("needs a name and the phone or the e-mail, each as the contact form checks it", () => {
    expect(fieldsWithErrors(body({}))).toEqual(["data.name", "data.phone"]);
    expect(fieldsWithErrors(body({ name: "سالم", phone: "abc" }))).toEqual(["data.phone"]);
    expect(fieldsWithErrors(body({ name: "سالم", email: "no-at" }))).toEqual(["data.email"]);
    expect(
      fieldsWithErrors(body({ name: "سالم", phone: "0912345678", note: "x".repeat(1001) })),
    ).toEqual(["data.note"]);
  });

  it("is stored through the contact path, where the owners read it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "deletion-"));
    try {
      const request = {
        headers: new Headers({ origin: "https://mizan.ly" }),
        url: "https://mizan.ly/delete-account",
      };
      const outcome = await receiveMessage(
        request,
        async () => ({ ok: true, value: body({ name: "سالم", email: "salem@example.ly" }) }),
        {
          siteUrl: "https://mizan.ly",
          target: { kind: "sqlite", dataDir },
          limiter: createContactRateLimiter({ points: 5 }),
        },
        deletionRequestSchema,
      );
      expect(outcome).toEqual({ ok: true });
      const [stored] = openMessageStore(dataDir).list();
      expect(stored).toMatchObject({ name: "سالم", email: "salem@example.ly", phone: "" });
      expect(stored!.message.startsWith(deleteAccountText.marker)).toBe(true);
      openMessageStore(dataDir).close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
