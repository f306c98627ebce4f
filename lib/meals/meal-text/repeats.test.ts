import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";
import { withoutRepeats } from "./repeats";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.text, i.meal.name, i.said.how]);

describe("one food said twice is one line", () => {
  // [sentence, the lines read (quoted words, meal, how its amount came)]
  const table: [string, string[][]][] = [
    // named, then said again with its amount
    [
      "شوفان بالحليب، نص كوب شوفان وكوب حليب",
      [
        ["نص كوب شوفان", "شوفان", "said"],
        ["كوب حليب", "حليب كامل الدسم", "said"],
      ],
    ],
    // said twice with an amount each time: two lines
    [
      "كاس شاهي الصبح وكاس شاهي العشية",
      [
        ["كاس شاهي", "شاهي ليبي", "said"],
        ["كاس شاهي", "شاهي ليبي", "said"],
      ],
    ],
    // two foods, each said once, stay as they were
    [
      "خبز وجبنة",
      [
        ["خبز", "خبز عربي", "unsaid"],
        ["جبنة", "جبنة بيضاء", "unsaid"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});

describe("two words side by side naming the same meal are one mention", () => {
  const line = (text: string, name: string, how: "said" | "unsaid") => ({
    text,
    meal: { name },
    said: how === "said" ? { how, words: "وحدة" } : { how },
  });
  it("keeps one line over both words, with the amount said", () => {
    const text = "حوت مشوي قاروص وحدة";
    const lines = [
      line("حوت مشوي", "سمك قاروص مشوي", "unsaid"),
      line("قاروص وحدة", "سمك قاروص مشوي", "said"),
    ];
    expect(withoutRepeats(text, lines)).toEqual([{ ...lines[1], text: "حوت مشوي قاروص وحدة" }]);
  });
  it("leaves them apart when a word stands between them", () => {
    const text = "شاهي وشاهي";
    const lines = [line("شاهي", "شاهي ليبي", "said"), line("شاهي", "شاهي ليبي", "said")];
    expect(withoutRepeats(text, lines)).toEqual(lines);
  });
});

describe("refersBack: a dish said again by its first word with «ال» is the dish named before", () => {
  const table: [string, string[][]][] = [
    ["مكرونة مبكبكة صحن والمكرونة كانت حارة", [["مكرونة مبكبكة صحن", "مبكبكة", "said"]]],
    [
      "كسكسي بالبصلة وكاس لبن، الكسكسي كان باهي",
      [
        ["كسكسي بالبصلة", "كسكسي بالبصلة", "unsaid"],
        ["كاس لبن", "لبن", "said"],
      ],
    ],
    // said again with a word of its own sort: another line
    [
      "شاهي وبعدين الشاهي الأخضر",
      [
        ["شاهي", "شاهي ليبي", "unsaid"],
        ["الشاهي الأخضر", "شاهي أخضر بالنعناع", "unsaid"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});
