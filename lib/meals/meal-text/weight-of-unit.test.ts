import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return {
    items: items.map((i) => [i.meal.name, i.amount.count, i.amount.unit] as const),
    unmatched,
  };
};

// A weight or volume said right after a lone unit measures that unit.
describe("the measure of a unit said after it (measuresUnit)", () => {
  it.each<[string, (readonly [string, number | null, string | null])[]]>([
    ["صدر دجاج مشوي قطعة 180 غرام", [["صدر دجاج مشوي", 180, "gram"]]],
    [
      "رز صحن ٢٥٠ غرام وسلطة",
      [
        ["رز أبيض مطبوخ", 250, "gram"],
        ["سلطة عربية", 0.7, "plate"],
      ],
    ],
    ["حليب كاس ٢٠٠ مل", [["حليب كامل الدسم", 200, "ml"]]],
    // a unit with its own number keeps it; the weight after it is no measure of it
    ["تفاحة وحدة ١٠٠ غرام", [["تفاح", 100, "gram"]]],
  ])("«%s»", (text, items) => {
    expect(read(text)).toEqual({ items, unmatched: [] });
  });
});
