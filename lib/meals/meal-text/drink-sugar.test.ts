import { getMealCatalog, getMealByName } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { mealTextNames } from "./answer";
import { createMealTextParser } from "./parse-meal-text";
import { saysWithout, spoonsSaid, sugarSaid } from "./drink-sugar";
import { tokenize } from "./tokens";
import { fold } from "./words";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const lines = (text: string) =>
  parser.parse(text).items.map((i) => [i.text, i.meal.name, i.weighing.grams]);

// USDA's teaspoon of granulated sugar (SR28 19335, «1 tsp»), and Libyan tea's glass: 100 g of
// tea and 15 g of sugar (content/meals/libyan.ts).
const TSP = 4.2;
const TEA_GLASS = 115;
const teaShare = 1 - getMealByName("شاهي ليبي")!.addedSugars! / 100;
const plainGlass = Math.round(TEA_GLASS * teaShare);

describe("the sugar said with a drink", () => {
  it("spoons: a plain glass and the teaspoons said, not a sweetened glass and a sugar asking for grams", () => {
    expect(plainGlass).toBe(100);
    const table: [string, (string | number)[][]][] = [
      [
        "كاس شاهي بزوز ملاعق سكر",
        [
          ["كاس شاهي", "شاهي بدون سكر", plainGlass],
          ["بزوز ملاعق سكر", "سكر أبيض", 2 * TSP],
        ],
      ],
      [
        "كاس شاهي بملعقة سكر",
        [
          ["كاس شاهي", "شاهي بدون سكر", plainGlass],
          ["بملعقة سكر", "سكر أبيض", TSP],
        ],
      ],
      [
        "كاسين شاهي ب3 ملاعق سكر",
        [
          ["كاسين شاهي", "شاهي بدون سكر", Math.round(2 * TEA_GLASS * teaShare)],
          ["ب3 ملاعق سكر", "سكر أبيض", 3 * TSP],
        ],
      ],
      [
        "قهوة بمعلقتين سكر",
        [
          ["قهوة", "قهوة عربية", 60],
          ["بمعلقتين سكر", "سكر أبيض", 2 * TSP],
        ],
      ],
    ];
    for (const [text, expected] of table) {
      const got = lines(text);
      expect(got.map(([t, m]) => [t, m])).toEqual(expected.map(([t, m]) => [t, m]));
      got.forEach(([, , grams], i) => expect(grams).toBeCloseTo(expected[i]![2] as number, 6));
    }
  });

  it("negation: «بلا سكر» adds no sugar, and a sweetened drink becomes its plain glass", () => {
    expect(lines("شاهي بلا سكر").map(([t, m]) => [t, m])).toEqual([["شاهي", "شاهي بدون سكر"]]);
    expect(lines("قهوة بلا سكر").map(([, m]) => m)).toEqual(["قهوة عربية"]);
    expect(lines("قهوة من غير سكر").map(([, m]) => m)).toEqual(["قهوة عربية"]);
    expect(lines("قهوة بدون سكر وخبزة").map(([, m]) => m)).toEqual(["قهوة عربية", "خبز فرنسي"]);
    expect(parser.parse("قهوة بلا سكر").unmatched).toEqual([]);
  });

  it("leaves sugar eaten beside a food as it is", () => {
    expect(lines("بيض وسكر").map(([, m]) => m)).toEqual(["بيض مسلوق", "سكر أبيض"]);
  });

  it("reads the number of spoons and the words of «without»", () => {
    const w = (text: string) => text.split(" ").map(fold);
    expect(spoonsSaid(w("زوز ملاعق"))).toBe(2);
    expect(spoonsSaid(w("ملعقة"))).toBe(1);
    expect(spoonsSaid(w("ملعقتين"))).toBe(2);
    expect(spoonsSaid(w("ملاعق"))).toBeNull();
    expect(spoonsSaid(w("تلاتة"))).toBeNull();
    expect(saysWithout(w("بلا"))).toBe(true);
    expect(saysWithout(w("من غير"))).toBe(true);
    expect(saysWithout(w("مع"))).toBe(false);
  });

  it("sends the browser's parser the sugar of the sweetened drinks it needs", () => {
    const tea = mealTextNames().find((m) => m.name === "شاهي ليبي");
    expect(tea?.addedSugars).toBeCloseTo(getMealByName("شاهي ليبي")!.addedSugars!, 10);
    expect(mealTextNames().find((m) => m.name === "بازين")?.addedSugars).toBeUndefined();
  });
});

describe("«بالسكر» with a drink served sweet is its own sugar, no line of its own", () => {
  const table: [string, string[]][] = [
    ["كاس شاهي ليبي بالسكر", ["شاهي ليبي"]],
    ["قهوة بالسكر", ["قهوة تركية"]],
    // a drink served plain: the sugar said is added, a teaspoon
    ["قهوة عربية بالسكر", ["قهوة عربية", "سكر أبيض"]],
    ["كاس حليب بالسكر", ["حليب كامل الدسم", "سكر أبيض"]],
    // an amount said is the sugar's line, the glass plain
    ["كاس شاهي بملعقتين سكر", ["شاهي بدون سكر", "سكر أبيض"]],
  ];
  it.each(table)("«%s»", (text, meals) => {
    expect(lines(text).map(([, meal]) => meal)).toEqual(meals);
  });

  it("keeps the sweet glass's own weight", () => {
    expect(lines("كاس شاهي ليبي بالسكر")[0]?.[2]).toBe(TEA_GLASS);
  });
});

describe("sugar said as none or as a sweetness is never a sugar line, on a food or a drink", () => {
  const table: [string, string[]][] = [
    // said of a food: the food alone
    ["خبزة بلا سكر", ["خبز فرنسي"]],
    ["زبادي خالي من السكر", ["زبادي"]],
    ["كاس عصير برتقال من غير سكر", ["عصير برتقال طازج"]],
    ["كيكة بدون سكر وكاس حليب", ["كيك إسفنجي", "حليب كامل الدسم"]],
    // said of a drink not sweetened by the spoon: the drink alone
    ["كوب قهوة مفلترة بدون سكر", ["قهوة مفلترة"]],
    // green tea served sweet, said without: unsweetened tea, green and black alike brewed
    ["كاس شاهي أخضر بدون سكر", ["شاهي بدون سكر"]],
    ["أتاي بلا سكر", ["شاهي بدون سكر"]],
    // said of a drink served sweet, with its amount after: its plain glass in that amount
    ["قهوة عربي بدون سكر فنجان", ["قهوة عربية"]],
    ["قهوة تركية خالية من السكر", ["قهوة عربية"]],
    // a sweetness: the drink as it is served
    ["فنجان قهوة سكر خفيف", ["قهوة تركية"]],
    // said of the food after the drink, the drink stays sweet
    ["شاهي وكعكة بلا سكر", ["شاهي ليبي", "كعك ليبي"]],
    // a two-word «without» before anything else is no negation of sugar
    ["زبادي خالي الدسم", ["زبادي يوناني خالي الدسم"]],
  ];
  it.each(table)("«%s»", (text, meals) => {
    expect(lines(text).map(([, meal]) => meal)).toEqual(meals);
  });

  it("takes its words out of the words not understood", () => {
    expect(parser.parse("زبادي خالي من السكر").unmatched).toEqual([]);
    expect(parser.parse("قهوة سكر خفيف").unmatched).toEqual([]);
  });

  it("reads where the sugar is said as none or light", () => {
    const at = (text: string, word: string) => {
      const tokens = tokenize(text);
      const i = tokens.findIndex((t) => t.kind === "word" && t.folded.endsWith(fold(word)));
      return sugarSaid(tokens, i, i)?.how;
    };
    expect(at("قهوة بدون سكر", "سكر")).toBe("none");
    expect(at("زبادي خالي من السكر", "سكر")).toBe("none");
    expect(at("قهوة سكر خفيف", "سكر")).toBe("light");
    expect(at("قهوة وسكر", "سكر")).toBeUndefined();
  });
});

describe("«بسكر»، «بسكرتين»: lumps of sugar said with a drink that takes them", () => {
  // USDA's teaspoon of sugar (SR28 19335), a lump each
  const table: [string, [string, number | null][]][] = [
    // a drink served plain: the teaspoons said, a line of their own
    [
      "قهوة اسبريسو بسكر",
      [
        ["قهوة إسبريسو", 60],
        ["سكر أبيض", TSP],
      ],
    ],
    [
      "كاس حليب بسكرتين وخبزة",
      [
        ["حليب كامل الدسم", 244],
        ["سكر أبيض", 2 * TSP],
        ["خبز فرنسي", 152],
      ],
    ],
    // a drink served sweet: as it is served
    ["كاس شاهي بسكر", [["شاهي ليبي", TEA_GLASS]]],
    // a food takes no sugar line
    ["زبادي بسكر", [["زبادي", 113]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = lines(text);
    expect(got.map(([, m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, , grams], i) => expect(grams).toBeCloseTo(expected[i]![1] as number, 6));
  });
  it("the lumps' words are understood", () => {
    expect(parser.parse("قهوة اسبريسو بسكرتين").unmatched).toEqual([]);
  });
});
