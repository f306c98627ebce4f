import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => parser.parse(text).items.map((i) => [i.text, i.meal.name]);

describe("a flavour written «بال…» is the food's taste, not a second food", () => {
  const table: [string, string[][]][] = [
    ["زبادي بالفراولة", [["زبادي بالفراولة", "زبادي"]]],
    ["آيس كريم بالفراولة", [["آيس كريم بالفراولة", "آيس كريم"]]],
    ["بوظة بالفستق", [["بوظة بالفستق", "آيس كريم"]]],
    ["كيك بالشوكولاطة", [["كيك بالشوكولاطة", "كيك إسفنجي"]]],
    // a meal named so comes first
    ["حليب بالشوكولاطة", [["حليب بالشوكولاطة", "حليب بالشوكولاتة"]]],
    // a food that is no flavour stays a food eaten with the one before
    [
      "شوفان بالحليب",
      [
        ["شوفان", "شوفان"],
        ["بالحليب", "حليب كامل الدسم"],
      ],
    ],
    // inside a bread it is a filling, weighed as one
    [
      "خبزة بالشوكولاطة",
      [
        ["خبزة", "خبز فرنسي"],
        ["بالشوكولاطة", "شوكولاتة داكنة"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});

describe("«الطبق بالـA والـB»: the foods joined to a dish's «بال…» food are inside it", () => {
  const table: [string, string[][]][] = [
    ["بريك بالبيض والتن", [["بريك بالبيض والتن", "بريك تونسي"]]],
    ["عصيدة بالرب والسمن", [["عصيدة بالرب والسمن", "عصيدة"]]],
    // never a bread eaten with it
    [
      "شكشوكة بالبيض والخبز",
      [
        ["شكشوكة بالبيض", "شكشوكة"],
        ["الخبز", "خبز عربي"],
      ],
    ],
    // a food joined with «و» alone, not «وال…», is eaten beside it
    [
      "بريك بالبيض وكاس شاهي",
      [
        ["بريك بالبيض", "بريك تونسي"],
        ["كاس شاهي", "شاهي ليبي"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});

describe("a dialect word for a food takes «بال…» as the meal's own word does", () => {
  const table: [string, string[][]][] = [
    // «روز» is «رز»: «رز بالحليب» is rice pudding
    ["روز بالحليب", [["روز بالحليب", "رز بلبن"]]],
    ["رز بالحليب", [["رز بالحليب", "رز بلبن"]]],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});

describe("a bare kind word right beside a dish, no «و» between, says what it is made of", () => {
  const table: [string, string[][]][] = [
    ["حريمي حوت", [["حريمي حوت", "حرايمي"]]],
    ["شربة لحم", [["شربة لحم", "شربة ليبية"]]],
    // before the dish, with no amount of its own
    [
      "بيض شكشوكة مع خبز",
      [
        ["بيض شكشوكة", "شكشوكة"],
        ["خبز", "خبز عربي"],
      ],
    ],
    // a drink beside a dish is a list, not what the dish is made of
    [
      "حليب حريرة",
      [
        ["حليب", "حليب كامل الدسم"],
        ["حريرة", "حريرة"],
      ],
    ],
    // a food that is no dish takes no food beside it
    [
      "خبز جبنة",
      [
        ["خبز", "خبز عربي"],
        ["جبنة", "جبنة بيضاء"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});
