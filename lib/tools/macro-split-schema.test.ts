import { macroSplitText } from "@/content/tools/macro-split";
import { macroSplitSchema } from "./macro-split-schema";

const valid = { kcal: "2000", carbohydrates: "50", protein: "25", fat: "25" };

describe("macroSplitSchema", () => {
  it("accepts the article's 2000 kcal at 50/25/25", () => {
    expect(macroSplitSchema.parse(valid)).toEqual({
      kcal: 2000,
      carbohydrates: 50,
      protein: 25,
      fat: 25,
    });
  });

  it("accepts Arabic-Indic digits and decimals that total 100", () => {
    expect(
      macroSplitSchema.parse({ kcal: "١٨٠٠", carbohydrates: "33,4", protein: "33.3", fat: "33.3" }),
    ).toMatchObject({ kcal: 1800, carbohydrates: 33.4 });
  });

  it("rejects a split that does not total 100, saying what it totals", () => {
    const result = macroSplitSchema.safeParse({ ...valid, fat: "30" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["split"], message: macroSplitText.errors.sum("105") }),
    ]);
  });

  it.each([
    ["kcal", "", macroSplitText.errors.kcal.empty],
    ["kcal", "500", macroSplitText.errors.kcal.range],
    ["protein", "abc", macroSplitText.errors.percent("البروتين").notNumber],
    ["fat", "120", macroSplitText.errors.percent("الدهون").range],
  ])("%s %p → %p", (field, value, message) => {
    const result = macroSplitSchema.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toContainEqual([
      field,
      message,
    ]);
  });
});
