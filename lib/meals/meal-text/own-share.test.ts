import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { ownShareAt } from "./own-share";
import { tokenize } from "./tokens";

const parser = embeddedMealTextParser();
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.amount.count, i.amount.unit] as const);

// The amount said after «my share» is what the visitor ate of the dish shared before it.
describe("the visitor's own share of a shared dish (ownShareAt)", () => {
  it.each<[string, (readonly [string, number | null, string | null])[]]>([
    // a weight: the share, not the whole dish
    ["شوينا لحم ضان كيلو في البر، نصيبي تقريبا ربع كيلو", [["لحم ضأن مطبوخ", 0.25, "kilo"]]],
    // a plate of the shared bowl
    ["كسكسي قصعة كبيرة، نصيبي صحن", [["كسكسي باللحم والخضار", 1, "plate"]]],
    // a count noun counts the dish before («of it» said or not)
    ["حوت مقلي كيلو، نصيبي منه زوز حوتات", [["حوت مقلي", 2, "piece"]]],
    // «حصتي», and the food after the share keeps its own line
    [
      "بازين كبير للعيلة حصتي نص صحن وكاس لبن",
      [
        ["بازين", 0.5, "plate"],
        ["لبن", 1, "glass"],
      ],
    ],
  ])("«%s»", (text, items) => {
    expect(read(text)).toEqual(items);
  });

  it("skips a hedge and «of it» before the amount", () => {
    expect(ownShareAt(tokenize("نصيبي منها حوالي صحن"), 0)).toEqual({ only: 2, ofIt: true });
  });

  it("is no share without its word", () => {
    expect(ownShareAt(tokenize("نص صحن"), 0)).toBeUndefined();
  });
});
