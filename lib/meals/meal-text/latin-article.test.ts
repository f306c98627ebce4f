import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { withoutJoinedArticle } from "./latin-article";

const parser = embeddedMealTextParser();

describe("withoutJoinedArticle", () => {
  const table: [string, string | undefined][] = [
    ["lkhobz", "khobz"],
    ["l3sel", "3sel"],
    ["el7lib", "7lib"],
    ["lbid", "bid"],
    // too short to hold an article and a word: read whole
    ["lma", undefined],
    ["batata", undefined],
  ];
  it.each(table)("«%s» → %s", (word, rest) => {
    expect(withoutJoinedArticle(word)).toBe(rest);
  });
});

// «lkhobz», «l3sel»: the article joined to an Arabizi food is read as «ال» before it.
describe("an Arabizi food with its article joined", () => {
  const table: [string, string[]][] = [
    ["klit lkhobz m3a zit", ["خبز عربي", "زيت زيتون"]],
    ["chrbt kas l7lib", ["حليب كامل الدسم"]],
    ["tartine b lbeurre o l3sel", ["عسل"]],
    ["kas lben", ["لبن"]],
  ];
  it.each(table)("«%s»", (text, meals) => {
    expect(parser.parse(text).items.map((i) => i.meal.name)).toEqual(expect.arrayContaining(meals));
  });
});
