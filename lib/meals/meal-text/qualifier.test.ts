import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched };
};

describe("a kind's sort said after it names that sort, a food we lack, not the usual one", () => {
  // [sentence, the lines read (quoted words, meal), the words not understood]
  const table: [string, string[][], string[]][] = [
    // a sort we lack after a kind word: no line, never the kind's usual sort
    ["كاس حليب ناقة", [], ["كاس حليب ناقة"]],
    // a sort we have is that sort
    ["كاس حليب ماعز", [["كاس حليب ماعز", "حليب ماعز"]], []],
    ["لحم نعام مشوي", [], ["لحم نعام مشوي"]],
    ["صحن شوربة شعير وخبزة", [["خبزة", "خبز فرنسي"]], ["صحن شوربة شعير"]],
    ["رغيف خبز نخالة وزيتون", [["زيتون", "زيتون أخضر"]], ["رغيف خبز نخالة"]],
    // a word that alone only starts longer names is a kind too: its sort we lack gives no line
    ["فلفل شطة", [], ["فلفل شطة"]],
    ["طاسة كريم شانتي", [], ["طاسة كريم شانتي"]],
    // a word of the usual sort's alias, spelled as spoken, is no other sort («سلطة خضراء»)
    ["سلطة خضرة", [["سلطة", "سلطة عربية"]], ["خضرة"]],
    // a food's state, a particle or an adverb after it is no sort
    // (a state is understood, not reported: served-as.test.ts)
    ["حليب سخون", [["حليب", "حليب كامل الدسم"]], []],
    ["كاس شاهي بعد الغدا", [["كاس شاهي", "شاهي ليبي"]], ["بعد"]],
    // a complement or an adjective with the article is a sort too
    ["كاس حليب الناقة", [], ["كاس حليب الناقة"]],
    ["البطاطا الحلوة", [], ["البطاطا الحلوة"]],
    // a time is no sort
    ["حليب الصباح", [["حليب", "حليب كامل الدسم"]], ["الصباح"]],
    // a word without the article after a kind with it agrees as neither
    ["اللحم شفته", [["اللحم", "لحم ضأن مطبوخ"]], ["شفته"]],
    // «ب» joined to a known word is «with»: tea with milk, the karak (with-article-after-food.ts)
    ["شاي بحليب", [["شاي بحليب", "شاهي كرك"]], []],
    // a word of the usual sort's own name is that sort, no other food
    ["صحن روز ابيض", [["صحن روز", "رز أبيض مطبوخ"]], ["ابيض"]],
    // a count noun's dual or plural takes adjectives, not sorts
    ["زوز تمرات صقعي", [["زوز تمرات", "تمر دقلة نور"]], ["صقعي"]],
    // a relative adjective our names use after a food's word is a sort, even where it alone
    // names a food («هندي»: the prickly pear)
    ["كوباية تمر هندي", [], ["كوباية تمر هندي"]],
    // a food after a kind word is a second food
    [
      "خبز تن",
      [
        ["خبز", "خبز عربي"],
        ["تن", "تونة معلبة بالزيت"],
      ],
      [],
    ],
    // a name of ours holding the sort is that meal
    ["كاس حليب نصف دسم", [["كاس حليب نصف دسم", "حليب نصف دسم"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched) => {
    expect(read(text)).toEqual({ items, unmatched });
  });
});
