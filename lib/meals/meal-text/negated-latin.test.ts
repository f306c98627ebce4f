import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { isArabiziNegatedVerb } from "./negated-latin";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, notEaten } = parser.parse(text);
  return { items: items.map((i) => i.meal.name), notEaten };
};

describe("an Arabizi verb of eating negated by «ch»", () => {
  it.each(["klitch", "kletch", "kalitch", "chrbtch", "chrebtch", "ftertch", "klitouch"])(
    "«%s» is one",
    (word) => expect(isArabiziNegatedVerb(word)).toBe(true),
  );
  it.each(["klit", "chrbt", "kach", "fish", "ch", "kls", "sandwich"])("«%s» is not", (word) =>
    expect(isArabiziNegatedVerb(word)).toBe(false),
  );
});

describe("a negation in Latin letters: the foods it reaches were not eaten", () => {
  const table: [string, string[], string[]][] = [
    // Arabizi, «ma» apart or joined; the reach ends at a break or «ghir» (only)
    ["ma chrbtch l7lib, klit tofa7a", ["تفاح"], ["ma chrbtch l7lib"]],
    ["makletch lkhobz ghir 7out mqli", ["حوت مقلي"], ["makletch lkhobz"]],
    // English, the apostrophe written or not
    ["didn't eat the rice, just chicken", ["دجاج مسلوق"], ["didn't eat the rice"]],
    ["I did not drink milk but had a banana", ["موز"], ["did not drink milk"]],
    ["skipped the bread, ate an apple", ["تفاح"], ["skipped the bread"]],
  ];
  it.each(table)("«%s»", (text, items, notEaten) => {
    expect(read(text)).toEqual({ items, notEaten });
  });
});
