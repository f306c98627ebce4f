import { carbTexts as text } from "@/content/diabetes/carb-texts";
import { TEASPOON_SUGAR_GRAMS } from "@/content/diabetes/guidelines";
import { countedNouns } from "@/content/counted-nouns";
import { counted, countedText } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import { carbPortions } from "@/lib/nutrition/carb-portions";

/** Carbohydrate portions as said: «أقل من ربع حصة»، «نصف حصة»، «حصتان ونصف»، «12 حصة». */
export function portionsText(carbGrams: number): string {
  const portions = carbPortions(carbGrams);
  if (portions === 0) return text.lessThanQuarter;
  if (portions === 0.5) return text.half;
  const whole = Math.floor(portions);
  const phrase = countedText(formatNumber(whole, 0), countedNouns.carbPortion);
  return portions % 1 === 0 ? phrase : text.andHalf(phrase);
}

/** Added sugar in grams and teaspoons of 4 g: «8 غرامات (≈ ملعقتان صغيرتان)». */
export function addedSugarText(grams: number): string {
  if (grams < 0.05) return text.noAddedSugar;
  const spoons = grams / TEASPOON_SUGAR_GRAMS;
  const spoonsShown = spoons < 10 ? Math.round(spoons * 2) / 2 : Math.round(spoons);
  return text.addedSugarValue(
    counted(grams, countedNouns.gram, grams < 10 ? 1 : 0),
    spoonsShown === 0
      ? text.lessThanQuarterSpoon
      : counted(spoonsShown, countedNouns.teaspoon, spoonsShown % 1 === 0 ? 0 : 1),
  );
}
