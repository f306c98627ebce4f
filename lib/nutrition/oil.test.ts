import type { Meal } from "@/lib/meals/types";
import { mealWithOil, parseOilChoice } from "./oil";

// A dish of 200 g holding 10 g of oil, with its two other versions as the catalog sends them.
const dish: Meal = {
  name: "صحن",
  calories: 100,
  protein: 5,
  fat: 6,
  carbohydrates: 10,
  fiber: 2,
  sugars: 1,
  minerals: [{ name: "الحديد", amount: 1, unitOfMeasure: "ملغ" }],
  vitamins: [],
  servings: [
    { label: "صحن", grams: 200, kind: "recipe", basis: "" },
    { label: "كوب", grams: 240, kind: "usda", basis: "" },
  ],
  oil: {
    grams: 10,
    less: { calories: 80, protein: 5.1, fat: 4, carbohydrates: 10.2, minerals: [], vitamins: [] },
    more: {
      calories: 120,
      protein: 4.9,
      fat: 8,
      carbohydrates: 9.8,
      fiber: 1.9,
      minerals: [{ name: "الحديد", amount: 0.9, unitOfMeasure: "ملغ" }],
      vitamins: [],
    },
  },
};

describe("mealWithOil", () => {
  it("leaves the dish as it is for «كالعادة», no choice, or a dish without added fat", () => {
    expect(mealWithOil(dish, "usual")).toBe(dish);
    expect(mealWithOil(dish, undefined)).toBe(dish);
    const plain: Meal = { ...dish };
    delete plain.oil;
    expect(mealWithOil(plain, "less")).toBe(plain);
  });

  it("takes the version's values, and an unknown there stays unknown", () => {
    const less = mealWithOil(dish, "less");
    expect([less.calories, less.fat, less.minerals]).toEqual([80, 4, []]);
    expect(less.fiber).toBeUndefined();
    expect(less.sugars).toBeUndefined();
    const more = mealWithOil(dish, "more");
    expect([more.calories, more.fiber, more.minerals[0]!.amount]).toEqual([120, 1.9, 0.9]);
  });

  it("weighs the recipe's serving with half the fat less or more; a household measure stays", () => {
    expect(mealWithOil(dish, "less").servings!.map((s) => s.grams)).toEqual([195, 240]);
    expect(mealWithOil(dish, "more").servings!.map((s) => s.grams)).toEqual([205, 240]);
    expect(dish.servings![0]!.grams).toBe(200);
  });
});

describe("parseOilChoice", () => {
  it("reads the three choices and nothing else", () => {
    expect(["less", " more ", "usual", "", "LESS", null, "half"].map(parseOilChoice)).toEqual([
      "less",
      "more",
      "usual",
      null,
      null,
      null,
      null,
    ]);
  });
});
