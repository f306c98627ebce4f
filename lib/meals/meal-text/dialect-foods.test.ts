import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

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
