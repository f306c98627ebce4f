import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "@/scripts/usda/parse-csv";
import { MINERALS, VITAMINS } from "./nutrients";

// The minerals and vitamins against the data team's column list, which their names and units
// are copied from: ../shared beside the project (skipped when it is absent).
const COLUMNS_CSV = path.resolve(__dirname, "../../shared/data/nutrients/columns.csv");
const describeWithShared = existsSync(COLUMNS_CSV) ? describe : describe.skip;

describe("the nutrient table", () => {
  it("lists 9 minerals and 11 vitamins, each column once, with a positive Daily Value", () => {
    expect(MINERALS).toHaveLength(9);
    expect(VITAMINS).toHaveLength(11);
    const rows = [...MINERALS, ...VITAMINS];
    expect(new Set(rows.map((row) => row.column)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    for (const row of rows) expect(row.dailyValue).toBeGreaterThan(0);
  });
});

describeWithShared(
  "the nutrient table against columns.csv (skipped when ../shared is absent)",
  () => {
    // Read in beforeAll: describe.skip still runs its body, and the file may be absent.
    let columns = new Map<string, Record<string, string>>();
    beforeAll(() => {
      const { records } = parseCsv(readFileSync(COLUMNS_CSV, "utf8"));
      columns = new Map(records.map((record) => [record.column ?? "", record]));
    });

    it.each([
      ["mineral", MINERALS],
      ["vitamin", VITAMINS],
    ] as const)("every %s has the column's Arabic name, unit and kind", (kind, rows) => {
      for (const { column, name, unit } of rows) {
        expect({ column, name, unit, kind }).toEqual({
          column,
          name: columns.get(column)?.name_ar,
          unit: columns.get(column)?.unit_ar,
          kind: columns.get(column)?.kind,
        });
      }
    });

    it("has every mineral and vitamin column of the file", () => {
      const inFile = [...columns.values()]
        .filter((record) => record.kind === "mineral" || record.kind === "vitamin")
        .map((record) => record.column);
      expect([...MINERALS, ...VITAMINS].map((row) => row.column)).toEqual(inFile);
    });
  },
);
