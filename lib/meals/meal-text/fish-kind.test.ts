import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

describe("a fish's kind belongs to the fish", () => {
  const table: [string, string[]][] = [
    // after «حوت»/«سمك»: the fish cooked so
    ["تغديت سمك صافي مقلي", ["حوت مقلي"]],
    ["حوت وراطة مشوي مع رز", ["سمك قاروص مشوي", "رز أبيض مطبوخ"]],
    ["حوت وراطة مقلي", ["حوت مقلي"]],
    // first, before a cooking word: a fresh fish, never the canned one
    ["العشا سردين مقلي وسلطة", ["حوت مقلي", "سلطة عربية"]],
    ["تريليا مقلية", ["حوت مقلي"]],
    ["مرجان مشوي", ["سمك قاروص مشوي"]],
    // a kind that makes a name keeps it
    ["سمك بلطي مقلي", ["سمك بلطي مقلي"]],
    ["سمك قاروص مشوي", ["سمك قاروص مشوي"]],
    // a kind that is a fish of its own, cooked as its name says, stays it; fried, the fried fish
    ["حوت بوري مشوي", ["سمك بوري مشوي"]],
    ["بوري مقلي", ["حوت مقلي"]],
    // the canned fish stays canned
    ["علبة سردين", ["سردين معلب"]],
    ["سردين بالزيت", ["سردين معلب"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
