import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { isWaterWord } from "./water";

// Water is understood and not counted (water.ts): its words and its amount are reported apart,
// never a line, never words we lack, and never an amount taken by the food before it.

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched, water } = parser.parse(text);
  return { lines: items.map((i) => [i.text, i.weighing.grams]), unmatched, water };
};

describe("water and its amount", () => {
  it.each<[string, (string | number | null)[][], string[]]>([
    ["شربت ٢ لتر مية", [], ["٢ لتر مية"]],
    ["كاس ماء", [], ["كاس ماء"]],
    ["مية كاسين وتمرتين", [["تمرتين", 14.2]], ["مية كاسين"]],
    // «بالتن والما» would be tuna in water, a food of its own; after a date, «والما» is water.
    [
      "رغيف وتمرة والما",
      [
        ["رغيف", 60],
        ["تمرة", 7.1],
      ],
      ["الما"],
    ],
    ["3 eggs and water", [["3 eggs", 150]], ["water"]],
  ])("«%s»", (text, lines, water) => {
    const got = read(text);
    expect(got.water).toEqual(water);
    expect(got.lines.map(([t]) => t)).toEqual(lines.map(([t]) => t));
    expect(got.unmatched).toEqual([]);
  });

  it("keeps a half litre of water from the food before it («تمرة ونص لتر مية»)", () => {
    const got = read("تمرة ونص لتر مية");
    expect(got.water).toEqual(["نص لتر مية"]);
    expect(got.lines).toEqual([["تمرة", 7.1]]);
  });
});

describe("what is not water", () => {
  it("«مية غرام رز» is a hundred grams of rice", () => {
    expect(read("مية غرام رز")).toMatchObject({ lines: [["مية غرام رز", 100]], water: [] });
  });
  it("«مياه غازية» is the soft drink its name says", () => {
    expect(parser.parse("مياه غازية").items[0]?.meal.name).toBe("مشروب غازي");
  });
  it("a food cooked in water keeps its name («شوفان مطبوخ بالماء»)", () => {
    expect(read("شوفان مطبوخ بالماء").water).toEqual([]);
  });
  it.each(["ما", "بالماء", "مئة", "ماكلتش"])("«%s» is no water word", (word) => {
    expect(isWaterWord(word)).toBe(false);
  });
  it.each(["ماء", "الماء", "وماء", "المية", "ميه", "مويه", "الما", "ماءً", "Water"])(
    "«%s» is water",
    (word) => expect(isWaterWord(word)).toBe(true),
  );
});
