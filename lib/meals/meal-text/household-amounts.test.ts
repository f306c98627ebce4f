import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { householdEstimates } from "@/content/meals/household-units";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const weighed = (text: string) =>
  parser.parse(text).items.map((i) => {
    const w = i.weighing;
    return [i.meal.name, w.grams, w.how === "rule" ? w.rule : w.how];
  });

// USDA's cup of cooked white rice (SR28 20045) 158 g; an ounce of almonds (SR28 12061) 28.35 g;
// the recipe plate of شربة ليبية 393 g and of رز مبوخ 411 g; فتوش's typical serving 216 g.
describe("household amounts: every unit gives grams, by a serving or a stated rule", () => {
  const { sizes, ladle } = householdEstimates;
  const table: [string, [string, number, string][]][] = [
    ["طاسة شربة", [["شربة ليبية", 393, "serving"]]],
    // a handful of a food with no ounce: half its cup, at most an ounce (USDA's cups: dried
    // figs 149 g, SR28 09094; popcorn 8 g, SR28 19034)
    ["حفنة تين مجفف", [["تين مجفف", 28.35, "handful-from-cup"]]],
    ["كمشة فشار", [["فشار", 8 / 2, "handful-from-cup"]]],
    // a carton of juice: FNDDS's juice box of 6.75 fl oz (200 ml), 209 g (61210220, 64104010)
    ["علبة عصير مانجو صغيرة", [["عصير مانجو", 209, "serving"]]],
    ["علبة عصير تفاح", [["عصير تفاح", 209, "serving"]]],
    ["زلافة شربة", [["شربة ليبية", 393, "serving"]]],
    // a plain staple's plate as our rice plates hold it (plate-portions.ts): 220 g
    ["صحن رز", [["رز أبيض مطبوخ", 220, "plate-portion"]]],
    // no plate and no plate portion: its typical serving, USDA's cup of boiled fava beans
    ["صحن فول مسلوق", [["فول مسلوق", 170, "plate-as-typical"]]],
    ["حفنة لوز", [["لوز", 28, "serving"]]],
    // «غرامًا», the accusative after 11–99, is grams
    ["١٢٠ غرامًا من الستيك", [["ستيك لحم", 120, "weight"]]],
    ["حفنتين لوز", [["لوز", 2 * 28, "serving"]]],
    ["٣ مغارف روز", [["رز أبيض مطبوخ", 3 * 158 * ladle.cups, "ladle"]]],
    ["مغرفتين رز مبوخ", [["رز مبوخ", 2 * 411 * ladle.plates, "ladle"]]],
    ["طاسة شربة صغيرة", [["شربة ليبية", 393 * sizes.small, "size"]]],
    ["فتوش صحن كبير", [["فتوش", 216 * sizes.large, "size"]]],
    // a size with no unit sizes the typical serving: USDA's small boiled potato (SR28 11367)
    // 125 g, its medium 167 g; the recipe plate of كسكسي 566 g by the size rule
    ["بطاطا مسلوقة صغيرة", [["بطاطا مسلوقة", 125, "serving"]]],
    ["بطاطا مسلوقة", [["بطاطا مسلوقة", 167, "serving"]]],
    ["كسكسي كبير", [["كسكسي باللحم والخضار", 566 * sizes.large, "size"]]],
    // «شوية»: half the typical serving (of a plain staple, half its plate)
    ["شوية رز", [["رز أبيض مطبوخ", 220 / 2, "plate-portion"]]],
    ["شوية فول مسلوق", [["فول مسلوق", 170 / 2, "serving"]]],
    // a piece of a dish served only by the plate: a third of its plate (the recipe plates of
    // مبطن 288 g, محشي ليبي 368 g)
    ["٣ قطع مبطن", [["مبطن", 288, "piece-of-plate"]]],
    ["محشي ليبي حبتين", [["محشي ليبي", (2 * 368) / 3, "piece-of-plate"]]],
    ["قطعة كبيرة مبطن", [["مبطن", (288 / 3) * sizes.large, "piece-of-plate"]]],
    // a fingan of a drink served by the cup: USDA's 6-fl-oz coffee cup, or its 2-fl-oz espresso
    // cup when small (whole milk's cup 244 g, SR28 01077; the data's latte cup 240 g)
    ["فنجان قهوة بالحليب", [["قهوة لاتيه", 240 * (6 / 8), "fingan-from-cup"]]],
    ["فنجان كبير قهوة بالحليب", [["قهوة لاتيه", 240 * (6 / 8), "fingan-from-cup"]]],
    ["فنجان صغير حليب", [["حليب كامل الدسم", 244 * (2 / 8), "fingan-from-cup"]]],
    // a drink with a fingan of its own keeps it: Arabic coffee's 60 ml
    ["فنجان قهوة", [["قهوة تركية", 60, "serving"]]],
    // a dish with a piece of its own keeps it: the data's piece of كنافة (FNDDS 53441110, 80 g)
    ["قطعة كنافة", [["كنافة", 80, "serving"]]],
    // a piece of chicken is USDA's piece, not half a chicken (a serving named «نصف دجاجة»)
    ["قطعة دجاج مقلي", [["دجاج مقلي", 85, "serving"]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m, , how]) => [m, how])).toEqual(expected.map(([m, , how]) => [m, how]));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});

describe("count nouns and their plurals, and the sandwich as people type it", () => {
  const read = (text: string) =>
    parser.parse(text).items.map((i) => [i.text, i.meal.name, i.amount.count, i.amount.unit]);
  const table: [string, (string | number | null)[][]][] = [
    ["٣ كعكات", [["٣ كعكات", "كعك ليبي", 3, "piece"]]],
    ["زوز دحيات", [["زوز دحيات", "بيض مسلوق", 2, "piece"]]],
    ["دحيتين مقليات", [["دحيتين مقليات", "بيض مقلي", 2, "piece"]]],
    ["٣ مقروضات", [["٣ مقروضات", "مقروض", 3, "piece"]]],
    // the dual or plural of a food's own name counts it, as a number said with it
    ["بوريكتين", [["بوريكتين", "بوريك", 2, null]]],
    ["زوز بوريكات", [["زوز بوريكات", "بوريك", 2, null]]],
    // the dual of a longer name's first word, when the words after it complete the name
    ["فخذين دجاج مشوي", [["فخذين دجاج مشوي", "فخذ دجاج مشوي", 2, null]]],
    ["فخذان دجاج مشوي", [["فخذان دجاج مشوي", "فخذ دجاج مشوي", 2, null]]],
    // a word in «ين» before words that make no name is no dual
    ["تين مجفف", [["تين مجفف", "تين مجفف", 1, null]]],
    ["سندوتش شاورما دجاج", [["سندوتش شاورما دجاج", "شاورما دجاج", 1, "sandwich"]]],
    ["سندويشة شاورما دجاج", [["سندويشة شاورما دجاج", "شاورما دجاج", 1, "sandwich"]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});
