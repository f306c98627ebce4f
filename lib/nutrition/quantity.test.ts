import { amountForGrams, MAX_GRAMS, parseGrams, quantityToGrams } from "./quantity";

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
