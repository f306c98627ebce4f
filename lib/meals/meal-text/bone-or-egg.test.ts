import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);
const grams = (text: string) => parser.parse(text).items.map((i) => i.weighing.grams);

describe("«عظم»: Tunisia's egg, or the bone", () => {
  const table: [string, string[]][] = [
    // a Tunisian word in the sentence: the egg
    ["كسكروت بالتن والعظم", ["خبز فرنسي", "تونة معلبة بالزيت", "بيض مسلوق"]],
    ["صحن لبلابي وعظمة", ["لبلابي", "بيض مسلوق"]],
    // cooked as an egg is, whoever speaks
    ["عظمة مسلوقة وكاس حليب", ["بيض مسلوق", "حليب كامل الدسم"]],
    ["٣ عظمات مقليين", ["بيض مقلي"]],
    // the bone: right after a meat, or in no Tunisian sentence
    ["لحم بالعظم ورز", ["لحم ضأن مطبوخ", "رز أبيض مطبوخ"]],
    ["علوش بالعظم برشا", ["لحم ضأن مطبوخ"]],
    ["شوربة خضار وعظم", []],
    // the bone is no Maghreb word: the bread beside the meat stays the pita
    ["لحم بالعظم وخبز", ["لحم ضأن مطبوخ", "خبز عربي"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text).filter((m) => m !== "شوربة خضار")).toEqual(expected);
  });

  it("counts Tunisia's eggs as eggs are counted", () => {
    expect(grams("زوز عظمات مسلوقين")).toEqual(grams("زوز بيضات مسلوقين"));
  });

  it("never finds the egg inside another word («معظمها»: most of it)", () => {
    expect(meals("كسكروت تن كليت معظمه")).not.toContain("بيض مسلوق");
  });
});
