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

// Dishes we have, by the names Libyans, Egyptians, Levantines and Moroccans give them
// (content/meals aliases and bare-word-defaults.ts).
describe("a dish's dialect name reads as that dish", () => {
  const table: [string, string[]][] = [
    ["فطرت عيش وجبنة رومي", ["خبز عربي", "جبنة شيدر"]],
    ["سندويتش قشقوان", ["خبز فرنسي", "جبنة شيدر"]],
    ["جبنة البقرة الضاحكة مع الشاهي", ["جبنة مطبوخة", "شاهي ليبي"]],
    ["كاس رايب مع التمر", ["لبن", "تمر دقلة نور"]],
    ["صحن فول اخضر مسلوق بالكمون", ["فول مسلوق"]],
    ["طاسة شوربة لسان عصفور", ["شربة ليبية"]],
    ["تغدينا حوت في الفرن", ["طاجين حوت"]],
    ["سمك في الفرن بالبطاطا", ["صينية سمك"]],
    ["كسكس بالخضرة يوم الجمعة", ["كسكس مغربي"]],
    ["لوبيا بالمرقة وخبز", ["لوبيا مغربية", "خبز عربي"]],
    ["صحن ضلمة", ["محشي ليبي"]],
    ["رشدة بالدجاج", ["رشتة"]],
    ["كسكسي بالعلوش", ["كسكسي باللحم والخضار"]],
    ["شوية علوش ورز", ["لحم ضأن مطبوخ", "رز أبيض مطبوخ"]],
    ["صوصيص مقلي", ["نقانق بقري"]],
    ["تين هندي ٣ حبات", ["تين شوكي"]],
    ["كاس ميرندا", ["مشروب غازي"]],
    ["حفنة كاوكاو", ["فول سوداني"]],
    ["نسكافيه بالحليب وكرواسون", ["قهوة لاتيه", "كرواسون"]],
    ["طاسة شوربة شعيرية", ["شربة ليبية"]],
    ["شعيرية بالصلصة", ["شعرية مسلوقة"]],
    ["سلطة خضار وخبز", ["سلطة عربية", "خبز عربي"]],
    ["كاس شوكولاتة ساخنة", ["حليب بالشوكولاتة"]],
    ["صحن سيريال", ["كورن فليكس"]],
    // «فلفل» alone is the vegetable; a pepper we lack gives no line, never a stuffed one
    ["خيار وطماطم وفلفل", ["خيار", "طماطم", "فلفل أخضر"]],
    ["فلفل حار", []],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
