// «عظم»/«عظمة»: Tunisia's egg («لبلابي بالعظم»، «كسكروت تن وعظمة»), and the bone in Libya and
// the East («لحم بالعظم»، «شوربة عظم»). Read as the egg («بيض»، «بيضة»، «بيضات») in a sentence
// holding a Tunisian word, or said cooked as an egg is («عظمة مسلوقة»، «٢ عظم مقلي»); elsewhere,
// and always right after a meat («علوش بالعظم»), left as typed, a bone that names no food (STYLE.md item 19). The word is respelled before the
// parts are read, so every rule for eggs (their count, their size) reads it; its words in
// content/meals/dialect-cues.ts. Never an alias: a name so short would be found inside «معظمها».

import { boneOrEgg } from "@/content/meals/dialect-cues";
import { meatWords } from "@/content/meals/meat-and-staple-words";
import { stripArticle } from "../normalize-arabic";
import type { Token } from "./tokens";
import { fold } from "./words";

const EGG_BY_BONE = new Map(Object.entries(boneOrEgg.eggWords).map(([b, e]) => [fold(b), fold(e)]));
const TUNISIAN = new Set(boneOrEgg.tunisianWords.map((w) => stripArticle(fold(w))));
const COOKED = new Set(boneOrEgg.cookedWords.map(fold));
const MEATS = new Set(meatWords.map((w) => stripArticle(fold(w))));
/** What may be joined before the word: «و»، «ب»، «ال» and their joins. */
const JOINS = ["", "و", "ب", "ال", "وال", "بال"].map(fold);

type Word = Extract<Token, { kind: "word" }>;

/** «بالعظم» → «بالبيض»: the word with the egg's in place of the bone's, or undefined. */
function asEgg(folded: string): string | undefined {
  for (const join of JOINS) {
    if (!folded.startsWith(join)) continue;
    const egg = EGG_BY_BONE.get(folded.slice(join.length));
    if (egg !== undefined) return join + egg;
  }
  return undefined;
}

/** «واللحم» → «لحم»: a bare word without its joined «و». */
const withoutAnd = (bare: string) =>
  bare.startsWith("و") && bare.length > 2 ? stripArticle(bare.slice(1)) : bare;

/** Whether a word is Tunisian («برشا»، «لبلابي»، «والتن»). */
function isTunisian(word: Word): boolean {
  return TUNISIAN.has(withoutAnd(word.bare));
}

/** The tokens with Tunisia's «عظم» read as the egg where the sentence says it is one. */
export function readBoneAsEgg(tokens: readonly Token[]): Token[] {
  const words = tokens.filter((t): t is Word => t.kind === "word");
  if (!words.some((w) => asEgg(w.folded) !== undefined)) {
    return tokens as Token[];
  }
  const tunisian = words.some(isTunisian);
  return tokens.map((token, k) => {
    if (token.kind !== "word") return token;
    const egg = asEgg(token.folded);
    if (egg === undefined) return token;
    const next = tokens[k + 1];
    const cooked = next?.kind === "word" && COOKED.has(next.folded);
    if (!tunisian && !cooked) return token;
    // «علوش بالعظم»: the meat's bone
    const before = tokens[k - 1];
    if (before?.kind === "word" && MEATS.has(withoutAnd(before.bare))) return token;
    return { ...token, folded: egg, bare: stripArticle(egg) };
  });
}
