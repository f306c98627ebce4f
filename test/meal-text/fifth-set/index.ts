// The fifth independent set of «ماذا أكلت؟» (README.md beside this file): sentences by imagined
// writers who never read the reader, each food labelled with the meal meant (null: a food the
// database lacks) and the grams a nutritionist accepts.
import { sentencesOf, type IndependentSentence, type WriterFile } from "../independent-set";
import w41 from "./writer-41.json";
import w42 from "./writer-42.json";
import w43 from "./writer-43.json";
import w44 from "./writer-44.json";
import w45 from "./writer-45.json";
import w46 from "./writer-46.json";
import w47 from "./writer-47.json";
import w48 from "./writer-48.json";
import w49 from "./writer-49.json";
import w50 from "./writer-50.json";

export const fifthSetSentences: readonly IndependentSentence[] = sentencesOf([
  w41,
  w42,
  w43,
  w44,
  w45,
  w46,
  w47,
  w48,
  w49,
  w50,
] as WriterFile[]);
