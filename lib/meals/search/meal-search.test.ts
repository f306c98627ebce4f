import { bareWordDefaultMap } from "./bare-words";
import { createMealSearch, MAX_RESULTS } from "./meal-search";
import { fixtureJuices, fixtureMeals } from "@/test/fixtures/meals";

const search = createMealSearch(fixtureMeals);
const names = (query: string) => search.search(query).map((m) => m.name);

describe("meal search: the expected meal comes first", () => {
  it.each([
    // Exact names and the article
    ["بازين", "بازين"],
    ["البازين", "بازين"],
    ["الكبسة", "كبسة"],
    ["كبسة", "كبسة"],
    ["الملوخية", "ملوخية"],
    ["التبولة", "تبولة"],
    ["الفول المدمس", "فول مدمس"],
    ["الشربة الليبية", "شربة ليبية"],
    // Teh marbuta and heh
    ["كبسه", "كبسة"],
    ["شربه ليبيه", "شربة ليبية"],
    ["مقلوبه", "مقلوبة"],
    ["كنافه", "كنافة"],
    // Alef maqsura and yeh
    ["كشرى", "كشري"],
    ["كمثري", "إجاص"],
    ["حلوي الطحينه", "حلاوة طحينية"],
    // Hamza forms
    ["ارز ابيض مطبوخ", "أرز أبيض مطبوخ"],
    ["إرز أبيض", "أرز أبيض مطبوخ"],
    ["اجاص", "إجاص"],
    ["ايس كريم", "آيس كريم"],
    ["فطاير بالسبانخ", "فطائر بالسبانخ"],
    ["ما", "ماء"],
    // Diacritics and tatweel
    ["كَبْسَة", "كبسة"],
    ["حُمُّص", "حمص"],
    ["ملـــوخية", "ملوخية"],
    ["بَسْبُوسَة", "بسبوسة"],
    // One typo
    ["كبصة", "كبسة"],
    ["ملوخيت", "ملوخية"],
    ["شاورمه", "شاورما"],
    ["فلافيل", "فلافل"],
    ["مسقعه", "مسقعة"],
    ["humus", "حمص"],
    ["shawrma", "شاورما"],
    // Transliterations, any case, with accents
    ["bazin", "بازين"],
    ["Hummus", "حمص"],
    ["MOLOKHIA", "ملوخية"],
    ["kabsa", "كبسة"],
    ["koshari", "كشري"],
    ["Tabbouleh", "تبولة"],
    ["kunafa", "كنافة"],
    ["falafel", "فلافل"],
    ["couscous", "كسكسي باللحم والخضار"],
    ["fattoûsh", "فتوش"],
    // Aliases and dialect names
    ["طعمية", "فلافل"],
    ["شوربة عدس", "شربة عدس"],
    ["بلح", "تمر"],
    ["بوظة", "آيس كريم"],
    ["رز", "أرز أبيض مطبوخ"],
    // Multi-word, prefixes, conjunction and article prefixes
    ["ورق عنب", "ورق عنب"],
    ["ورق", "ورق عنب"],
    ["كسكسي باللحم", "كسكسي باللحم والخضار"],
    ["كسكسي والخضار", "كسكسي باللحم والخضار"],
    ["كسكسي وخضار", "كسكسي باللحم والخضار"],
    ["رز بالحليب", "أرز بالحليب"],
    ["شاي اخضر", "شاي أخضر"],
    ["قهوة عربيه", "قهوة عربية"],
    ["خبز عر", "خبز عربي"],
    ["مبكب", "مبكبكة"],
    ["عصب", "عصبان"],
    ["دجاج مش", "دجاج مشوي"],
    // Digits in any script
    ["حليب ١", "حليب قليل الدسم 1%"],
    ["حليب ۱٪", "حليب قليل الدسم 1%"],
  ])("%s → %s", (query, expected) => {
    expect(names(query)[0]).toBe(expected);
  });

  it.each([
    ["شربة", ["شربة ليبية", "شربة عدس"]],
    ["بيض", ["بيض مسلوق", "بيض مقلي"]],
    ["تمر", ["تمر", "تمر هندي", "تمرية"]],
    ["ليبي", ["بازين", "طاجين", "شربة ليبية"]],
  ])("%s finds all of %j", (query, expected) => {
    expect(names(query)).toEqual(expect.arrayContaining(expected));
  });
});

describe("meal search: ranking", () => {
  it("puts an exact name before a meal whose name merely contains the word", () => {
    expect(names("حمص").slice(0, 1)).toEqual(["حمص"]);
    expect(names("شاي").slice(0, 2)).toEqual(["شاي", "شاي أخضر"]);
  });

  it("ranks exact name, then a whole word, then a prefix", () => {
    expect(names("تمر").slice(0, 3)).toEqual(["تمر", "تمر هندي", "تمرية"]);
  });

  it("takes a word the database knows as typed, without one-typo neighbours", () => {
    // "كبة" is a meal; "كبسة" is one letter away from it.
    expect(names("كبة")[0]).toBe("كبة");
    expect(names("كبة")).not.toContain("كبسة");
  });

  it("matches an unknown word with one typo", () => {
    expect(names("كبصة")[0]).toBe("كبسة");
    // Two typos are too many.
    expect(names("كبصصة")).not.toContain("كبسة");
  });

  it("ranks a prefix match before a one-typo match", () => {
    // "كبس" is no word of the database: it starts "كبسة" and is one letter away from "كبة".
    const result = names("كبس");
    expect(result[0]).toBe("كبسة");
    expect(result).toContain("كبة");
    expect(result.indexOf("كبة")).toBeGreaterThan(result.indexOf("كبسة"));
  });

  it("ranks a meal matching every word before one matching only some", () => {
    const result = names("شربة عدس");
    expect(result[0]).toBe("شربة عدس");
    expect(result.indexOf("شربة ليبية")).toBeGreaterThan(0);
  });

  it("finds each meal by its own name first, and by each of its aliases", () => {
    for (const meal of fixtureMeals) {
      expect(names(meal.name)[0]).toBe(meal.name);
      for (const alias of meal.aliases ?? []) {
        expect(names(alias)).toContain(meal.name);
      }
    }
  });
});

describe("meal search: limits", () => {
  it("returns at most 20 results", () => {
    const juiceSearch = createMealSearch([...fixtureMeals, ...fixtureJuices]);
    const result = juiceSearch.search("عصير");
    expect(fixtureJuices.length).toBeGreaterThan(MAX_RESULTS);
    expect(MAX_RESULTS).toBe(20);
    expect(result).toHaveLength(20);
    expect(result.every((m) => m.name.startsWith("عصير"))).toBe(true);
  });

  it.each([[""], ["   "], ["،؟!"], ["\u064B\u0640"]])("returns [] for the blank query %j", (q) => {
    expect(search.search(q)).toEqual([]);
  });

  it("returns [] when nothing is close", () => {
    expect(search.search("xyzzyq")).toEqual([]);
  });

  it("returns the meal objects it was given", () => {
    const meals = [{ name: "بازين", aliases: ["bazin"], calories: 1 }];
    expect(createMealSearch(meals).search("bazin")[0]).toBe(meals[0]);
  });

  it("works on an empty list", () => {
    expect(createMealSearch([]).search("كبسة")).toEqual([]);
  });
});

describe("bare-word defaults", () => {
  const meals = [
    { name: "حليب مكثف محلى" },
    { name: "حليب كامل الدسم" },
    { name: "شاهي ليبي", aliases: ["شاهي أحمر"] },
    { name: "شاي بدون سكر" },
  ];
  const search = createMealSearch(meals, {
    defaults: bareWordDefaultMap([
      { words: ["حليب"], meal: "حليب كامل الدسم" },
      { words: ["شاي"], meal: "شاهي ليبي" },
    ]),
  });
  const names = (q: string) => search.search(q).map((m) => m.name);

  it("put the meal a bare word means first, in any spelling the search folds", () => {
    expect(names("حليب")[0]).toBe("حليب كامل الدسم");
    expect(names("الحليب")[0]).toBe("حليب كامل الدسم");
    expect(new Set(names("حليب")).size).toBe(names("حليب").length);
  });

  it("even when the meal's own words do not match the bare word", () => {
    expect(names("شاي")).toEqual(["شاهي ليبي", "شاي بدون سكر"]);
  });

  it("leave longer queries and searches without defaults as they were", () => {
    expect(names("حليب مكثف")[0]).toBe("حليب مكثف محلى");
    expect(createMealSearch(meals).search("شاي")[0]?.name).toBe("شاي بدون سكر");
  });
});
