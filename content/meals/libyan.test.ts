// Three Libyan recipes checked against values computed by hand from the rows of
// ../shared/data/nutrients/foods.csv (per 100 g; values copied from the CSV):
//   sr28:14355 Tea, black, brewed:           1 kcal, P 0,     F 0,     C 0.3,   K 37 mg
//   sr28:19335 Sugars, granulated:         387 kcal, P 0,     F 0,     C 99.98, K 2 mg, vit E 0
//   sr28:20481 Wheat flour, unenriched:    364 kcal, P 10.33, F 0.98,  C 76.31, Ca 15, Fe 1.17, vit E 0.06
//   sr28:01003 Butter oil, anhydrous:      876 kcal, P 0.28,  F 99.48, C 0,     Ca 4,  Fe 0,    vit E 2.8
//   sr28:12062 Almonds, blanched:          590 kcal, P 21.4,  F 52.52, C 18.67, vit E 23.75
//   sr28:09087 Dates, deglet noor:         282 kcal, P 2.45,  F 0.39,  C 75.03, Ca 39, Fe 1.02
//   fndds:94000100 Water, tap:               0 kcal, P 0,     F 0,     C 0,     Ca 3,  Fe 0

import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { createMealSearch } from "@/lib/meals/search";
import { libyanDishes } from "./libyan";

function entry(name: string) {
  const found = libyanDishes.find((d) => d.name === name);
  if (!found) throw new Error(`no Libyan dish named ${name}`);
  return found;
}

function meal(name: string) {
  const found = getMealByName(name);
  if (!found) throw new Error(`no meal named ${name}`);
  return found;
}

function amount(list: { name: string; amount: number }[], name: string): number | undefined {
  return list.find((n) => n.name === name)?.amount;
}

describe("hand-checked recipes", () => {
  it("شاهي ليبي: 100 g black tea + 15 g sugar = 115 g", () => {
    expect(entry("شاهي ليبي").recipe).toEqual([
      { usda: "sr28:14355", grams: 100 },
      { usda: "sr28:19335", grams: 15 },
    ]);
    const m = meal("شاهي ليبي");
    // kcal    = (1 × 100 + 387 × 15) / 115      = (100 + 5805) / 115   = 5905 / 115   ≈ 51.3478
    expect(m.calories).toBeCloseTo(51.3478, 4);
    // protein = (0 × 100 + 0 × 15) / 115 = 0;  fat = 0
    expect(m.protein).toBe(0);
    expect(m.fat).toBe(0);
    // carbs   = (0.3 × 100 + 99.98 × 15) / 115  = (30 + 1499.7) / 115  = 1529.7 / 115 ≈ 13.3017
    expect(m.carbohydrates).toBeCloseTo(13.3017, 4);
    // potassium = (37 × 100 + 2 × 15) / 115     = 3730 / 115                          ≈ 32.4348
    expect(amount(m.minerals, "البوتاسيوم")).toBeCloseTo(32.4348, 4);
  });

  it("غريبة: 50 g flour + 22 g ghee + 25 g sugar + 3 g almonds = 100 g", () => {
    expect(entry("غريبة").recipe).toEqual([
      { usda: "sr28:20481", grams: 50 },
      { usda: "sr28:01003", grams: 22 },
      { usda: "sr28:19335", grams: 25 },
      { usda: "sr28:12062", grams: 3 },
    ]);
    const m = meal("غريبة");
    // The weights add up to 100 g, so each value is Σ value × grams / 100:
    // kcal    = 182 + 192.72 + 96.75 + 17.7         (364×.5, 876×.22, 387×.25, 590×.03)   = 489.17
    expect(m.calories).toBeCloseTo(489.17, 6);
    // protein = 5.165 + 0.0616 + 0 + 0.642          (10.33×.5, 0.28×.22, 0, 21.4×.03)      = 5.8686
    expect(m.protein).toBeCloseTo(5.8686, 6);
    // fat     = 0.49 + 21.8856 + 0 + 1.5756         (0.98×.5, 99.48×.22, 0, 52.52×.03)     = 23.9512
    expect(m.fat).toBeCloseTo(23.9512, 6);
    // carbs   = 38.155 + 0 + 24.995 + 0.5601        (76.31×.5, 0, 99.98×.25, 18.67×.03)    = 63.7101
    expect(m.carbohydrates).toBeCloseTo(63.7101, 6);
    // vit E   = 0.03 + 0.616 + 0 + 0.7125           (0.06×.5, 2.8×.22, 0, 23.75×.03)       = 1.3585
    expect(amount(m.vitamins, "فيتامين هـ (E)")).toBeCloseTo(1.3585, 6);
  });

  it("عصيدة: 80 g flour + 220 g water + 40 g dates + 15 g ghee = 355 g", () => {
    expect(entry("عصيدة").recipe).toEqual([
      { usda: "sr28:20481", grams: 80 },
      { usda: "fndds:94000100", grams: 220 },
      { usda: "sr28:09087", grams: 40 },
      { usda: "sr28:01003", grams: 15 },
    ]);
    const m = meal("عصيدة");
    // kcal    = (364×80 + 0×220 + 282×40 + 876×15) / 355 = (29120 + 11280 + 13140) / 355 = 53540 / 355 ≈ 150.8169
    expect(m.calories).toBeCloseTo(150.8169, 4);
    // protein = (10.33×80 + 2.45×40 + 0.28×15) / 355     = (826.4 + 98 + 4.2) / 355       = 928.6 / 355 ≈ 2.6158
    expect(m.protein).toBeCloseTo(2.6158, 4);
    // fat     = (0.98×80 + 0.39×40 + 99.48×15) / 355     = (78.4 + 15.6 + 1492.2) / 355   = 1586.2 / 355 ≈ 4.4682
    expect(m.fat).toBeCloseTo(4.4682, 4);
    // carbs   = (76.31×80 + 75.03×40) / 355              = (6104.8 + 3001.2) / 355        = 9106 / 355 ≈ 25.6507
    expect(m.carbohydrates).toBeCloseTo(25.6507, 4);
    // calcium = (15×80 + 3×220 + 39×40 + 4×15) / 355     = (1200 + 660 + 1560 + 60) / 355 = 3480 / 355 ≈ 9.8028
    expect(amount(m.minerals, "الكالسيوم")).toBeCloseTo(9.8028, 4);
    // iron    = (1.17×80 + 0×220 + 1.02×40 + 0×15) / 355 = (93.6 + 40.8) / 355            = 134.4 / 355 ≈ 0.3786
    expect(amount(m.minerals, "الحديد")).toBeCloseTo(0.3786, 4);
  });
});

describe("the Libyan staples added for searches that found nothing close", () => {
  // What a visitor types → the entry it must find first, through the site's own search.
  const search = createMealSearch(getMealCatalog());
  it.each([
    ["دولمة", "دولمة"],
    ["دولمه", "دولمة"],
    ["dulma", "دولمة"],
    ["قلاية", "قلاية لحم"],
    ["قلاية لحم", "قلاية لحم"],
    ["gallaya", "قلاية لحم"],
    ["قلاية كبدة", "قلاية كبدة"],
    ["كبدة مقلية", "قلاية كبدة"],
    ["قديد", "قديد"],
    ["القديد", "قديد"],
    ["qadid", "قديد"],
    ["كرشة", "كرشة"],
    ["الكرشه", "كرشة"],
    ["karsha", "كرشة"],
    ["رب التمر", "رب التمر"],
    ["دبس التمر", "رب التمر"],
    ["date syrup", "رب التمر"],
    ["خبز تنور", "خبز تنور"],
    ["خبز التنور", "خبز تنور"],
    ["tannour", "خبز تنور"],
    ["رب وزيت", "رب وزيت"],
    ["فطور رب وزيت", "رب وزيت"],
    ["شربة فريك", "شربة فريك"],
    ["sharba frik", "شربة فريك"],
  ])("%s → %s", (query, name) => {
    expect(search.search(query)[0]?.name).toBe(name);
  });

  it("are recipes of USDA rows with a basis and the serving they describe", () => {
    const added = [
      "دولمة",
      "قلاية لحم",
      "قلاية كبدة",
      "قديد",
      "كرشة",
      "رب التمر",
      "خبز تنور",
      "رب وزيت",
      "شربة فريك",
    ];
    for (const name of added) {
      const dish = entry(name);
      const total = dish.recipe.reduce((sum, { grams }) => sum + grams, 0);
      expect(meal(name).source.kind).toBe("recipe");
      expect(meal(name).source.note).toBe(dish.basis);
      expect(meal(name).servings).toEqual([
        expect.objectContaining({ label: dish.serving.label, grams: total, kind: "recipe" }),
      ]);
    }
    // The stated weights: a tablespoon of honey and a large pita in SR28.
    expect(meal("رب التمر").servings?.[0]?.grams).toBe(21);
    expect(meal("خبز تنور").servings?.[0]?.grams).toBe(60);
  });
});
