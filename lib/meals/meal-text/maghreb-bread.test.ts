import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

describe("a bare «خبز» said with a Maghreb word is its leavened loaf (readMaghrebBread)", () => {
  it.each<[string, string[]]>([
    // «طرف» (a piece), «ديال» (of), «برشا»: the loaf of Tunisia, Libya or Morocco
    ["كليت طرف خبز مع الحليب", ["خبز فرنسي", "حليب كامل الدسم"]],
    ["شربت قهوة و طرف ديال الخبز بالزبدة", ["قهوة تركية", "خبز فرنسي", "زبدة"]],
    ["زوز خبز وتن", ["خبز فرنسي", "تونة معلبة بالزيت"]],
    // with no such word, a bare «خبز» stays the pita
    ["فول وخبز وشاي", ["فول مدمس", "خبز عربي", "شاهي بالسكر"]],
    // counted by the flat loaf, it stays the pita
    ["جوج رغفان خبز", ["خبز عربي"]],
    // a loaf named by its sort is left as said
    ["طرف خبز تنور", ["خبز تنور"]],
    // barley bread is a bread we lack, not the white loaf
    ["خبزة شعير وزيت", ["زيت زيتون"]],
  ])("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
