import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

// Words of the Arab dialects for foods we have, each with where its meaning is stated
// (test/meal-text/independent-set/README.md, «Dialect defaults»; published glossaries).
describe("a dialect's word for a food we have names that food", () => {
  const table: [string, string[]][] = [
    // Moroccan tea (README)
    ["كاس أتاي", ["شاهي أخضر بالنعناع"]],
    // Levantine ayran (README)
    ["كاسة عيران", ["لبن"]],
    // Egyptian «عيش فينو» (README)
    ["سندوتش عيش فينو", ["خبز فرنسي"]],
    // Gulf «تميس» (README)
    ["خبز تميس", ["خبز نان"]],
    ["فول مع تميس", ["فول مدمس", "خبز نان"]],
    // «شاي بلبن» / «شاي حليب» (README)
    ["شاي بلبن كوباية", ["شاهي كرك"]],
    ["شاي حليب", ["شاهي كرك"]],
    // Maghreb «دلاح»، «دلاحة»: watermelon (Moroccan press: «البطيخ الأحمر "الدلاح"»)
    ["دلاحة", ["بطيخ أحمر"]],
    // «بلاك»: black, as «قهوة سوداء»; «ايسكريم»: ice cream, written as one word
    ["قهوة بلاك", ["قهوة مفلترة"]],
    ["ايسكريم", ["آيس كريم"]],
    // the Libyan and Tunisian sandwich (casse-croûte, README: «a خبزة or كسكروت»)
    ["كسكروت بالتن", ["خبز فرنسي", "تونة معلبة بالزيت"]],
    // brands said for their kind: Kraft processed cheese, Sprite, Danone yogurt
    ["جبن كرافت", ["جبنة مطبوخة"]],
    ["علبة سبرايت", ["مشروب غازي"]],
    ["دانون", ["زبادي"]],
    // the Levant's white cheese; Egypt's «فرخة» (a chicken); «سمك» before its sort
    ["جبنة عكاوي", ["جبنة بيضاء"]],
    ["ربع فرخة مشوية", ["دجاج مشوي بالجلد"]],
    ["سمك السلمون المشوي", ["سلمون مشوي"]],
    // «كحل»: black, in the Maghreb and Libya
    ["الزيتون الكحل", ["زيتون أسود"]],
    // Libyan «دحي»: eggs, cooked as «بيض» is (modifier.ts tries the meal's own first word)
    ["فطرت دحي", ["بيض مسلوق"]],
    ["دحي مقلي", ["بيض مقلي"]],
    // Libyan «رايب»: soured milk, the buttermilk-like لبن the data has
    ["كاس رايب", ["لبن"]],
    // Libyan «رشدة»: the spoken form of رشتة, cooked in the pot («برمة») or steamed
    ["رشدة برمة", ["رشتة"]],
    ["رشدة كسكاس", ["رشتة كسكاس"]],
    // kebab on a skewer; an English word for a food, alone
    ["شيش كباب", ["كباب مشوي"]],
    ["chicken", ["دجاج مسلوق"]],
    // the fried-chicken chain said for fried chicken
    ["٣ قطع دجاج كنتاكي", ["دجاج مقلي"]],
    // «اصابع»: only the start of longer names («اصابع زينب»), not one of them before a food
    ["ثلاثة اصابع موز", ["موز"]],
    // a bare word's cooking, as its meal's own first word
    ["جاج مقلي", ["دجاج مقلي"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
