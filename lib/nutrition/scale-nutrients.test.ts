import type { Meal } from "@/lib/meals/types";
import { formatNumber } from "@/lib/format/number";
import { gramsFor, parseQuantity, scaleMeal } from "./scale-nutrients";

const meal: Meal = {
  name: "حمص",
  calories: 166.4,
  protein: 7.35,
  fat: 9.605,
  carbohydrates: 14.29,
  minerals: [{ name: "الحديد", amount: 2.445, unitOfMeasure: "ملغ" }],
  vitamins: [{ name: "فيتامين ب12", amount: 0.005, unitOfMeasure: "ميكروغرام" }],
};

describe("scaleMeal", () => {
  it("leaves 100 g as the per-100 g values", () => {
    const s = scaleMeal(meal, 1);
    expect(s.calories).toBe(166.4);
    expect(s.minerals).toEqual(meal.minerals);
  });

  it("multiplies every value by the quantity, worked by hand for 300 g", () => {
    const s = scaleMeal(meal, 3);
    // 166.4 × 3 = 499.2 → "499"; 7.35 × 3 = 22.05; 9.605 × 3 = 28.815 → "28.82"; 14.29 × 3 = 42.87
    expect(formatNumber(s.calories, 0)).toBe("499");
    expect(formatNumber(s.protein, 2)).toBe("22.05");
    expect(formatNumber(s.fat, 2)).toBe("28.82");
    expect(formatNumber(s.carbohydrates, 2)).toBe("42.87");
    // 2.445 × 3 = 7.335 → "7.34" (half away from zero, not float-truncated to 7.33)
    expect(formatNumber(s.minerals[0]!.amount, 2)).toBe("7.34");
    expect(s.minerals[0]).toMatchObject({ name: "الحديد", unitOfMeasure: "ملغ" });
    // 0.005 × 3 = 0.015 → "0.02"
    expect(formatNumber(s.vitamins[0]!.amount, 2)).toBe("0.02");
  });

  it("rounds only at display: 500 g of 0.333 g is 1.67 g, not 5 × 0.33", () => {
    const s = scaleMeal({ ...meal, protein: 0.333 }, 5);
    expect(formatNumber(s.protein, 2)).toBe("1.67");
  });

  it("does not change the meal it is given", () => {
    scaleMeal(meal, 5);
    expect(meal.minerals[0]!.amount).toBe(2.445);
  });
});

describe("parseQuantity and gramsFor", () => {
  it.each([
    ["1", 1],
    ["5", 5],
    [" 3 ", 3],
  ])("accepts %p", (raw, q) => expect(parseQuantity(raw)).toBe(q));

  it.each([null, undefined, "", "0", "6", "1.5", "2a", "-1", "10"])("rejects %p", (raw) =>
    expect(parseQuantity(raw)).toBeNull(),
  );

  it("turns a quantity into grams", () => {
    expect(gramsFor(1)).toBe(100);
    expect(gramsFor(5)).toBe(500);
  });
});
