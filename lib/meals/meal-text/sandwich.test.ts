import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";
import { weigh } from "./weigh";

const catalog = getMealCatalog();
const parser = createMealTextParser(catalog, { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, Math.round(i.weighing.grams ?? -1)] as const);
const gramsOf = (meal: string, label: string) =>
  catalog.find((m) => m.name === meal)?.servings?.find((s) => s.label === label)?.grams ?? NaN;

// One round loaf (SR28 18041's large pita, 60 g); half a small baguette (SR28 18029, 152 g).
const PITA = gramsOf("خبز عربي", "رغيف كبير (قطره 16.5 سم)");
const HALF_BAGUETTE = gramsOf("خبز فرنسي", "رغيف باغيت صغير (طوله 23 سم)") / 2;
const FUL_PLATE = gramsOf("فول مدمس", "صحن");
const TAAMEYA = gramsOf("طعمية", "قرص (قطره نحو 5.7 سم)");
const TUNA_CAN = gramsOf("تونة معلبة بالزيت", "علبة");
const MORTADELLA = gramsOf("مرتديلا بقري", "شريحة");
const CHEESE_SLICE = gramsOf("جبنة مطبوخة", "شريحة جبن");

describe("a sandwich named by its filling is its bread and its filling", () => {
  const table: [string, (readonly [string, number])[]][] = [
    [
      "فطرت ساندوتش فول",
      [
        ["خبز عربي", Math.round(PITA)],
        ["فول مدمس", Math.round(FUL_PLATE / 3)],
      ],
    ],
    [
      "٢ سندويتش طعمية",
      [
        ["خبز عربي", Math.round(2 * PITA)],
        ["طعمية", Math.round(6 * TAAMEYA)],
      ],
    ],
    [
      "سندويتش تن",
      [
        ["خبز فرنسي", Math.round(HALF_BAGUETTE)],
        ["تونة معلبة بالزيت", Math.round(TUNA_CAN / 3)],
      ],
    ],
    [
      "سندوتش مرتديلا وجبنة مطبوخة",
      [
        ["خبز فرنسي", Math.round(HALF_BAGUETTE)],
        ["مرتديلا بقري", Math.round(MORTADELLA)],
        ["جبنة مطبوخة", Math.round(CHEESE_SLICE)],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("leaves a meal that is a sandwich of its own as it is", () => {
    expect(read("سندويش فلافل").map(([meal]) => meal)).toEqual(["سندويش فلافل"]);
    expect(read("ساندويتش شاورما دجاج").map(([meal]) => meal)).toEqual(["شاورما دجاج"]);
  });

  // Arabizi: the sandwich word and the «و» before a joined filling, as the reader respelled them.
  const arabizi: [string, string][] = [
    ["3 sandwich kebda", "3 سندويتش كبدة"],
    ["sandwich tuna w jben", "ساندويتش تونة وجبن"],
    ["كبدة sandwich", "كبدة سندويتش"],
  ];
  it.each(arabizi)("«%s» reads as «%s»", (typed, arabic) => {
    expect(read(typed)[0]?.[0]).toBe("خبز فرنسي");
    expect(read(typed)).toEqual(read(arabic));
  });
});

it("a sandwich word after its filling quotes each line's own words («طعمية سندوتشين»)", () => {
  const texts = (text: string) => parser.parse(text).items.map((i) => [i.text, i.meal.name]);
  expect(texts("طعمية سندوتشين")).toEqual([
    ["سندوتشين", "خبز عربي"],
    ["طعمية", "طعمية"],
  ]);
  expect(texts("سندوتش طعمية")).toEqual([
    ["سندوتش", "خبز عربي"],
    ["طعمية", "طعمية"],
  ]);
});

describe("a sandwich that is a meal of its own, under any spelling of its word, is that meal", () => {
  const SANDWICH = catalog.find((m) => m.name === "سندويش فلافل")!;
  const ONE = weigh(SANDWICH, { count: 1, unit: "sandwich" }).grams!;
  const table: [string, (readonly [string, number])[]][] = [
    ["سندويتش فلافل", [["سندويش فلافل", Math.round(ONE)]]],
    ["تغديت ٢ سندوتش فلافل", [["سندويش فلافل", Math.round(2 * ONE)]]],
    ["فلافل ساندوتشين", [["سندويش فلافل", Math.round(2 * ONE)]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("keeps the filling meal to switch back to", () => {
    const [line] = parser.parse("سندوتش فلافل").items;
    expect(line?.alternatives.map((m) => m.name)).toContain("فلافل");
  });
});
