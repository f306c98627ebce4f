import { parseCsv, parseCsvRows } from "./parse-csv";

describe("parseCsv", () => {
  it("reads quoted fields holding commas, doubled quotes and newlines", () => {
    const text = 'a,b,c\n01001,"Butter, salted",1\n2,"say ""hi""\nthere",\n';
    expect(parseCsv(text)).toEqual({
      header: ["a", "b", "c"],
      records: [
        { a: "01001", b: "Butter, salted", c: "1" },
        { a: "2", b: 'say "hi"\nthere', c: "" },
      ],
    });
  });

  it("accepts CRLF line ends and a missing final newline", () => {
    expect(parseCsvRows("x,y\r\n1,2")).toEqual([
      ["x", "y"],
      ["1", "2"],
    ]);
  });

  it("fails loudly on a row with the wrong number of fields", () => {
    expect(() => parseCsv("a,b\n1,2,3\n")).toThrow(/row 2 has 3 fields/);
  });

  it("fails loudly on an unterminated quote", () => {
    expect(() => parseCsv('a\n"open\n')).toThrow(/unterminated/);
  });
});
