// The label of half the typical serving, written as Arabic reads it: «ربع كوب» (not «نصف نصف
// كوب»), «قطعتان ونصف» (not «نصف 5 قطع»), «أونصة ونصف» (not «نصف 3 أونصات»), «3 شرائح»;
// otherwise «نصف» before the label («نصف صحن»). Counted nouns go through the plural helper.

import { calculatorText } from "@/content/calculator";
import { householdNouns, type HouseholdNoun } from "@/content/meals/household-units";
import { countedText, householdCounted } from "@/lib/format/counted";

const words = calculatorText.halfServing;

/** The household noun a label's word is a form of (singular, dual, plural or accusative). */
function nounOf(word: string): { noun: HouseholdNoun; dual: boolean } | undefined {
  for (const noun of householdNouns) {
    const [one, two, few] = noun.forms.map((f) => f.split(" ")[0]);
    if (word === two && two !== one) return { noun, dual: true };
    if (word === one || word === few || word === noun.accusative) return { noun, dual: false };
  }
  return undefined;
}

/** `count` pieces of `noun` with a half added when `count` ends in .5: «قطعتان ونصف». */
function countWithHalf(count: number, noun: HouseholdNoun): string {
  const whole = Math.floor(count);
  const forms = householdCounted(noun);
  if (whole === count) return countedText(String(count), forms);
  if (whole === 0) return `${words.half} ${noun.forms[0]}`;
  return `${countedText(String(whole), forms)} ${words.andHalf}`;
}

export function halfServingLabel(label: string): string {
  const [first = "", ...rest] = label.split(" ");
  const tail = (from: number) => (rest.length > from ? ` ${rest.slice(from).join(" ")}` : "");
  const quarter = words.halfOf[first];
  if (quarter && rest.length > 0) return `${quarter}${tail(0)}`;
  if (/^\d+$/.test(first) && rest[0]) {
    const found = nounOf(rest[0]);
    if (found) {
      // «3 أونصات» names the noun's plural; the rest of the label («مقطعة») follows.
      const plural = found.noun.forms[2].split(" ").length;
      return `${countWithHalf(Number(first) / 2, found.noun)}${tail(plural)}`;
    }
  }
  const dual = nounOf(first);
  if (dual?.dual) return `${dual.noun.forms[0].split(" ")[0]}${tail(0)}`;
  if (rest[0] && words.one.includes(rest[0])) return `${words.half} ${first}${tail(1)}`;
  return `${words.half} ${label}`;
}
