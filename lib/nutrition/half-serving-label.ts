// The label of half the typical serving, written as Arabic reads it: «ربع كوب» (not «نصف نصف
// كوب»), «قطعتان ونصف» (not «نصف 5 قطع»), «أونصة ونصف» (not «نصف 3 أونصات»), «3 شرائح»;
// «ملعقة كبيرة (15 مل)» (not «نصف أونصة سائلة (30 مل)»); otherwise «نصف» before the label
// («نصف صحن»), a volume in parentheses halved with it. Counted nouns go through the plural
// helper.

import { calculatorText } from "@/content/calculator";
import { householdNouns, type HouseholdNoun } from "@/content/meals/household-units";
import { countedText, householdCounted } from "@/lib/format/counted";
import { exactNumber } from "@/lib/format/number";

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

/** «(240 مل)» → «(120 مل)»: the volume a label states, halved with it. */
function halveVolume(label: string): string {
  return label.replace(
    /\((\d+(?:\.\d+)?) مل\)/,
    (_, ml: string) => `(${exactNumber(Number(ml) / 2)} مل)`,
  );
}

export function halfServingLabel(servingLabel: string): string {
  const label = halveVolume(servingLabel);
  for (const [whole, half] of Object.entries(words.named)) {
    if (label.startsWith(whole)) return `${half}${label.slice(whole.length)}`;
  }
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
  // «حصة (85 غ)»: a portion stated in grams is half a portion (the grams follow in the option).
  if (/^\S+ \(\d+(?:\.\d+)? غ\)$/.test(label)) return `${words.half} ${first}`;
  // «حصة (نصف كوب)»: a portion said in household units is halved in them.
  const portion = /^حصة \((.+)\)$/.exec(label);
  if (portion) return halfServingLabel(portion[1]!);
  // «ملعقتان كبيرتان» → «ملعقة كبيرة»; «كوبان» → «كوب».
  const dual = householdNouns.find(
    (n) => n.forms[1] !== n.forms[0] && label.startsWith(n.forms[1]),
  );
  if (dual) return `${dual.forms[0]}${label.slice(dual.forms[1].length)}`;
  if (rest[0] && words.one.includes(rest[0])) return `${words.half} ${first}${tail(1)}`;
  return `${words.half} ${label}`;
}
