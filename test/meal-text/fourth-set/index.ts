// The fourth independent set of «ماذا أكلت؟» (README.md beside this file): 150 sentences by ten
// imagined writers who never read the reader, written blind for issue 29, each food labelled with
// the meal meant (null: a food the database lacks) and the grams a nutritionist accepts.
import { sentencesOf, type IndependentSentence, type WriterFile } from "../independent-set";
import w31 from "./writer-31.json";
import w32 from "./writer-32.json";
import w33 from "./writer-33.json";
import w34 from "./writer-34.json";
import w35 from "./writer-35.json";
import w36 from "./writer-36.json";
import w37 from "./writer-37.json";
import w38 from "./writer-38.json";
import w39 from "./writer-39.json";
import w40 from "./writer-40.json";

export const fourthSetSentences: readonly IndependentSentence[] = sentencesOf([
  w31,
  w32,
  w33,
  w34,
  w35,
  w36,
  w37,
  w38,
  w39,
  w40,
] as WriterFile[]);
