import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return {
    items: items.map((i) => [i.meal.name, i.amount.count, i.amount.unit] as const),
    unmatched,
  };
};

// The amount eaten is the line's, as a count of its unit: a share of the amount it was named
// with, or the amount said after «only».
describe("what only was eaten of the food before (onlyEatenAt)", () => {
  it.each<[string, (readonly [string, number | null, string | null])[]]>([
    // a little of it, with «الا» and «غير», the verb negated by «ش» or by «ما» apart
    ["طاسة شربة وما كليتش منها الا شوية", [["شربة ليبية", 0.5, "plate"]]],
    ["صحن بازين ما كليت منه غير شوية", [["بازين", 0.5, "plate"]]],
    // the verb with its object pronoun and «ما» apart, «ش» or none (negated-verb.ts's negatedVerbAt)
    ["صحن رز، ما كليته الا نصه", [["رز أبيض مطبوخ", 0.5, "plate"]]],
    ["صحن رز، ما كليتهوش غير نصه", [["رز أبيض مطبوخ", 0.5, "plate"]]],
    // a fraction of it, said with its pronoun or bare
    ["رغيف عيش ما كليت منه الا ربعه", [["خبز عربي", 0.25, "loaf"]]],
    ["صحن كسكسي ما كليتش منه كان النص", [["كسكسي باللحم والخضار", 0.5, "plate"]]],
    // an amount said after «only» is the line's own: one small fish of the fried fish
    ["حوت مقلي ما كليتش منه الا حوتة صغيرة", [["حوت مقلي", 1, "piece"]]],
    // two plates named, one eaten
    ["كسكسي صحنين ما كليت منه الا صحن واحد", [["كسكسي باللحم والخضار", 1, "plate"]]],
    // half a bowl, not half of the two bowls
    ["زوز طاسات شربة ما كليت منها الا نص طاسة", [["شربة ليبية", 0.5, "plate"]]],
  ])("«%s»", (text, items) => {
    expect(read(text)).toEqual({ items, unmatched: [] });
  });

  it("keeps the food after the amount its own line", () => {
    expect(read("حوت مقلي ما كليت منه الا وحدة ورز").items).toEqual([
      ["حوت مقلي", 1, null],
      ["رز أبيض مطبوخ", 1, "plate"],
    ]);
  });

  it("reads a food after «only» with no «of it» as that food", () => {
    expect(read("ما أكلت غير تفاحة").items).toEqual([["تفاح", 1, "piece"]]);
  });
});
