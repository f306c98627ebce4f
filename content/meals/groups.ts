// The six groups the meal pages are filed under, with their Arabic labels: the five Arab
// cuisines, and everyday foods (breads, grains, fruit, dairy, meat… of the database).

export type MealGroupId = "libyan" | "levant" | "egypt" | "gulf" | "maghreb" | "everyday";

export interface MealGroup {
  id: MealGroupId;
  /** Arabic label, e.g. "أكلات ليبية". */
  label: string;
  /** schema.org `recipeCuisine` of the group's recipes. */
  cuisine: string;
}

/** In the order the site lists them. */
export const mealGroups: readonly MealGroup[] = [
  { id: "libyan", label: "أكلات ليبية", cuisine: "ليبي" },
  { id: "levant", label: "أكلات شامية", cuisine: "شامي" },
  { id: "egypt", label: "أكلات مصرية", cuisine: "مصري" },
  { id: "gulf", label: "أكلات خليجية", cuisine: "خليجي" },
  { id: "maghreb", label: "أكلات مغاربية", cuisine: "مغاربي" },
  { id: "everyday", label: "أطعمة يومية", cuisine: "عربي" },
];
