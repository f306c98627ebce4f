// The rule of sweets soaked in syrup (sweet-syrup.ts), over every meal of the database.
import { mealEntries } from "./index";
import {
  syrupExceptions,
  syrupLineCount,
  mixedSugarShare,
  syrupRecipe,
  syrupSugarShare,
  sugarBeforeSoaking,
  syrupSweets,
  syrupUptake,
  withSyrup,
  type SyrupKind,
} from "./sweet-syrup";
import { convertedFromSurveyRows } from "./survey-rows";
import type { RecipeEntry } from "./types";

const HONEY = "sr28:19296";
const SUGAR = "sr28:19335";
const WATER = "fndds:94000100";

/** The test's own finder: a meal whose basis says it is soaked or served in syrup or honey, or
 * whose recipe (or USDA row's name) holds honey or syrup. قطر alone also means a diameter
 * («بقطر 40 سم»), so the syrup's words are matched, not the bare word. */
function saysSyrup(entry: (typeof mealEntries)[number]): boolean {
  const basis = "basis" in entry ? entry.basis : "";
  if (/قطر السكر|بالقطر|بقطر السكر|مغموس|تُغمس|مسقية|عسل/.test(basis)) return true;
  if ("recipe" in entry) return entry.recipe.some((line) => line.usda === HONEY);
  return /بقلاوة|بسبوسة|كنافة|قطايف/.test(entry.name);
}

function recipeOf(name: string): RecipeEntry {
  const entry = mealEntries.find((e) => e.name === name);
  if (!entry || !("recipe" in entry)) throw new Error(`${name} is no recipe of the database`);
  return entry as RecipeEntry;
}

describe("sweets soaked in syrup", () => {
  it("reads the syrup's make-up off the published recipe, in USDA's cup weights", () => {
    const sugar = syrupRecipe.sugarCups * syrupRecipe.sugarCupGrams;
    const water = syrupRecipe.waterCups * syrupRecipe.waterCupGrams;
    expect(mixedSugarShare).toBeCloseTo(sugar / (sugar + water), 10);
    expect(mixedSugarShare).toBeCloseTo(0.58, 2);
    // Boiled: between the mix and the thread stage, their middle.
    expect(syrupSugarShare).toBeCloseTo((mixedSugarShare + 0.8) / 2, 10);
    expect(syrupSugarShare).toBeGreaterThan(mixedSugarShare);
    expect(syrupSugarShare).toBeLessThan(syrupRecipe.threadStageSugarShare);
    expect(syrupRecipe.source).toMatch(/Khayat/);
    expect(syrupUptake.source).toMatch(/^our estimate: .+because/);
  });

  it("writes the syrup a sweet takes up from its unsoaked weight", () => {
    const unsoaked: RecipeEntry["recipe"] = [
      { usda: "sr28:20081", grams: 60 },
      { usda: "sr28:04506", grams: 40 },
    ];
    const sugared = withSyrup(unsoaked, "sugar syrup");
    expect(sugared.slice(0, 2)).toEqual(unsoaked);
    const [sugar, water] = sugared.slice(2);
    expect(sugar!.usda).toBe(SUGAR);
    expect(water!.usda).toBe(WATER);
    expect(sugar!.grams + water!.grams).toBe(Math.round(100 * syrupUptake.syrupPerUnsoaked));
    expect(sugar!.grams).toBe(Math.round((sugar!.grams + water!.grams) * syrupSugarShare));
    const honeyed = withSyrup(unsoaked, "honey");
    expect(honeyed.slice(2)).toEqual([
      { usda: HONEY, grams: Math.round(100 * syrupUptake.syrupPerUnsoaked) },
    ]);
  });

  it("builds every soaked sweet by the rule: its last lines are the syrup of the rest", () => {
    for (const [name, kind] of Object.entries(syrupSweets) as [string, SyrupKind][]) {
      const { recipe } = recipeOf(name);
      const unsoaked = recipe.slice(0, -syrupLineCount(kind));
      expect([name, recipe]).toEqual([name, withSyrup(unsoaked, kind)]);
      // No syrup written by hand besides: no other honey line, no other sugar line.
      // A published recipe's own sugar (in a filling or a batter) is its line, not syrup.
      const syrupRow = kind === "honey" ? HONEY : SUGAR;
      const own = unsoaked.filter((l) => l.usda === syrupRow);
      if (name in sugarBeforeSoaking) {
        expect([name, own.length, convertedFromSurveyRows[name]?.then]).toEqual([
          name,
          1,
          "sugar syrup",
        ]);
      } else expect([name, own]).toEqual([name, []]);
    }
  });

  it("finds every meal of the kind: each is built by the rule or listed with its reason", () => {
    const found = mealEntries.filter(saysSyrup).map((e) => e.name);
    const accounted = new Set([...Object.keys(syrupSweets), ...Object.keys(syrupExceptions)]);
    expect(found.filter((name) => !accounted.has(name))).toEqual([]);
    // and the lists name real meals the finder sees
    for (const name of accounted) expect([name, found.includes(name)]).toEqual([name, true]);
    for (const reason of Object.values(syrupExceptions)) expect(reason.length).toBeGreaterThan(20);
    for (const name of Object.keys(sugarBeforeSoaking))
      expect([name, name in syrupSweets]).toEqual([name, true]);
  });
});
