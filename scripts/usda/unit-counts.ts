// `npm run data:units`: how many meals of the embedded database can be weighed in which
// household unit (a meal counts once per unit it has), and how many have none a person
// would name (only «أونصة» or «حصة», or no serving at all). The units are read from the
// servings' Arabic labels the way the meal-text parser reads them
// (lib/meals/meal-text/serving-unit.ts).

import type { HouseholdUnit } from "@/content/meals/household-units";
import { getMealCatalog } from "@/lib/meals/catalog";
import { servingUnitOf } from "@/lib/meals/meal-text/parse-meal-text";
import type { CatalogMeal } from "@/lib/meals/types";

const NOT_HOUSEHOLD: ReadonlySet<HouseholdUnit | null> = new Set(["portion", "ounce", null]);

/** The rows of the table: a unit and the meals that have a serving in it. */
export function unitCounts(meals: readonly CatalogMeal[]): [string, number][] {
  const byUnit = new Map<string, number>();
  const typical = new Map<string, number>();
  let none = 0;
  let ounceOnly = 0;
  let portionOnly = 0;
  let household = 0;
  for (const meal of meals) {
    const units = (meal.servings ?? []).map((s) => servingUnitOf(s.label).unit);
    if (units.length === 0) none += 1;
    for (const unit of new Set(units)) byUnit.set(`${unit}`, (byUnit.get(`${unit}`) ?? 0) + 1);
    if (units.length > 0) {
      const first = `${units[0]}`;
      typical.set(first, (typical.get(first) ?? 0) + 1);
    }
    const householdUnits = units.filter((u) => !NOT_HOUSEHOLD.has(u));
    if (householdUnits.length > 0) household += 1;
    else if (units.includes("ounce")) ounceOnly += 1;
    else if (units.length > 0) portionOnly += 1;
  }
  const sorted = (map: Map<string, number>, prefix: string) =>
    [...map]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([unit, n]) => [`${prefix}${unit}`, n] as [string, number]);
  return [
    ["meals", meals.length],
    ["with a household unit", household],
    ["ounce only", ounceOnly],
    ["«حصة» only", portionOnly],
    ["no serving", none],
    ...sorted(byUnit, "has "),
    ...sorted(typical, "typical "),
  ];
}

function main() {
  const rows = unitCounts(getMealCatalog());
  console.log("| meals | count |\n| --- | ---: |");
  for (const [label, n] of rows) console.log(`| ${label} | ${n} |`);
}

main();
