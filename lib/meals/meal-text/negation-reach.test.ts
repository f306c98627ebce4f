import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, notEaten } = parser.parse(text);
  return { items: items.map((i) => i.meal.name), notEaten };
};

// One reach for every negation: up to a break, a word that ends it, or another verb of eating
// with its «و» joined or not; «لا» without a verb only the food after it.
describe("how far a negation reaches", () => {
  const table: [string, string[], string[]][] = [
    // «لا» without a verb: the food joined by «و» after it was eaten
    ["سلطة لا مايونيز وخبز", ["سلطة عربية", "خبز عربي"], ["لا مايونيز"]],
    ["كليت رز ولا لحم وسلطة", ["رز أبيض مطبوخ", "سلطة عربية"], ["ولا لحم"]],
    // with a verb, «لا … ولا» names each food not eaten
    ["ما كليت لا رز ولا خبز", [], ["ما كليت لا رز ولا خبز"]],
    // a verb with «و» joined ends the reach of «ما» written apart
    ["ما شربت حليب وكليت تفاحة", ["تفاح"], ["ما شربت حليب"]],
    // «بل» (but rather) ends the reach of a verb with «ش» too
    ["ما كليتش الخبز بل تمرة", ["تمر دقلة نور"], ["ما كليتش الخبز"]],
    // «بس» right after the verb: nothing is negated, the food after it was eaten
    ["ما كليتش بس خبزة", ["خبز فرنسي"], ["ما كليتش"]],
    // across «و» when the verb's own foods are joined
    ["ما كلاش اللحم والخضرة", [], ["ما كلاش اللحم والخضرة"]],
  ];
  it.each(table)("«%s»", (text, items, notEaten) => {
    expect(read(text)).toEqual({ items, notEaten });
  });
});
