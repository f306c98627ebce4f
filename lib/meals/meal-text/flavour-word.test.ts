import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

describe("a flavour after a food made in flavours is its flavour (isFlavourOfFoodBefore)", () => {
  it.each<[string, string[]]>([
    ["ice cream vanilla", ["آيس كريم"]],
    ["ice cream 3 scoops strawberry", ["آيس كريم"]],
    ["جيلاتي كورتين شكلاطة", ["آيس كريم"]],
    ["بوظة فراولة", ["آيس كريم"]],
  ])("«%s»", (text, items) => {
    expect(meals(text)).toEqual(items);
  });

  it.each<[string, string[]]>([
    // «و» makes it a food of its own, and so does a food that comes in no flavours
    ["ايسكريم وشوكولاتة", ["آيس كريم", "شوكولاتة بالحليب"]],
    ["تفاحة وفراولة", ["تفاح", "فراولة"]],
    ["strawberry", ["فراولة"]],
  ])("«%s» keeps the flavour a food", (text, items) => {
    expect(meals(text)).toEqual(items);
  });
});

describe("Latin counts and tastes are no dish", () => {
  it.each<[string, string[], string[]]>([
    // «pieces» spells «بسيسة» in Arabizi letters; it counts the food before
    ["kofta 4 pieces", ["كباب مشوي"], []],
    ["3 pieces", [], ["3 pieces"]],
    // a taste is no food («spicy» once read as spicy potatoes)
    ["spicy", [], ["spicy"]],
    ["hot chocolate كوب", ["حليب بالشوكولاتة"], []],
  ])("«%s»", (text, items, unmatched) => {
    const read = parser.parse(text);
    expect({ items: read.items.map((i) => i.meal.name), unmatched: read.unmatched }).toEqual({
      items,
      unmatched,
    });
  });
});
