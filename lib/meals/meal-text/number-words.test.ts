import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const amounts = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.amount.count, i.amount.unit]);

describe("numbers as words up to twenty, and «تلت» before a plural", () => {
  // [sentence, [meal, count, unit]]
  const table: [string, (string | number | null)[][]][] = [
    ["عشرين حبة لوز", [["لوز", 20, "piece"]]],
    ["حداش تمرة", [["تمر دقلة نور", 11, "piece"]]],
    ["اطناش تمرة", [["تمر دقلة نور", 12, "piece"]]],
    ["خمستاشر حبة لوز", [["لوز", 15, "piece"]]],
    ["جوج تمرات", [["تمر دقلة نور", 2, "piece"]]],
    // «تلت» before a plural is three; before a singular a third
    ["تلت تمرات", [["تمر دقلة نور", 3, "piece"]]],
    ["تلت رغيف", [["خبز عربي", 1 / 3, "loaf"]]],
    ["ثلث رغيف", [["خبز عربي", 1 / 3, "loaf"]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(amounts(text)).toEqual(expected);
  });
});

describe("«ب» (with) or «ف» (in) joined to a number or a fraction word is that number", () => {
  const table: [string, (string | number | null)[][]][] = [
    ["فطرت بجوج مسمن", [["مسمن", 2, null]]],
    ["تعشيت بزوز بيضات", [["بيض مسلوق", 2, "piece"]]],
    ["تسحرت بخمس تمرات", [["تمر دقلة نور", 5, "piece"]]],
    ["تغديت بنص رغيف", [["خبز عربي", 0.5, "loaf"]]],
    [
      "كليت الكفتة فنص خبزة",
      [
        ["كباب مشوي", 1, null],
        ["خبز فرنسي", 0.5, "loaf"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(amounts(text)).toEqual(expected);
  });
});
