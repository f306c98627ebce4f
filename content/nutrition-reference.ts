// The product's nutrition reference figures, with the Arabic names the articles give them:
// the activity factors the app multiplies by (not the textbook ones), the energy per gram of
// each macronutrient, and the usual split the articles and the app start from. The arithmetic
// that uses them is in lib/nutrition/; the nutrients' names, units and Daily Values as the
// calculator shows them are in content/nutrients.ts.

export type Sex = "female" | "male";

export type ActivityLevel = "sedentary" | "moderate" | "high" | "veryHigh";

export interface BodyMeasures {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  ageYears: number;
}

/** The product's activity factors, in the order the articles list them. */
export const activityFactors: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.55,
  moderate: 1.85,
  high: 2.2,
  veryHigh: 2.4,
};

export const activityLevels = Object.keys(activityFactors) as ActivityLevel[];

export const activityText: Readonly<Record<ActivityLevel, { name: string; description: string }>> =
  {
    sedentary: { name: "قليل الحركة", description: "عمل مكتبي وحركة قليلة خلال اليوم" },
    moderate: { name: "نشاط متوسط", description: "مشي أو رياضة خفيفة عدة أيام في الأسبوع" },
    high: { name: "نشاط عالٍ", description: "رياضة أو عمل بدني معظم أيام الأسبوع" },
    veryHigh: { name: "نشاط عالٍ جدًا", description: "تمارين شاقة يوميًا أو عمل بدني مجهد" },
  };

export type Macro = "carbohydrates" | "protein" | "fat";

export const macros: readonly Macro[] = ["carbohydrates", "protein", "fat"];

export const macroNames: Readonly<Record<Macro, string>> = {
  carbohydrates: "الكربوهيدرات",
  protein: "البروتين",
  fat: "الدهون",
};

/** Energy per gram, kcal/g. */
export const kcalPerGram: Readonly<Record<Macro, number>> = {
  carbohydrates: 4,
  protein: 4,
  fat: 9,
};

/** The usual split: 50 % / 25 % / 25 % of the calories. */
export const typicalSplit: Readonly<Record<Macro, number>> = {
  carbohydrates: 50,
  protein: 25,
  fat: 25,
};

/**
 * Energy deficit per kilogram of body weight lost, kcal/kg: the classic 3,500 kcal per pound
 * rule (Wishnofsky, 1958), an approximation. /Blog1 states it; the energy-needs tool uses it.
 */
export const KCAL_PER_KG_LOST = 7700;

/** The weight-loss paces the energy-needs tool offers, kg per week. */
export const LOSS_PACES = [0.25, 0.5, 0.75] as const;

/**
 * The lowest daily intake the site prints, kcal/day: the upper ends of the low-calorie diet
 * ranges in the NIH/NHLBI Practical Guide (2000): 1,000–1,200 for women, 1,200–1,500 for men.
 * Below it the site advises seeing a professional instead of giving a number.
 */
export const MIN_DAILY_INTAKE: Readonly<Record<Sex, number>> = { female: 1200, male: 1500 };
