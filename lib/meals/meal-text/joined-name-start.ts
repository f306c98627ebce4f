// «دهنته بزيت الزيتون»، «كليت بزيت زيتون»: «ب» joined to the first word of a name of two words
// or more, the name said whole after it. «بزيت» is a word of a name as typed («بسيسة بزيت
// الزيتون»), so it was kept so, named nothing alone, and the word after it was read alone: the
// olives of olive oil. It is «بال…» that word when, without «ب», it starts a name with the
// word after it and, as typed, makes no name with the words around it (so «بسيسة بزيت الزيتون»
// and «خبزة برب وزيت» stay whole), read by spelling.ts.

import type { Token } from "./tokens";

const WITH = "ب";
/** What the rule asks of the parser's words (spelling.ts's reader). */
interface NameReader {
  nameLength(words: readonly string[]): number;
}

/** Whether the «ب» word starts, without its «ب», a name of two words or more with `next`. */
export function joinedNameStart(
  reader: NameReader,
  token: Extract<Token, { kind: "word" }>,
  previous: Token | undefined,
  next: Token | undefined,
): boolean {
  // «بزيت»: «ب» joined to a word with no article («بالزيت» is the with-food rules')
  if (!token.folded.startsWith(WITH) || token.bare !== token.folded || next?.kind !== "word")
    return false;
  const rest = token.folded.slice(WITH.length);
  if (reader.nameLength([rest, next.bare]) < 2) return false;
  if (reader.nameLength([token.bare, next.bare]) >= 2) return false;
  return previous?.kind !== "word" || reader.nameLength([previous.bare, token.bare, next.bare]) < 2;
}
