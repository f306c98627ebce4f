import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { halfServingLabel } from "./half-serving-label";

describe("halfServingLabel: half the typical serving, as Arabic reads it", () => {
  it.each([
    ["نصف كوب", "ربع كوب"],
    ["نصف كوب شرائح", "ربع كوب شرائح"],
    ["5 قطع", "قطعتان ونصف"],
    ["3 أونصات", "أونصة ونصف"],
    ["6 شرائح", "3 شرائح"],
    ["صحن", "نصف صحن"],
    ["كوب (240 مل)", "نصف كوب (120 مل)"],
    ["أونصة سائلة (30 مل)", "ملعقة كبيرة (15 مل)"],
    ["كبدة واحدة", "نصف كبدة"],
    ["حصة (نصف كوب)", "ربع كوب"],
    ["حصة (ملعقتان كبيرتان)", "ملعقة كبيرة"],
    ["علبة أو قنينة (355 مل)", "نصف علبة أو قنينة (177.5 مل)"],
    ["حصة (85 غ)", "نصف حصة"],
    ["ربع دجاجة (بلا عظم)", "ثمن دجاجة (بلا عظم)"],
    ["علبة (330 مل)", "نصف علبة (165 مل)"],
  ])("%s → %s", (label, half) => {
    expect(halfServingLabel(label)).toBe(half);
  });

  it("reads right for the typical serving of every meal", () => {
    const wrong = mealPages.flatMap((page) => {
      const typical = getMealPageData(page.slug)!.meal.servings?.[0];
      if (!typical) return [];
      const half = halfServingLabel(typical.label);
      return /^نصف (نصف|ربع|ثلث|\d|أونصة سائلة)/.test(half) ? [`${page.slug}: ${half}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
