import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched };
};

describe("the blood's sugar a diabetic measured is no sugar eaten", () => {
  const table: [string, string[][], string[]][] = [
    ["قست السكر قبل الفطور وكليت بيضة", [["بيضة", "بيض مسلوق"]], ["قبل"]],
    ["تحليل السكر الصبح ١١٠ وبعدين شربت كاس حليب", [["كاس حليب", "حليب كامل الدسم"]], []],
    ["السكر عندي عالي اليوم، كليت بس خيارة", [["خيارة", "خيار"]], []],
    ["السكر كان ٢٠٠ بعد الكسكسي", [["الكسكسي", "كسكسي باللحم والخضار"]], ["بعد"]],
    ["كليت ٢ حبات بسكويت للسكري", [["٢ حبات بسكويت", "بسكويت بالزبدة"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched) => {
    expect(read(text)).toEqual({ items, unmatched });
  });
});

describe("sugar eaten stays sugar", () => {
  const table: [string, string[][]][] = [
    [
      "كاس حليب والسكر ٢ ملاعق",
      [
        ["كاس حليب", "حليب كامل الدسم"],
        ["السكر ٢ ملاعق", "سكر أبيض"],
      ],
    ],
    [
      "خبزة بالزيت والسكر",
      [
        ["خبزة", "خبز فرنسي"],
        ["بالزيت", "زيت زيتون"],
        ["السكر", "سكر أبيض"],
      ],
    ],
    ["ملعقتين سكر", [["ملعقتين سكر", "سكر أبيض"]]],
    // a number of spoons after «كان» is sugar put in, no reading
    [
      "قهوة والسكر كان ٢ ملاعق",
      [
        ["قهوة", "قهوة تركية"],
        ["السكر كان ٢ ملاعق", "سكر أبيض"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, items) => {
    expect(read(text).items).toEqual(items);
  });
});
