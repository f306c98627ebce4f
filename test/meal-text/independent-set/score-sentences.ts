// How the parser reads the independent set, as a visitor judges it: item recall and precision
// (the meal meant, whatever the grams), amounts (grams inside the accepted range, over the
// items found right), and sentences fully right (every food the database has found with its
// amount in range, nothing invented). A food the database lacks is meant to give no line.
import type { IndependentSentence } from "./index";

export interface FoundLine {
  meal: string;
  grams: number | null;
}

export interface SentenceScore {
  sentences: number;
  meant: number;
  found: number;
  right: number;
  amountsRight: number;
  fullyRight: number;
  recall: number;
  precision: number;
  amounts: number;
  fullyRightShare: number;
  /** Sentences not fully right, for reading. */
  misses: string[];
}

export function scoreSentences(
  sentences: readonly IndependentSentence[],
  parse: (text: string) => FoundLine[],
): SentenceScore {
  let meant = 0;
  let found = 0;
  let right = 0;
  let amountsRight = 0;
  let fullyRight = 0;
  const misses: string[] = [];
  for (const sentence of sentences) {
    const lines = parse(sentence.text);
    const open = sentence.items.filter((i) => i.meal !== null);
    const wanted = open.length;
    let sentenceRight = 0;
    let sentenceAmounts = 0;
    for (const line of lines) {
      const at = open.findIndex((i) => i.meal === line.meal);
      if (at < 0) continue;
      const [item] = open.splice(at, 1);
      sentenceRight += 1;
      const [min, max] = item!.grams;
      if (line.grams !== null && line.grams >= min && line.grams <= max) sentenceAmounts += 1;
    }
    meant += wanted;
    found += lines.length;
    right += sentenceRight;
    amountsRight += sentenceAmounts;
    const full = sentenceRight === wanted && lines.length === wanted && sentenceAmounts === wanted;
    if (full) fullyRight += 1;
    else {
      const show = lines.map((l) => `${l.meal} ${l.grams === null ? "?" : Math.round(l.grams)}`);
      const want = sentence.items
        .filter((i) => i.meal !== null)
        .map((i) => `${i.meal} ${i.grams[0]}–${i.grams[1]}`);
      misses.push(`«${sentence.text}»: ${show.join(" + ")} (meant ${want.join(" + ")})`);
    }
  }
  return {
    sentences: sentences.length,
    meant,
    found,
    right,
    amountsRight,
    fullyRight,
    recall: meant ? right / meant : 1,
    precision: found ? right / found : 1,
    amounts: right ? amountsRight / right : 1,
    fullyRightShare: sentences.length ? fullyRight / sentences.length : 1,
    misses,
  };
}
