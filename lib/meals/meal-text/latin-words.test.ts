import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const parse = (text: string) => parser.parse(text);

// content/meals/spellings.ts's whole Latin words: Morocco's «o» (and), «chlada», the Maghreb's
// negated «klitch», and English counts and sizes said of a food.
describe("Latin words for «and», salad and negation", () => {
  const table: [string, string[]][] = [
    ["harira o tmer", ["حريرة", "تمر دقلة نور"]],
    ["chlada o khobz", ["سلطة عربية", "خبز عربي"]],
    ["salade w batata", ["سلطة عربية", "بطاطا مسلوقة"]],
    ["ma klitch khobz, ghi 7out mqli", ["حوت مقلي"]],
    ["ma chrbtch atay", []],
  ];
  it.each(table)("«%s»", (text, meals) => {
    expect(parse(text).items.map((i) => i.meal.name)).toEqual(meals);
  });
});

describe("English counts and sizes after a food", () => {
  const table: [string, string, { count?: number; unit?: string | null; size?: string }][] = [
    ["wings 8 pieces", "أجنحة دجاج", { count: 8 }],
    ["ice cream 3 scoops", "آيس كريم", { count: 3 }],
    ["fries small", "بطاطا مقلية", { size: "small" }],
    ["كسكس half plate", "كسكسي باللحم والخضار", { count: 0.5, unit: "plate" }],
  ];
  it.each(table)("«%s»", (text, meal, amount) => {
    const [item] = parse(text).items;
    expect(item?.meal.name).toBe(meal);
    expect(item?.amount).toMatchObject(amount);
  });
});

describe("English and French names kept by the catalog", () => {
  const table: [string, string][] = [
    ["hot chocolate ba3d l3cha", "حليب بالشوكولاتة"],
    ["jus d'orange frais", "عصير برتقال طازج"],
    ["chicken wings", "أجنحة دجاج"],
  ];
  it.each(table)("«%s»", (text, meal) => {
    expect(parse(text).items.map((i) => i.meal.name)).toContain(meal);
  });
});

// Latin words never reach into an Arabic sentence: «ما» and «و» typed in Arabic read as before.
describe("Arabic sentences are untouched", () => {
  const table: [string, string[]][] = [
    ["ما كليت الخبز، بس شاي", ["شاهي بالسكر"]],
    ["خبز و جبنة", ["خبز عربي", "جبنة بيضاء"]],
  ];
  it.each(table)("«%s»", (text, meals) => {
    expect(parse(text).items.map((i) => i.meal.name)).toEqual(meals);
  });
});
