import type { Serving } from "@/lib/meals/types";
import {
  amountForGrams,
  formatQuantityParam,
  gramsOfChoice,
  MAX_GRAMS,
  parseGrams,
  parseGramsInput,
  parseQuantityParam,
  quantityToGrams,
  servingOptions,
} from "./quantity";

const plate: Serving = { label: "صحن", grams: 430, kind: "recipe", basis: "صحن الوصفة" };
const piece: Serving = { label: "قطعة", grams: 85, kind: "estimate", basis: "قطعة متوسطة" };

describe("the URL's quantity (q)", () => {
  it.each([
    ["1", { kind: "hundreds", quantity: 1 }],
    [" 5 ", { kind: "hundreds", quantity: 5 }],
    ["serving", { kind: "serving", index: 0, half: false }],
    ["serving-2", { kind: "serving", index: 1, half: false }],
    ["half-serving", { kind: "serving", index: 0, half: true }],
    ["250g", { kind: "grams", grams: 250 }],
    ["12.5g", { kind: "grams", grams: 12.5 }],
    ["2000g", { kind: "grams", grams: 2000 }],
    ["custom", { kind: "custom" }],
  ])("reads %j", (raw, choice) => {
    expect(parseQuantityParam(raw)).toEqual(choice);
    // and writes it back the same way (trimmed)
    expect(formatQuantityParam(parseQuantityParam(raw)!)).toBe(raw.trim());
  });

  it.each([
    null,
    "",
    "0",
    "6",
    "1.5",
    "serving-1",
    "serving-0",
    "half-serving-2",
    "0g",
    "2001g",
    "250",
    "250 g",
    "-5g",
    "1e3g",
    "g",
    "abc",
    "serving2",
  ])("refuses %j", (raw) => {
    expect(parseQuantityParam(raw)).toBeNull();
  });
});

describe("grams of a choice", () => {
  const servings = [plate, piece];
  it("100–500 g for the five fixed options", () => {
    expect(gramsOfChoice(parseQuantityParam("3"), servings)).toBe(300);
  });
  it("a serving's own grams, half the typical one, the typed amount", () => {
    expect(gramsOfChoice(parseQuantityParam("serving"), servings)).toBe(430);
    expect(gramsOfChoice(parseQuantityParam("serving-2"), servings)).toBe(85);
    expect(gramsOfChoice(parseQuantityParam("half-serving"), servings)).toBe(215);
    expect(gramsOfChoice(parseQuantityParam("250g"), servings)).toBe(250);
  });
  it("none for a serving the meal lacks, or no amount typed yet", () => {
    expect(gramsOfChoice(parseQuantityParam("serving-3"), servings)).toBeNull();
    expect(gramsOfChoice(parseQuantityParam("serving"), undefined)).toBeNull();
    expect(gramsOfChoice(parseQuantityParam("custom"), servings)).toBeNull();
    expect(gramsOfChoice(null, servings)).toBeNull();
  });
});

describe("servingOptions", () => {
  it("lists the typical serving, its half, then the other servings", () => {
    expect(servingOptions([plate, piece]).map((o) => [o.value, o.grams, o.half])).toEqual([
      ["serving", 430, false],
      ["half-serving", 215, true],
      ["serving-2", 85, false],
    ]);
  });
  it("is empty for a meal without servings", () => {
    expect(servingOptions(undefined)).toEqual([]);
    expect(servingOptions([])).toEqual([]);
  });
});

describe("the grams field (كمية أخرى)", () => {
  it.each([
    ["250", 250],
    [" 1 ", 1],
    ["2000", 2000],
    ["٢٥٠", 250],
    ["۲۵۰", 250],
    ["١٢٫٥", 12.5],
    ["12.5", 12.5],
    // A decimal comma, as the article tools read it (lib/format/parse-number.ts).
    ["12,5", 12.5],
    ["١٢,٥", 12.5],
    ["1,500", 1.5],
    ["٠٠٧", 7],
  ])("reads %j as %d g", (text, grams) => {
    expect(parseGramsInput(text)).toEqual({ ok: true, grams });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "not-a-number"],
    ["250g", "not-a-number"],
    ["12,55", "not-a-number"],
    ["-5", "not-a-number"],
    ["1e3", "not-a-number"],
    ["12.55", "not-a-number"],
    ["0", "out-of-range"],
    ["0.5", "out-of-range"],
    ["2001", "out-of-range"],
    ["٣٠٠٠", "out-of-range"],
  ])("refuses %j (%s)", (text, error) => {
    expect(parseGramsInput(text)).toEqual({ ok: false, error });
  });
});

describe("quantityToGrams", () => {
  it.each([
    ["1", 100],
    ["3", 300],
    ["5", 500],
    ["250g", 250],
    ["٢٥٠g", 250],
    ["2000g", 2000],
    ["12.5g", 12.5],
  ])("%p → %p g", (value, grams) => expect(quantityToGrams(value)).toBe(grams));

  it.each(["", "0", "6", "0g", "2001g", "g", "abc", "250"])("rejects %p", (value) =>
    expect(quantityToGrams(value)).toBeNull(),
  );
});

describe("parseGrams", () => {
  it("accepts 1 to 2,000 g in either digit set", () => {
    expect(parseGrams("1")).toBe(1);
    expect(parseGrams("١٥٠")).toBe(150);
    expect(parseGrams(String(MAX_GRAMS))).toBe(2000);
    expect(parseGrams("0.5")).toBeNull();
    expect(parseGrams("2000.5")).toBeNull();
    expect(parseGrams("-5")).toBeNull();
  });
});

describe("amountForGrams", () => {
  it("scales a per-100 g value: 166.4 kcal/100 g × 250 g = 416 kcal", () => {
    expect(amountForGrams(166.4, 250)).toBeCloseTo(416, 9);
    expect(amountForGrams(7.35, 100)).toBe(7.35);
  });
});
