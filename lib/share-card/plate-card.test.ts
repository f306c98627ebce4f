import { getMealByName } from "@/lib/meals/catalog";
import { mealPages } from "@/lib/meals/pages";
import { PLATE_QUERY_LIMIT, plateCard, plateCardData } from "./plate-card";

const query = (...entries: string[]) => {
  const params = new URLSearchParams();
  for (const entry of entries) params.append("p", entry);
  return `?${params}`;
};

describe("plateCardData", () => {
  it("reads a plate link's meals and totals them from the embedded database", () => {
    const plate = plateCardData(query("250:بازين", "240:شاهي بدون سكر"))!;
    expect(plate.items.map(({ meal, grams }) => [meal.name, grams])).toEqual([
      ["بازين", 250],
      ["شاهي بدون سكر", 240],
    ]);
    const bazeen = getMealByName("بازين")!;
    const tea = getMealByName("شاهي بدون سكر")!;
    expect(plate.totals.grams).toBe(490);
    expect(plate.totals.calories).toBeCloseTo(
      (bazeen.calories * 250) / 100 + (tea.calories * 240) / 100,
      6,
    );
  });

  it("keeps only the meals it knows, and writes the plate back in one spelling", () => {
    const plate = plateCardData(query("100:وجبة لا وجود لها", "abc", "250:بازين"))!;
    expect(plate.items.map(({ meal }) => meal.name)).toEqual(["بازين"]);
    expect(new URLSearchParams(plate.query).getAll("p")).toEqual(["250:بازين"]);
  });

  it("gives no plate for a link that names none, a damaged one or an oversized one", () => {
    expect(plateCardData("")).toBeNull();
    expect(plateCardData("?meal=x")).toBeNull();
    expect(plateCardData(query("abc", "0:بازين", "5000:بازين"))).toBeNull();
    expect(plateCardData(query("100:وجبة لا وجود لها"))).toBeNull();
    expect(plateCardData("?p=%E0%A4%A")).toBeNull();
    const long = query(...Array.from({ length: 400 }, (_, i) => `100:بازين${i}`));
    expect(long.length).toBeGreaterThan(PLATE_QUERY_LIMIT);
    expect(plateCardData(long)).toBeNull();
  });

  it("takes at most the plate's 20 meals however many the link lists", () => {
    const names = mealPages.slice(0, 25).map((p) => p.mealName);
    const plate = plateCardData(query(...names.map((n) => `100:${n}`)))!;
    expect(plate.items.map(({ meal }) => meal.name)).toEqual(names.slice(0, 20));
  });
});

describe("plateCard", () => {
  it("points at the plate's own card with an Arabic alt naming its meals", () => {
    const card = plateCard(plateCardData(query("250:بازين", "118:موز")));
    expect(card.path).toBe(
      `/cards/plate?${new URLSearchParams([
        ["p", "250:بازين"],
        ["p", "118:موز"],
      ])}`,
    );
    expect(card.alt).toContain("بازين، موز");
  });

  it("falls back to the calculator's card when the link names no plate", () => {
    expect(plateCard(null).path).toBe("/cards/page/calculator");
  });
});
