// The measured GI values /Blog3 quotes, read from the GI data file (measurements.ts's
// giExamples, Table 1 of the 2008 International Tables), never typed into the article.
import { giExamples } from "./measurements";

/** The value of Table 1 (Atkinson, Foster-Powell & Brand-Miller 2008) for a food as it names it. */
function table1(food: string): number {
  const row = giExamples.find((e) => e.source === "atkinson2008" && e.food === food);
  if (!row) throw new Error(`GI table 1 has no row "${food}"`);
  return row.gi;
}

export const GI_GLUCOSE = 100;
/** The tables' bands: low up to 55, high from 70. */
export const GI_LOW_MAX = 55;
export const GI_HIGH_MIN = 70;

export const articleGi = {
  whiteRice: table1("White rice, boiled"),
  couscous: table1("Couscous"),
  barley: table1("Barley"),
  whiteBread: table1("White wheat bread"),
  wholemealBread: table1("Whole wheat/whole meal bread"),
  lentils: table1("Lentils"),
  chickpeas: table1("Chickpeas"),
  kidneyBeans: table1("Kidney beans"),
  oats: table1("Porridge, rolled oats"),
  potato: table1("Potato, boiled"),
  sucrose: table1("Sucrose"),
  honey: table1("Honey"),
  dates: table1("Dates, raw"),
};

/** The article's sources, as its last section lists them. */
export const ARTICLE_GI_SOURCE =
  "Atkinson FS, Foster-Powell K, Brand-Miller JC. International Tables of Glycemic Index and Glycemic Load Values: 2008. Diabetes Care 2008;31(12):2281–2283, Table 1.";
