// One page per entry of the embedded meal database, at /calculator/<slug>. The slug is the
// entry's first Latin alias (its transliteration, e.g. "bazin"), lower-cased, with every run of
// other characters turned into "-". The slugs are pinned by a snapshot
// (./meal-page-list.test.ts): renaming a page is a deliberate act, never a side effect of
// reordering or editing aliases elsewhere.
import { mealEntries } from "@/content/meals";
import { mealGroups, type MealGroupId } from "@/content/meals/groups";
import type { MealCategory, MealEntry } from "@/content/meals/types";
import type { SitePage } from "@/content/site-pages";

export const MEAL_PAGES_BASE = "/calculator";

export interface MealPageRef extends SitePage {
  kind: "meal";
  slug: string;
  /** The meal's Arabic name (the catalog's key). */
  mealName: string;
  group: MealGroupId;
  sample: boolean;
}

const CUISINES: ReadonlySet<MealCategory> = new Set([
  "libyan",
  "levant",
  "egypt",
  "gulf",
  "maghreb",
]);

/** The group of a database category: its cuisine, or everyday foods. */
function groupOf(category: MealCategory): MealGroupId {
  return CUISINES.has(category) ? (category as MealGroupId) : "everyday";
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function latinAliases(entry: MealEntry): string[] {
  return entry.aliases
    .filter((alias) => /[a-z]/i.test(alias))
    .map(slugify)
    .filter(Boolean);
}

/** Every entry's slug: its first Latin alias not already taken (then "-2", "-3"…). */
export function slugsFor(entries: readonly MealEntry[]): Map<string, string> {
  const taken = new Set<string>();
  const slugs = new Map<string, string>();
  for (const entry of entries) {
    const candidates = latinAliases(entry);
    if (candidates.length === 0) {
      throw new Error(`Meal "${entry.name}" has no Latin alias to build its page's slug from`);
    }
    let slug = candidates.find((c) => !taken.has(c));
    for (let n = 2; !slug; n++)
      if (!taken.has(`${candidates[0]}-${n}`)) slug = `${candidates[0]}-${n}`;
    taken.add(slug);
    slugs.set(entry.name, slug);
  }
  return slugs;
}

function buildMealPages(entries: readonly MealEntry[]): MealPageRef[] {
  const slugs = slugsFor(entries);
  // The heavy checks take, per group, its first recipe and its first single food.
  const sampled = new Set<string>();
  for (const { id } of mealGroups) {
    const inGroup = entries.filter((e) => groupOf(e.category) === id);
    const recipe = inGroup.find((e) => "recipe" in e);
    const single = inGroup.find((e) => "usda" in e);
    for (const e of [recipe, single]) if (e) sampled.add(e.name);
  }
  return entries.map((entry) => {
    const slug = slugs.get(entry.name)!;
    return {
      path: `${MEAL_PAGES_BASE}/${slug}`,
      name: `meal: ${slug}`,
      kind: "meal",
      slug,
      mealName: entry.name,
      group: groupOf(entry.category),
      sample: sampled.has(entry.name),
    };
  });
}

/** The meal pages, in the database's order. */
export const mealPages: readonly MealPageRef[] = buildMealPages(mealEntries);

const bySlug = new Map(mealPages.map((page) => [page.slug, page]));
const byName = new Map(mealPages.map((page) => [page.mealName, page]));

export function mealPageBySlug(slug: string): MealPageRef | undefined {
  return bySlug.get(slug);
}

/** The page of the meal named exactly `name`, if the database has one. */
export function mealPageByName(name: string): MealPageRef | undefined {
  return byName.get(name);
}

/** The meal pages by group, in the groups' order, for the calculator's "browse" section. */
export function mealPagesByGroup() {
  return mealGroups.map((group) => ({
    group,
    meals: mealPages
      .filter((page) => page.group === group.id)
      .map((page) => ({ name: page.mealName, path: page.path })),
  }));
}
