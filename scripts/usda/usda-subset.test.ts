import type { MealEntry } from "@/content/meals/types";
import { NUTRIENT_COLUMNS } from "@/lib/meals/catalog/nutrient-columns";
import { buildUsdaSubset, usedUsdaIds } from "./usda-subset";

const HEADER = [
  "dataset",
  "source_id",
  "description",
  "other_names",
  "food_group_code",
  "food_group",
  ...NUTRIENT_COLUMNS,
];

// A CSV line with the given leading fields and nutrient cells (26 of them).
function line(fields: string[], nutrients: string[]): string {
  return [...fields, ...nutrients].join(",");
}

const full = NUTRIENT_COLUMNS.map((_, i) => String(i + 0.5));
const withGaps = NUTRIENT_COLUMNS.map((c) =>
  c === "vitamin_d_ug" ? "" : c === "iron_mg" ? "0" : "1",
);

const CSV = [
  HEADER.join(","),
  line(["usda_sr28", "01001", '"Butter, salted"', "", "0100", "Dairy and Egg Products"], full),
  line(["usda_sr28", "09087", '"Dates, deglet noor"', "", "0900", "Fruits"], withGaps),
  line(["usda_fndds_2021_2023", "94000100", '"Water, tap"', "", "7702", "Tap water"], full),
  line(["usda_sr28", "20481", "Unused flour", "", "2000", "Cereal Grains"], full),
].join("\n");

const entries: MealEntry[] = [
  { name: "ماء", aliases: ["water"], category: "drinks", usda: "fndds:94000100" },
  {
    name: "تمر بالزبدة",
    aliases: ["tamr"],
    category: "sweets",
    basis: "اختبار",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:09087", grams: 50 },
      { usda: "sr28:01001", grams: 10 },
    ],
  },
];

describe("buildUsdaSubset", () => {
  it("keeps only the used rows, sorted by dataset and id, ids as text with leading zeros", () => {
    const rows = buildUsdaSubset(CSV, entries);
    expect(rows.map((r) => `${r.dataset}:${r.source_id}`)).toEqual([
      "usda_fndds_2021_2023:94000100",
      "usda_sr28:01001",
      "usda_sr28:09087",
    ]);
    expect(rows[1]).toMatchObject({
      source_id: "01001",
      description: "Butter, salted",
      food_group: "Dairy and Egg Products",
      energy_kcal: 0.5,
      vitamin_b12_ug: 25.5,
    });
  });

  it("writes an empty cell as null and keeps a source zero as 0", () => {
    const dates = buildUsdaSubset(CSV, entries).find((r) => r.source_id === "09087");
    expect(dates?.vitamin_d_ug).toBeNull();
    expect(dates?.iron_mg).toBe(0);
    expect(Object.keys(dates ?? {})).toHaveLength(4 + 26);
  });

  it("fails loudly, naming every missing id", () => {
    const bad: MealEntry[] = [
      ...entries,
      { name: "أ", aliases: ["a"], category: "meat", usda: "sr28:99999" },
      { name: "ب", aliases: ["b"], category: "meat", usda: "fndds:12345678" },
    ];
    expect(() => buildUsdaSubset(CSV, bad)).toThrow(/fndds:12345678\n\s+sr28:99999/);
  });

  it("fails on a CSV without a needed column or with a non-numeric cell", () => {
    expect(() => buildUsdaSubset("dataset,source_id\nusda_sr28,01001\n", entries)).toThrow(
      /no column "description"/,
    );
    const broken = CSV.replace("Unused flour", "x").replace(
      line(["usda_sr28", "09087", '"Dates, deglet noor"', "", "0900", "Fruits"], withGaps),
      line(["usda_sr28", "09087", "Dates", "", "0900", "Fruits"], ["abc", ...withGaps.slice(1)]),
    );
    expect(() => buildUsdaSubset(broken, entries)).toThrow(/09087 energy_kcal is not a number/);
  });
});

describe("usedUsdaIds", () => {
  it("collects single rows and recipe ingredients once each", () => {
    expect([...usedUsdaIds(entries)].sort()).toEqual([
      "fndds:94000100",
      "sr28:01001",
      "sr28:09087",
    ]);
  });
});
