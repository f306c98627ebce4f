// The shape of an article: typed blocks that components/articles renders. Texts are plain
// strings (no markup), so an article can be read, checked and translated as data.

import type { ActivityLevel, BodyMeasures } from "@/content/nutrition-reference";

interface ArticleLink {
  href: string;
  label: string;
}

export interface ArticleTable {
  kind: "table";
  caption: string;
  /** Column headers; the first cell of every row is that row's header. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface WorkedExample {
  kind: "example";
  title: string;
  /** Who the example is about: the inputs in words. */
  intro: string;
  steps: readonly { label: string; calculation: string }[];
  result: string;
}

export interface EnergyExampleBlock {
  kind: "energyExample";
  title: string;
  /** Who the example is about, e.g. "امرأة". */
  who: string;
  measures: BodyMeasures;
  activity: ActivityLevel;
  /** When given, the example ends with the deficit of eating this much a day. */
  eatenKcal?: number;
}

export type ArticleBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[]; ordered?: boolean }
  | { kind: "formula"; label: string; expression: string }
  | ArticleTable
  | WorkedExample
  /** A daily-energy example worked step by step from its inputs (lib/worked-examples.ts). */
  | EnergyExampleBlock
  /** The macro split of a daily energy, as a worked example and a table. */
  | { kind: "macroExample"; kcal: number }
  /** A paragraph followed by a link (inside the site). */
  | { kind: "linkParagraph"; text: string; link: ArticleLink }
  /** The app's store badges (/ios and /android), introduced by a sentence. */
  | { kind: "storeBadges"; text: string }
  /** An interactive tool, loaded in the browser under the static text (components/tools). */
  | { kind: "tool"; tool: ArticleToolName };

export type ArticleToolName = "energy-needs" | "macro-split";

interface ArticleSection {
  /** Fragment id of the section's heading. */
  id: string;
  heading: string;
  blocks: readonly ArticleBlock[];
}

export interface Article {
  /** A short English slug: the blog card's id and the article's name in tests and reports. */
  id: string;
  /** The published URL: /Blog followed by the article's number, capitalised as published. */
  path: `/Blog${number}`;
  /** The page's <h1> and the JSON-LD headline. */
  title: string;
  /** Meta description and JSON-LD description. */
  description: string;
  /** ISO date (YYYY-MM-DD), fixed in content so builds are reproducible. */
  datePublished: string;
  /** The same date as visitors read it. */
  datePublishedText: string;
  /** Image shown on the blog card and given to search engines. */
  image: string;
  /** What the image shows, for the blog card. */
  imageAlt: string;
  /** The blog card's one-line summary. */
  excerpt: string;
  lead: string;
  sections: readonly ArticleSection[];
}
