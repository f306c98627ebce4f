// The rule the agreement test reads Arabic text with: after a number, a counted noun of the
// site (content/counted-nouns.ts, the household units) must be the form its plural category
// takes. A word that is no counted noun is not judged.
import { countedNouns, type CountedNoun } from "@/content/counted-nouns";
import { householdNouns } from "@/content/meals/household-units";
import {
  householdCounted,
  pluralCategoryOf,
  type ArabicPluralCategory,
} from "@/lib/format/counted";

const CATEGORIES: ArabicPluralCategory[] = ["one", "two", "few", "many", "other"];

/** Every noun form (its first word) and the categories it may follow a digit in. */
function formTable(): Map<string, Set<ArabicPluralCategory>> {
  const table = new Map<string, Set<ArabicPluralCategory>>();
  const nouns: CountedNoun[] = [
    ...Object.values(countedNouns),
    ...householdNouns.map(householdCounted),
  ];
  for (const noun of nouns) {
    for (const category of CATEGORIES) {
      const form = noun[category];
      // An abbreviation keeps its digit («1 ملغ»): its word follows any number.
      const digitKept = /^\d/.test(form);
      const word = form.split(" ")[digitKept ? 1 : 0]!;
      // «غرام واحد»: a form written without its digit never follows one.
      if (!digitKept && (category === "one" || category === "two")) {
        if (!table.has(word)) table.set(word, new Set());
        continue;
      }
      const set = table.get(word) ?? new Set<ArabicPluralCategory>();
      set.add(category);
      table.set(word, set);
    }
  }
  return table;
}

const table = formTable();
const NUMBER_NOUN =
  /(?<![\d.,])(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)[ \u00a0]+([\u0621-\u064A\u064B-\u0652]+)/g;

/** «3 سعرة (expected few)» for each number-noun pair of `text` that breaks the rule. */
export function findAgreementErrors(text: string): string[] {
  const errors: string[] = [];
  for (const match of text.matchAll(NUMBER_NOUN)) {
    const [, shown, word] = match;
    const allowed = table.get(word!);
    if (!allowed) continue;
    const category = pluralCategoryOf(shown!);
    if (!allowed.has(category)) errors.push(`«${shown} ${word}» (${category})`);
  }
  return errors;
}
