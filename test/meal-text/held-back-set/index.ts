// The held-back set of «ماذا أكلت؟» (README.md beside this file): 150 sentences by five more
// writers, written by someone who never read the parser, after the reading rules of the first
// independent set were built. No rule is written against it; it says whether the rules hold on
// text they were not made from.
import { sentencesOf, type WriterFile } from "../independent-set";
import w11 from "./writer-11.json";
import w12 from "./writer-12.json";
import w13 from "./writer-13.json";
import w14 from "./writer-14.json";
import w15 from "./writer-15.json";

export const heldBackSentences = sentencesOf([w11, w12, w13, w14, w15] as WriterFile[]);
