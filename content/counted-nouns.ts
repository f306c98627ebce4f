// The nouns the site counts, in every form Arabic gives them after a number. Which form a
// number takes is decided by Intl.PluralRules("ar") in lib/format/counted.ts, the one helper
// every counted unit goes through: one and two stand without the digit («غرام واحد»،
// «غرامان»), 3–10 take the plural («5 غرامات»), 11–99 the singular accusative («665 غرامًا»),
// 100, 1,000 and decimals the singular («100 غرام»، «1.5 غرام»).

/** A counted noun's forms, by plural category of the number before it. */
export interface CountedNoun {
  /** For exactly 1, without the digit. */
  one: string;
  /** For exactly 2 (the dual), without the digit. */
  two: string;
  /** After 3–10 (and 103–110…): the plural. */
  few: string;
  /** After 11–99 (and 111–199…): the singular accusative. */
  many: string;
  /** After 0, 100, 1,000, 101, 102… and any decimal: the singular. */
  other: string;
}

/** An abbreviation («ملغ»، «غ»): the same after every number, digit kept. */
const symbol = (text: string): CountedNoun => ({
  one: `1 ${text}`,
  two: `2 ${text}`,
  few: text,
  many: text,
  other: text,
});

export const countedNouns = {
  kcal: { one: "سعرة واحدة", two: "سعرتان", few: "سعرات", many: "سعرة", other: "سعرة" },
  kcalLong: {
    one: "سعرة حرارية واحدة",
    two: "سعرتان حراريتان",
    few: "سعرات حرارية",
    many: "سعرة حرارية",
    other: "سعرة حرارية",
  },
  gram: { one: "غرام واحد", two: "غرامان", few: "غرامات", many: "غرامًا", other: "غرام" },
  /** A carbohydrate portion (15 g), as diabetes education counts them. */
  carbPortion: { one: "حصة واحدة", two: "حصتان", few: "حصص", many: "حصة", other: "حصة" },
  measurement: { one: "قياس واحد", two: "قياسين", few: "قياسات", many: "قياسًا", other: "قياس" },
  teaspoon: {
    one: "ملعقة صغيرة واحدة",
    two: "ملعقتان صغيرتان",
    few: "ملاعق صغيرة",
    many: "ملعقة صغيرة",
    other: "ملعقة صغيرة",
  },
  milligram: symbol("ملغ"),
  microgram: {
    one: "ميكروغرام واحد",
    two: "ميكروغرامان",
    few: "ميكروغرامات",
    many: "ميكروغرامًا",
    other: "ميكروغرام",
  },
  meal: { one: "وجبة واحدة", two: "وجبتان", few: "وجبات", many: "وجبة", other: "وجبة" },
  result: { one: "نتيجة واحدة", two: "نتيجتان", few: "نتائج", many: "نتيجة", other: "نتيجة" },
  // Counted as a verb's object («تجاهلنا عنصرين»، «فهمنا صنفًا واحدًا»): the accusative.
  linkItem: { one: "عنصرًا واحدًا", two: "عنصرين", few: "عناصر", many: "عنصرًا", other: "عنصر" },
  foodItem: { one: "صنفًا واحدًا", two: "صنفين", few: "أصناف", many: "صنفًا", other: "صنف" },
  textLine: { one: "سطرًا واحدًا", two: "سطرين", few: "أسطر", many: "سطرًا", other: "سطر" },
} as const satisfies Record<string, CountedNoun>;

/** The counted noun of each nutrient unit as content/nutrients.ts writes it. */
export const countedUnits: Readonly<Record<string, CountedNoun>> = {
  غرام: countedNouns.gram,
  ملغ: countedNouns.milligram,
  ميكروغرام: countedNouns.microgram,
};
