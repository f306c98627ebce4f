import { toCsv, toTable } from "./format-messages";
import type { StoredMessage } from "./sqlite-message-store";

const row = (over: Partial<StoredMessage>): StoredMessage => ({
  id: 1,
  received_at: "2026-11-21T05:00:00.000Z",
  name: "سالم",
  email: null,
  phone: "+218912345678",
  message: "مرحبا",
  ...over,
});

describe("toCsv", () => {
  it("writes a header and quotes commas, quotes and line breaks (RFC 4180)", () => {
    const csv = toCsv([
      row({ id: 2, name: 'سالم "أبو علي"', message: "سطر ١\nسطر ٢, وفاصلة", email: "a@b.ly" }),
      row({ id: 1 }),
    ]);
    expect(csv).toBe(
      "id,received_at,name,email,phone,message\r\n" +
        '2,2026-11-21T05:00:00.000Z,"سالم ""أبو علي""",a@b.ly,+218912345678,"سطر ١\nسطر ٢, وفاصلة"\r\n' +
        "1,2026-11-21T05:00:00.000Z,سالم,,+218912345678,مرحبا\r\n",
    );
  });

  it("neutralises cells a spreadsheet would run as formulas, but not the phone", () => {
    const csv = toCsv([row({ name: '=HYPERLINK("x")', message: "@SUM(1)" })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("'@SUM(1)");
    expect(csv).toContain(",+218912345678,");
  });

  it("prepends a byte-order mark on request", () => {
    expect(toCsv([], { bom: true }).startsWith("\ufeffid,")).toBe(true);
    expect(toCsv([]).startsWith("id,")).toBe(true);
  });
});

describe("toTable", () => {
  it("shows every field and clips long messages to one line", () => {
    const text = toTable([row({ message: `${"م".repeat(200)}\nآخر` })]);
    expect(text).toContain("#1  2026-11-21T05:00:00.000Z");
    expect(text).toContain("name:    سالم");
    expect(text).toContain("email:   -");
    expect(text).toContain(`${"م".repeat(119)}…`);
    expect(text).toContain("1 message(s), newest first.");
  });

  it("prints whole messages with `full` and says when there are none", () => {
    expect(toTable([row({ message: "أ\nب" })], { full: true })).toContain(
      "message: أ\n           ب",
    );
    expect(toTable([])).toBe("No messages stored yet.\n");
  });
});
