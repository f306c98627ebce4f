import { embeddedMealTextParser } from "@/lib/meals/meal-text";

// A negated verb with «whole» or «much» after it says how much was eaten, not whether
// (not-all-eaten.ts): the food stays, at half its amount; «ما عنديش» (I had none) negates.

const parser = embeddedMealTextParser();
const grams = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams]);
const whole = (text: string) => grams(text).map(([name, g]) => [name, (g as number) / 2]);

describe("not all of it: half", () => {
  it.each<[string, string]>([
    ["صحن بازين ما كليته كامل", "صحن بازين"],
    ["صحن بازين ما كليتهوش كامل", "صحن بازين"],
    ["شكشوكة ما كليتهاش كاملة", "شكشوكة"],
    ["طاسة شربة وما شربتهاش كلها", "طاسة شربة"],
  ])("«%s» is half of «%s»", (text, said) => {
    expect(grams(text)).toEqual(whole(said));
  });
});

describe("not much of it: a little, half its amount", () => {
  it.each<[string, string]>([
    ["كسكسي ما كلتش ياسر", "كسكسي"],
    ["كسكسي ما كليتش منه ياسر", "كسكسي"],
    ["ما كليتش برشا كسكسي", "كسكسي"],
    ["رز بالخضرة، ما كليتش منه هلبة", "رز بالخضرة"],
  ])("«%s» is half of «%s»", (text, said) => {
    expect(grams(text)).toEqual(whole(said));
  });

  it("a food named after «much» is that food, and the one before stays whole", () => {
    expect(grams("خبزة، وما كليتش برشا رز")).toEqual([...grams("خبزة"), ...whole("رز")]);
  });
});

describe("«not much» with an amount said is that amount", () => {
  it.each<[string, string]>([
    ["بازين صحن صغير ما كلتش ياسر", "بازين صحن صغير"],
    ["رز، ما كليتش منه برشا، يمكن نص صحن", "نص صحن رز"],
  ])("«%s» is «%s»", (text, said) => {
    expect(grams(text)).toEqual(grams(said));
  });
});

describe("what stays as it was", () => {
  it("«ما كليتش الرز» is still not eaten", () => {
    expect(parser.parse("ما كليتش الرز")).toMatchObject({ items: [], notEaten: ["ما كليتش الرز"] });
  });
  it("«كليته كامل» (ate it all) keeps the whole plate", () => {
    expect(grams("صحن بازين، كليته كامل")).toEqual(grams("صحن بازين"));
  });
});

describe("«ما عنديش»: none was had, so none eaten", () => {
  it.each<[string, string[]]>([
    ["ما عنديش خبز", []],
    ["ماعنديش حليب، شربت شاهي", ["شاهي ليبي"]],
    ["ما عندناش رز، كلينا مكرونة", ["مكرونة مسلوقة"]],
  ])("«%s»", (text, names) => {
    const result = parser.parse(text);
    expect(result.items.map((i) => i.meal.name)).toEqual(names);
    expect(result.notEaten.length).toBe(1);
  });
  it("«ما عنديش غير خبزة»: only bread, which was eaten", () => {
    expect(grams("ما عنديش غير خبزة")).toEqual(grams("خبزة"));
  });
});
