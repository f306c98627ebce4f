import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { stuffedPiecesOf } from "./stuffed-pieces";

const parser = embeddedMealTextParser();
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.amount.count, i.amount.unit] as const);

// A count with no unit of a stuffed dish served by the plate is its pieces.
describe("pieces of a stuffed dish counted with no unit (stuffedPiecesOf)", () => {
  it.each<[string, (readonly [string, number | null, string | null])[]]>([
    ["تعشيت محشي كوسا ٤", [["محشي كوسا", 4, "piece"]]],
    [
      "٣ باذنجان محشي ورغيف",
      [
        ["محشي باذنجان", 3, "piece"],
        ["خبز عربي", 1, "loaf"],
      ],
    ],
    ["شيخ المحشي 6", [["شيخ المحشي", 6, "piece"]]],
    // one and a half stay shares of the plate
    ["محشي كوسا واحد", [["محشي كوسا", 1, null]]],
    ["نص محشي باذنجان", [["محشي باذنجان", 0.5, null]]],
    // a dish of another kind counted so stays its servings
    ["كسكسي ٢", [["كسكسي باللحم والخضار", 2, null]]],
  ])("«%s»", (text, items) => {
    expect(read(text)).toEqual(items);
  });

  it("leaves an amount with a unit as said", () => {
    expect(stuffedPiecesOf({ name: "محشي كوسا" }, { count: 2, unit: "plate" })).toBeUndefined();
  });
});
