// The independent set of «ماذا أكلت؟» (README.md beside this file): 360 sentences written by
// someone who never read the parser, each food labelled with the meal meant (null: a food the
// database lacks) and the grams a nutritionist accepts.
import w01 from "./writer-01.json";
import w02 from "./writer-02.json";
import w03 from "./writer-03.json";
import w04 from "./writer-04.json";
import w05 from "./writer-05.json";
import w06 from "./writer-06.json";
import w07 from "./writer-07.json";
import w08 from "./writer-08.json";
import w09 from "./writer-09.json";
import w10 from "./writer-10.json";

interface IndependentItem {
  meal: string | null;
  eaten: string;
  grams: [number, number];
}

export interface IndependentSentence {
  writer: string;
  text: string;
  items: IndependentItem[];
}

/** A writer's file as written: `{ writer, sentences: [{ text, items: [{ meal, eaten, grams }] }] }`. */
export interface WriterFile {
  writer: string;
  sentences: { text: string; items: { meal: string | null; eaten: string; grams: number[] }[] }[];
}

/** The sentences of writers' files, each with its writer and its ranges as pairs. */
export const sentencesOf = (files: readonly WriterFile[]): IndependentSentence[] =>
  files.flatMap((file) =>
    file.sentences.map((s) => ({
      writer: file.writer,
      text: s.text,
      items: s.items.map((i) => ({
        meal: i.meal,
        eaten: i.eaten,
        grams: [i.grams[0] ?? 0, i.grams[1] ?? 0] as [number, number],
      })),
    })),
  );

export const independentSentences: readonly IndependentSentence[] = sentencesOf([
  w01,
  w02,
  w03,
  w04,
  w05,
  w06,
  w07,
  w08,
  w09,
  w10,
] as WriterFile[]);
