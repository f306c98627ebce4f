// The second independent set of «ماذا أكلت؟» (README.md beside this file): 150 sentences by ten
// more imagined writers, written after the reader's rules of 2026-11-26 by writers who never read
// the parser, each food labelled with the meal meant (null: a food the database lacks) and the
// grams a nutritionist accepts.
import { sentencesOf, type IndependentSentence, type WriterFile } from "../independent-set";
import w11 from "./writer-11.json";
import w12 from "./writer-12.json";
import w13 from "./writer-13.json";
import w14 from "./writer-14.json";
import w15 from "./writer-15.json";
import w16 from "./writer-16.json";
import w17 from "./writer-17.json";
import w18 from "./writer-18.json";
import w19 from "./writer-19.json";
import w20 from "./writer-20.json";

export const secondSetSentences: readonly IndependentSentence[] = sentencesOf([
  w11,
  w12,
  w13,
  w14,
  w15,
  w16,
  w17,
  w18,
  w19,
  w20,
] as WriterFile[]);
