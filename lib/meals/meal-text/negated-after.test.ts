import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);
const notEaten = (text: string) => parser.parse(text).notEaten;

describe("a food said not eaten after it was named, or by «ما» without «ش», is left out", () => {
  const table: [string, string[], string][] = [
    // a negated verb with an object pronoun points back at the food before it
    ["رز ودجاج، السلطة ما كليتهاش", ["رز أبيض مطبوخ", "دجاج مسلوق"], "السلطة ما كليتهاش"],
    ["عشيت شربة وخبزة، الحليب ما شربتوش", ["شربة ليبية", "خبز فرنسي"], "الحليب ما شربتوش"],
    ["كاس العصير ما شربتو، كليت تفاحة", ["تفاح"], "كاس العصير ما شربتو"],
    ["بيض مقلي، والزبدة ما اكلتها", ["بيض مقلي"], "الزبدة ما اكلتها"],
    // «ما» written apart before a verb of eating and a food with the article
    ["كليت رز ولحم، ما أكلت الخبز", ["رز أبيض مطبوخ", "لحم ضأن مطبوخ"], "ما أكلت الخبز"],
    ["تغديت رز وما شربت العصير", ["رز أبيض مطبوخ"], "وما شربت العصير"],
  ];
  it.each(table)("«%s»", (text, expected, left) => {
    expect(meals(text)).toEqual(expected);
    // understood and shown as not counted, not as words we did not understand
    expect(notEaten(text)).toContain(left);
    expect(parser.parse(text).unmatched).not.toContain(left);
  });

  it("keeps a food eaten «only» after the negated verb, and one named with nothing before", () => {
    expect(meals("ما كليت غير تفاحة")).toEqual(["تفاح"]);
    expect(meals("ما شربت الا الشاهي")).toEqual(["شاهي ليبي"]);
    // «ما أكلته اليوم»: what I ate today, nothing named before it.
    expect(meals("ما أكلته اليوم: تمر وحليب")).toEqual(["تمر دقلة نور", "حليب كامل الدسم"]);
  });

  it("keeps a dish whose part was not eaten, with no line for that part", () => {
    expect(meals("كسكسي باللحم، انا ما كليتش اللحم")).toEqual(["كسكسي باللحم والخضار"]);
    expect(meals("طبيخة، ولدي ما كلاش اللحم")).toEqual(["طبيخة"]);
  });
});

describe("a negated verb with a pronoun and nothing before it speaks of the food after (negatedForwardTo)", () => {
  const table: [string, string[], string][] = [
    ["ما كليتهاش المبكبكة، كليت سلطة", ["سلطة عربية"], "ما كليتهاش المبكبكة"],
    ["ما شربتهوش الشاهي وكليت تمرة", ["تمر دقلة نور"], "ما شربتهوش الشاهي"],
  ];
  it.each(table)("«%s»", (text, expected, left) => {
    expect(meals(text)).toEqual(expected);
    expect(notEaten(text)).toEqual([left]);
  });

  it("names nothing when no food follows («ما شربته اليوم»)", () => {
    expect(notEaten("ما شربته اليوم")).toEqual([]);
  });
});
