import { parseTypedNumber } from "./parse-number";

describe("parseTypedNumber", () => {
  it.each([
    ["70", 70],
    [" 165 ", 165],
    ["70.5", 70.5],
    ["70,5", 70.5],
    ["٧٠", 70],
    ["٧٠٫٥", 70.5],
    ["٧٠,٥", 70.5],
    ["۱۶۵", 165],
    ["1٦5", 165],
    [".5", 0.5],
    ["12.", 12],
  ])("reads %p as %p", (raw, expected) => {
    expect(parseTypedNumber(raw)).toBe(expected);
  });

  it.each(["", "  ", "abc", "70kg", "-5", "+5", "1,000.5", "1.2.3", "1e3", "٧ ٠", "Infinity"])(
    "rejects %p",
    (raw) => {
      expect(parseTypedNumber(raw)).toBeNull();
    },
  );
});
