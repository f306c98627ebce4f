import { checkedMealName, MEAL_NAME_MAX_LENGTH } from "./meal-name-limit";

describe("checkedMealName", () => {
  it("trims the name", () => {
    expect(checkedMealName("  بازين \n")).toBe("بازين");
    expect(checkedMealName("   ")).toBe("");
  });

  it("accepts 100 characters and refuses 101", () => {
    expect(MEAL_NAME_MAX_LENGTH).toBe(100);
    expect(checkedMealName("ب".repeat(100))).toBe("ب".repeat(100));
    expect(checkedMealName(` ${"ب".repeat(100)} `)).toBe("ب".repeat(100));
    expect(checkedMealName("ب".repeat(101))).toBeUndefined();
  });

  it("counts characters, not UTF-16 units", () => {
    expect(checkedMealName("🍲".repeat(100))).toBe("🍲".repeat(100));
    expect(checkedMealName("🍲".repeat(101))).toBeUndefined();
  });
});
