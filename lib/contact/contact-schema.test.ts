import { contactErrors } from "./contact-texts";
import {
  cleanText,
  codePointLength,
  contactMessageSchema,
  contactRequestSchema,
  normalizePhone,
  toFieldErrors,
} from "./contact-schema";

const errors = contactErrors;
const valid = { name: "سالم", email: "", phone: "0912345678", message: "مرحبا" };

/** The error messages the schema gives for `input`, keyed by field. */
function errorsOf(input: unknown): Record<string, string> {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(toFieldErrors(result.error.issues).map((e) => [e.field, e.message]));
}

describe("contactMessageSchema", () => {
  it("accepts a complete message and returns it normalised", () => {
    expect(
      contactMessageSchema.parse({
        name: "  سالم الورفلي ",
        email: " salem@example.ly ",
        phone: " +218 91-234-5678 ",
        message: "\nسؤال عن التطبيق\n",
      }),
    ).toEqual({
      name: "سالم الورفلي",
      email: "salem@example.ly",
      phone: "+218912345678",
      message: "سؤال عن التطبيق",
    });
  });

  describe("name", () => {
    it("is required, also when only spaces are given", () => {
      expect(errorsOf({ ...valid, name: "" }).name).toBe(errors.nameRequired);
      expect(errorsOf({ ...valid, name: "   \t " }).name).toBe(errors.nameRequired);
      expect(errorsOf({ ...valid, name: undefined }).name).toBe(errors.nameRequired);
    });

    it("allows 100 characters and rejects 101 (after trimming)", () => {
      expect(errorsOf({ ...valid, name: ` ${"ن".repeat(100)} ` })).toEqual({});
      expect(errorsOf({ ...valid, name: "ن".repeat(101) }).name).toBe(errors.nameTooLong);
    });

    it("is one line: tabs, line breaks and runs of spaces become one space", () => {
      expect(contactMessageSchema.parse({ ...valid, name: " سالم\n\tعلي   الورفلي " }).name).toBe(
        "سالم علي الورفلي",
      );
    });

    it("rejects a value that is not a string", () => {
      expect(errorsOf({ ...valid, name: 42 }).name).toBe(errors.invalidValue);
      expect(errorsOf({ ...valid, name: ["سالم"] }).name).toBe(errors.invalidValue);
      expect(errorsOf({ ...valid, name: null }).name).toBe(errors.nameRequired);
    });
  });

  describe("email", () => {
    it("is optional: absent, empty, blank and null all become undefined", () => {
      for (const email of [undefined, "", "   ", null]) {
        const result = contactMessageSchema.parse({ ...valid, email });
        expect(result.email).toBeUndefined();
      }
    });

    it("must be a valid address when given", () => {
      for (const email of ["salem", "salem@", "@example.ly", "salem@example", "a b@c.ly"]) {
        expect(errorsOf({ ...valid, email }).email).toBe(errors.emailInvalid);
      }
      expect(contactMessageSchema.parse({ ...valid, email: "a.b+c@mail.example.ly" }).email).toBe(
        "a.b+c@mail.example.ly",
      );
    });

    it("rejects an address longer than 254 characters and a non-string", () => {
      const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.ly`;
      expect(long.length).toBeGreaterThan(254);
      expect(errorsOf({ ...valid, email: long }).email).toBe(errors.emailInvalid);
      expect(errorsOf({ ...valid, email: 7 }).email).toBe(errors.emailInvalid);
    });
  });

  describe("phone", () => {
    it("converts Arabic-Indic and Persian digits to Latin", () => {
      expect(contactMessageSchema.parse({ ...valid, phone: "٠٩١٢٣٤٥٦٧٨" }).phone).toBe(
        "0912345678",
      );
      expect(contactMessageSchema.parse({ ...valid, phone: "۰۹۱۲۳۴۵۶۷۸" }).phone).toBe(
        "0912345678",
      );
      expect(contactMessageSchema.parse({ ...valid, phone: "+٢١٨ ٩١ ٢٣٤ ٥٦٧٨" }).phone).toBe(
        "+218912345678",
      );
    });

    it("drops spaces, dashes, brackets, dots and direction marks", () => {
      expect(normalizePhone("\u200e+218 (91) 234-56.78\u200f")).toBe("+218912345678");
      expect(normalizePhone("091\u00a0234\u2013567")).toBe("091234567");
    });

    it("is required", () => {
      expect(errorsOf({ ...valid, phone: "" }).phone).toBe(errors.phoneRequired);
      expect(errorsOf({ ...valid, phone: " - " }).phone).toBe(errors.phoneRequired);
      expect(errorsOf({ ...valid, phone: undefined }).phone).toBe(errors.phoneRequired);
    });

    it("takes digits only, with one optional leading +", () => {
      for (const phone of [
        "09123abc45",
        "++218912345678",
        "0912+345678",
        "091234567x",
        "١٢٣٤٥٦٧#",
      ]) {
        expect(errorsOf({ ...valid, phone }).phone).toBe(errors.phoneInvalid);
      }
    });

    it("needs 7 to 15 digits (the + not counted)", () => {
      expect(errorsOf({ ...valid, phone: "123456" }).phone).toBe(errors.phoneLength);
      expect(errorsOf({ ...valid, phone: "1234567" })).toEqual({});
      expect(errorsOf({ ...valid, phone: "+123456789012345" })).toEqual({});
      expect(errorsOf({ ...valid, phone: "1234567890123456" }).phone).toBe(errors.phoneLength);
      expect(errorsOf({ ...valid, phone: "+" }).phone).toBe(errors.phoneInvalid);
    });

    it("rejects a number sent as a JSON number", () => {
      expect(errorsOf({ ...valid, phone: 912345678 }).phone).toBe(errors.invalidValue);
    });
  });

  describe("message", () => {
    it("is required", () => {
      expect(errorsOf({ ...valid, message: "" }).message).toBe(errors.messageRequired);
      expect(errorsOf({ ...valid, message: "\n\n  " }).message).toBe(errors.messageRequired);
    });

    it("allows exactly 2000 characters and rejects 2001", () => {
      expect(errorsOf({ ...valid, message: "م".repeat(2000) })).toEqual({});
      expect(errorsOf({ ...valid, message: "م".repeat(2001) }).message).toBe(errors.messageTooLong);
    });

    it("counts code points: 2000 emoji (4000 UTF-16 units) are allowed, 2001 are not", () => {
      expect("😀".repeat(2000).length).toBe(4000);
      expect(errorsOf({ ...valid, message: "😀".repeat(2000) })).toEqual({});
      expect(errorsOf({ ...valid, message: "😀".repeat(2001) }).message).toBe(
        errors.messageTooLong,
      );
    });

    it("drops control characters but keeps tabs and line breaks", () => {
      expect(
        contactMessageSchema.parse({ ...valid, message: "أ\u0000ب\u0007ج\td\r\nه\u007f" }).message,
      ).toBe("أبج\td\r\nه");
      expect(errorsOf({ ...valid, message: "\u0000\u0001" }).message).toBe(errors.messageRequired);
    });

    it("replaces lone surrogates with U+FFFD and keeps emoji intact", () => {
      expect(cleanText("a\ud800b😀\udc00")).toBe("a\ufffdb😀\ufffd");
    });

    it("keeps line breaks inside the message", () => {
      expect(contactMessageSchema.parse({ ...valid, message: "سطر ١\nسطر ٢" }).message).toBe(
        "سطر ١\nسطر ٢",
      );
    });
  });

  it("reports every invalid field at once", () => {
    expect(Object.keys(errorsOf({ name: "", email: "x", phone: "", message: "" })).sort()).toEqual([
      "email",
      "message",
      "name",
      "phone",
    ]);
  });

  it("drops unknown keys", () => {
    expect(contactMessageSchema.parse({ ...valid, admin: true })).not.toHaveProperty("admin");
  });
});

describe("contactRequestSchema", () => {
  it("wraps the message in `data` and allows the empty honeypot", () => {
    expect(contactRequestSchema.parse({ data: valid, website: "" }).data.name).toBe("سالم");
    expect(contactRequestSchema.parse({ data: valid }).website).toBeUndefined();
  });

  it("names the fields relative to `data` in its errors", () => {
    const result = contactRequestSchema.safeParse({ data: { ...valid, phone: "12" } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error.issues)).toEqual([
        { field: "phone", message: errors.phoneLength },
      ]);
    }
  });

  it("rejects a body that is not an object or has no `data`", () => {
    for (const body of [null, [], "text", 1, {}, { data: null }, { data: [] }]) {
      const result = contactRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
    }
  });
});

describe("codePointLength", () => {
  it("counts surrogate pairs once and lone surrogates once each", () => {
    expect(codePointLength("")).toBe(0);
    expect(codePointLength("سلام")).toBe(4);
    expect(codePointLength("a😀b")).toBe(3);
    expect(codePointLength("\ud800x\udc00")).toBe(3);
  });
});
