// «سمك مشوي قطعة ١٥٠ غرام»، «كاس ٢٥٠ مل»: a weight or volume said right after a unit with no
// number of its own measures that unit: the piece weighed 150 g, the glass held 250 ml. The
// number and its measure stay in the unit's amount (groups.ts's groupsOf), which is then read
// as the measure (amount-group.ts's readAmount takes the first number and the last unit),
// instead of the unit and the weight each being left as an amount with no food.

import type { HouseholdUnit } from "@/content/meals/household-units";
import type { AmountPart, Part } from "./parts";

const MEASURES: ReadonlySet<HouseholdUnit> = new Set(["gram", "kilo", "ml", "litre"]);

const isMeasure = (part: Part | undefined) => part?.kind === "unit" && MEASURES.has(part.unit);
/**
 * One household unit said alone («قطعة»، «صحن»), with no number and no measure of its own; a
 * dual or plural («قطعتين (٦٠ غرام)») counts its units, and the weight after it is their total.
 */
const isLoneUnit = (part: AmountPart | undefined) =>
  part?.kind === "unit" && part.number === 1 && !MEASURES.has(part.unit);

/**
 * Whether `part` continues the amount `last` as the measure of its unit: the number of a
 * weight after a lone unit («قطعة ١٥٠»), or that weight's unit after them («قطعة ١٥٠ غرام»).
 */
export function measuresUnit(
  last: readonly AmountPart[],
  part: AmountPart,
  next: Part | undefined,
): boolean {
  if (last.length === 1 && isLoneUnit(last[0]))
    return part.kind === "number" && part.size === undefined && isMeasure(next);
  return last.length === 2 && isLoneUnit(last[0]) && last[1]?.kind === "number" && isMeasure(part);
}
