import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { householdEstimates } from "@/content/meals/household-units";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const weighed = (text: string) =>
  parser.parse(text).items.map((i) => {
    const w = i.weighing;
    return [i.meal.name, w.grams, w.how === "rule" ? w.rule : w.how] as const;
  });

const expectWeighed = (text: string, expected: readonly [string, number, string][]) => {
  const found = weighed(text);
  expect(found.map(([meal, , how]) => [meal, how])).toEqual(
    expected.map(([meal, , how]) => [meal, how]),
  );
  found.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]?.[1] ?? NaN, 1));
};

const { sizes, spoonOfDish } = householdEstimates;

// The data's weights these rules rest on: the small cup of Turkish and Arabic coffee and of
// espresso, 60 g (FNDDS 92101610's espresso cup, 2 fl oz); the glass of شاهي ليبي 115 g and of
// شاهي أخضر بالنعناع 113 g (recipes); USDA's cup of cooked rice 158 g (SR28 20045); the recipe
// plates of مسخن 310 g and of بسيسة 103 g; ice cream's half cup 66 g (SR28 19095); FNDDS's fries
// orders (71401030): small 110 g, medium 145 g, large 180 g.
describe("vessels: the vessel a drink is drunk from", () => {
  it.each<[string, [string, number, string][]]>([
    // Turkish and Arabic coffee, espresso: drunk from their small cup whatever the word
    ["كاس قهوة تركية", [["قهوة تركية", 60, "fingan-as-vessel"]]],
    ["٢ كاسات قهوة عربي", [["قهوة تركية", 120, "fingan-as-vessel"]]],
    ["كوب إسبريسو", [["قهوة إسبريسو", 60, "fingan-as-vessel"]]],
    // a large one is larger than its usual small cup, by the size rule
    ["كاس قهوة عربية كبير", [["قهوة عربية", 60 * sizes.large, "fingan-as-vessel"]]],
    // tea: a «كاس» is the small tea glass, about 100 ml; a «كوب» the mug, USDA's cup
    ["٢ كاسات شاي بدون سكر", [["شاهي بدون سكر", 200, "serving"]]],
    ["كوب شاي بدون سكر", [["شاهي بدون سكر", 237, "serving"]]],
    // a tea bag is a glass of tea; the Moroccan «كيسان» are glasses (plural of «كاس»)
    ["كيس شاهي", [["شاهي ليبي", 115, "packet-as-glass"]]],
    // a small cup of tea served by its glass (the recipe's 115 g) is that glass
    ["فنجانين شاهي", [["شاهي ليبي", 2 * 115, "fingan-as-glass"]]],
    ["تلاتة كيسان أتاي", [["شاهي أخضر بالنعناع", 3 * 113, "packet-as-glass"]]],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));

  it("a drink of no such cup keeps its own: a glass of filter coffee is its cup", () => {
    expect(weighed("كاس قهوة امريكية")).toEqual([["قهوة مفلترة", 237, "glass-as-cup"]]);
  });
});

describe("vessels: the amount before «بدون سكر» is the drink's", () => {
  it.each<[string, [string, number, string][]]>([
    ["قهوة امريكية كوبين بدون سكر", [["قهوة مفلترة", 2 * 237, "serving"]]],
    // two glasses of Libyan tea less their sugar: 2 × 115 g × (1 − 15/115)
    ["شاهي كاسين بدون سكر", [["شاهي بدون سكر", 200, "less-sugar"]]],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));
});

describe("vessels: spoons, loaves, bowls and bags of foods with none of their own", () => {
  it.each<[string, [string, number, string][]]>([
    // a tablespoon is a sixteenth of the food's cup (US measures)
    ["ملعقتين رز", [["رز أبيض مطبوخ", (2 * 158) / 16, "spoons-from-cup"]]],
    // a dish served only by the plate: a spoonful of it, our estimate
    ["٣ ملاعق بسيسة", [["بسيسة", 3 * spoonOfDish.gramsPerTbsp, "spoon-of-dish"]]],
    ["ملعقة صغيرة خبيص", [["خبيص", spoonOfDish.gramsPerTbsp / 3, "spoon-of-dish"]]],
    // a dish served on its loaf: a loaf of it is its plate
    ["رغيف مسخن", [["مسخن", 310, "loaf-as-plate"]]],
    ["ربع رغيف مسخن", [["مسخن", 310 / 4, "loaf-as-plate"]]],
    // a food served as a sandwich: its loaf is the sandwich (the recipe's 219 g)
    ["رغيف شاورما دجاج", [["شاورما دجاج", 219, "loaf-as-plate"]]],
    // a bowl holds a cup, not the half cup that is ice cream's typical serving
    ["طاسة آيس كريم", [["آيس كريم", 132, "bowl-as-cup"]]],
    ["صحن بوظة كبير", [["آيس كريم", 132 * sizes.large, "bowl-as-cup"]]],
    // fries bought in a bag: FNDDS's orders, by the size said
    ["بطاطا مقلية كيس", [["بطاطا مقلية", 145, "serving"]]],
    ["كيس بطاطا مقلية كبير", [["بطاطا مقلية", 180, "serving"]]],
    ["بطاطس مقلية كيس صغير", [["بطاطا مقلية", 110, "serving"]]],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));
});

describe("vessels: a size written as an object («صحنًا صغيرًا») sizes its vessel", () => {
  it.each<[string, [string, number, string][]]>([
    // the plate of فول مدمس in our data, 230 g, by the size rule
    ["أكلت طبقًا كبيرًا من الفول", [["فول مدمس", 230 * sizes.large, "size"]]],
    ["تناولت صحنًا صغيرًا من الفول", [["فول مدمس", 230 * sizes.small, "size"]]],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));
});

describe("vessels: a measure after a plate says what the plate held", () => {
  it.each<[string, [string, number, string][]]>([
    ["صحن رز، 300 غرام تقريبا", [["رز أبيض مطبوخ", 300, "weight"]]],
    // USDA's cup of boiled pasta, not packed, 124 g (SR28 20121)
    ["طبق مكرونة مسلوقة، كوبين", [["مكرونة مسلوقة", 2 * 124, "serving"]]],
    // a cup of a soup served only by the plate: a cup of a dish (householdEstimates.cupOfDish)
    ["صحن شربة، كوب", [["شربة ليبية", 240, "cup-of-dish"]]],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));
});

describe("vessels: the words a cup and a person's plate are said in", () => {
  it.each<[string, [string, number, string][]]>([
    // soda has only its cans (330 ml, 344 g): a cup of it is 236.6 ml of the can
    ["كوب بيبسي", [["مشروب غازي", (344 / 330) * 236.588, "volume"]]],
    // «كوباية»: the Egyptian cup; a cup of Libyan tea is its glass
    ["كوباية شاهي ليبي", [["شاهي ليبي", 115, "cup-as-glass"]]],
    // «نفر»: one person's plate, the recipe's plate of كبسة دجاج (399 g)
    ["كبسة دجاج 2 نفر", [["كبسة دجاج", 2 * 399, "serving"]]],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));
});

describe("vessels: a piece or a skewer of a food cut in slices is its slice", () => {
  it.each<[string, [string, number, string][]]>([
    // USDA's slice of beef liver, 81 g; the data's slice of lamb liver, 85 g
    ["سيخين كبدة بقر", [["كبدة بقر", 2 * 81, "piece-as-slice"]]],
    ["٣ اسياخ كبدة ضأن", [["كبدة ضأن", 3 * 85, "piece-as-slice"]]],
    // USDA's slice of processed cheese, 28 g
    ["قطعة جبنة مطبوخة", [["جبنة مطبوخة", 28, "piece-as-slice"]]],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));
});

describe("vessels: the vessels of other dialects", () => {
  it.each<[string, [string, number, string][]]>([
    // «قدح»، «مج»: a cup (USDA's cup of whole milk 244 g, SR28 01077; of coffee 237 g)
    ["قدح حليب", [["حليب كامل الدسم", 244, "serving"]]],
    ["مج قهوة امريكية", [["قهوة مفلترة", 237, "serving"]]],
    // «سلطانية»: a bowl, of a soup served by its cup, its typical serving
    ["سلطانية شوربة عدس", [["شوربة عدس", 255, "plate-as-typical"]]],
    // «شقفة»: a piece (FNDDS's piece of kadayif, كنافة, 80 g)
    ["شقفة كنافة", [["كنافة", 80, "serving"]]],
    // a bottle or a carton is the container the drink is sold in
    ["قزازة بيبسي", [["مشروب غازي", 344, "serving"]]],
    ["كرتونة عصير مانجو", [["عصير مانجو", 209, "serving"]]],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));
});

describe("vessels: words that name no meal take no vessel from the food after them", () => {
  // «الحاج» (the old man) is no meal: the ladles are the rice's, half USDA's 158 g cup each
  it.each<[string, [string, number, string][]]>([
    [
      "الحاج كلا زوز مغارف رز وشوية لحم",
      [
        ["رز أبيض مطبوخ", 2 * 158 * householdEstimates.ladle.cups, "ladle"],
        ["لحم ضأن مطبوخ", 85 / 2, "serving"],
      ],
    ],
  ])("«%s»", (text, expected) => expectWeighed(text, expected));
});

// Libya's «قرعة» is a bottle, weighed as «قنينة» and «علبة» are; «باكو» a packet, as «كيس» is.
describe("Libya's words for a bottle and a packet", () => {
  it.each<[string, string]>([
    ["قرعة ببسي", "علبة ببسي"],
    ["زوز قرعات ببسي", "زوز علب ببسي"],
    ["باكو بسكويت", "كيس بسكويت"],
  ])("«%s» weighs as «%s»", (text, same) => {
    expect(weighed(text)).toEqual(weighed(same));
    expect(parser.parse(text).unmatched).toEqual([]);
  });
  it("«قرعتين مية» is water, understood and not counted", () => {
    expect(parser.parse("قرعتين مية")).toMatchObject({ items: [], water: ["قرعتين مية"] });
  });
});
