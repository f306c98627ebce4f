// Reads the SR28 household weights (GmWt_1/GmWt_Desc1, GmWt_2/GmWt_Desc2: fields 49-52 of
// the 53 of ABBREV.txt, Table 16 of the SR28 documentation) of the rows the meal database
// serves by household measure, for content/meals/usda-household-weights.json. Pure, so that
// it can be tested with a few lines of ABBREV text.

import type { MealEntry, Sr28Id } from "@/content/meals/types";
import type { HouseholdWeights } from "@/lib/meals/catalog/household-weight";

const FIELD_COUNT = 53;
// 0-based positions in an ABBREV record.
const NDB_NO = 0;
const GM_WT = [
  { grams: 48, description: 49 },
  { grams: 50, description: 51 },
] as const;

/** The SR28 rows whose household weights the meal database uses. */
export function householdIds(entries: readonly MealEntry[]): Set<Sr28Id> {
  const ids = new Set<Sr28Id>();
  for (const entry of entries) {
    if (!("usda" in entry)) continue;
    if (entry.householdFrom) ids.add(entry.householdFrom);
    else if (entry.usda.startsWith("sr28:")) ids.add(entry.usda as Sr28Id);
  }
  return ids;
}

/** `~text~` → `text`; ABBREV puts tildes around text fields. */
function unquote(field: string): string {
  return field.replace(/^~/, "").replace(/~$/, "");
}

/**
 * The household weights of `ids` from ABBREV.txt's text (decoded as ISO-8859-1), sorted by
 * id, each with its description from `describe` (foods.csv's); a row with no weight gets an empty list. Throws, listing them, on ids absent from the
 * file, and on a malformed record or weight.
 */
export function readHouseholdWeights(
  abbrevText: string,
  ids: Iterable<Sr28Id>,
  describe: (id: Sr28Id) => string,
): HouseholdWeights[] {
  const records = new Map<string, string[]>();
  for (const line of abbrevText.split(/\r?\n/)) {
    if (line === "") continue;
    const fields = line.split("^");
    if (fields.length !== FIELD_COUNT) {
      throw new Error(`ABBREV record has ${fields.length} fields, want ${FIELD_COUNT}: ${line}`);
    }
    records.set(unquote(fields[NDB_NO] ?? ""), fields);
  }
  const missing: string[] = [];
  const list: HouseholdWeights[] = [];
  for (const id of ids) {
    const fields = records.get(id.slice("sr28:".length));
    if (!fields) {
      missing.push(id);
      continue;
    }
    const weights = [];
    for (const position of GM_WT) {
      const gramsText = fields[position.grams] ?? "";
      const description = unquote(fields[position.description] ?? "");
      if (gramsText === "" && description === "") continue;
      const grams = Number(gramsText);
      if (!(grams > 0) || description === "") {
        throw new Error(`${id}: malformed household weight "${gramsText}" "${description}"`);
      }
      weights.push({ grams, description });
    }
    list.push({ id, food: describe(id), weights });
  }
  if (missing.length > 0) {
    throw new Error(`SR28 ids not found in ABBREV.txt:\n  ${missing.sort().join("\n  ")}`);
  }
  return list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
