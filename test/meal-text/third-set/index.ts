// The third independent set of «ماذا أكلت؟» (README.md beside this file): 150 sentences by ten
// more imagined writers (21–30), written on 2026-11-26 by writers who never read the parser nor
// the other sets, each food labelled with the meal meant (null: a food the database lacks) and
// the grams a nutritionist accepts. Scored, not listed: the rules of the stop it was written in
// were made without it.
import { sentencesOf, type IndependentSentence, type WriterFile } from "../independent-set";
import w21 from "./writer-21.json";
import w22 from "./writer-22.json";
import w23 from "./writer-23.json";
import w24 from "./writer-24.json";
import w25 from "./writer-25.json";
import w26 from "./writer-26.json";
import w27 from "./writer-27.json";
import w28 from "./writer-28.json";
import w29 from "./writer-29.json";
import w30 from "./writer-30.json";

export const thirdSetSentences: readonly IndependentSentence[] = sentencesOf([
  w21,
  w22,
  w23,
  w24,
  w25,
  w26,
  w27,
  w28,
  w29,
  w30,
] as WriterFile[]);
