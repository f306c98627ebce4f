// Which USDA rows are added sugar, as the WHO guideline on sugars counts «free sugars»: sugar,
// honey, syrups and fruit juices, and the sugar a manufacturer or cook adds (WHO, Guideline:
// sugars intake for adults and children, 2015; content/diabetes/guidelines.ts). USDA gives
// total sugars only, never the added part, so each row used by the database is read here:
//
// - `sweeteners`: the share of the row's total sugars that is added, with why;
// - `unknownAddedSugar`: ready-made foods whose sugars may be partly added, in a share USDA does
//   not give (a dish holding one shows its added sugar as «at least» the known part);
// - every other row holds none: whole foods (fruit, vegetables, milk, grains, legumes, nuts,
//   meat), whose sugars are their own. lib/meals/catalog/added-sugar.test.ts fails when a row
//   with 2 g of sugars or more per 100 g is in no list, so a new row is always read.
import type { UsdaId } from "./types";

export interface SweetenerRow {
  /** Share of the row's total sugars that is added or free sugar, 0–1. */
  share: number;
  /** One line, English: why this share. */
  why: string;
}

export const sweeteners: Readonly<Partial<Record<UsdaId, SweetenerRow>>> = {
  "sr28:19335": { share: 1, why: "Granulated sugar: all of it is added sugar." },
  "sr28:19296": { share: 1, why: "Honey: a free sugar in WHO's definition." },
  "sr28:19297": {
    share: 1,
    why: "Jam: all its sugars counted, an upper bound; USDA does not split the fruit's small part from the sugar added.",
  },
  "sr28:14148": { share: 1, why: "Cola: no sugar of its own; all of it is added." },
  "sr28:09016": { share: 1, why: "Fruit juice: a free sugar in WHO's definition." },
  "sr28:09206": { share: 1, why: "Fruit juice: a free sugar in WHO's definition." },
  "sr28:09436": { share: 1, why: "Fruit nectar: juice and added sugar, both free sugars." },
  "sr28:01095": {
    // (54.4 − 10.04) ÷ 54.4: the evaporated milk row (sr28:01096), the same milk concentrated
    // without sugar, has 10.04 g of lactose per 100 g.
    share: 0.815,
    why: "Sweetened condensed milk: its sugars less the lactose of evaporated milk (sr28:01096, 10.04 g per 100 g); our estimate.",
  },
  "sr28:01102": {
    // (9.54 − 5.05) ÷ 9.54: whole milk (sr28:01077) has 5.05 g of lactose per 100 g.
    share: 0.47,
    why: "Chocolate milk: its sugars less the lactose of whole milk (sr28:01077, 5.05 g per 100 g); our estimate.",
  },
};

/** Ready-made foods whose sugars are partly added in a share USDA does not give. */
export const unknownAddedSugar: readonly UsdaId[] = [
  "fndds:92101600", // Coffee, Turkish (served sweetened)
  "sr28:08020", // Corn flakes
  "sr28:12179", // Coconut, sweetened
  "sr28:18029", // Bread, french
  "sr28:18042", // Bread, pita, whole-wheat
  "sr28:18069", // Bread, white
  "sr28:18075", // Bread, whole-wheat
  "sr28:18096", // Cake, chocolate, with chocolate frosting
  "sr28:18133", // Cake, sponge
  "sr28:18155", // Cookies, butter
  "sr28:18239", // Croissants
  "fndds:51166200", // Croissant, chocolate
  "sr28:18255", // Doughnuts, glazed
  "sr28:19095", // Ice cream
  "sr28:19120", // Milk chocolate
  "sr28:19125", // Hazelnut spread
  "sr28:19904", // Dark chocolate
  "sr28:28286", // Paratha
  "sr28:28307", // Naan
  "sr28:07007", // Bologna
  "sr28:13350", // Dried beef
  "sr28:01042", // Processed cheese
  "sr28:06179", // Fish sauce (sugar is often among its ingredients)
];

/**
 * Rows with 2 g of sugars or more per 100 g whose sugars are the food's own: fruit, dried
 * fruit, vegetables, plain milk, yoghurt and cheese, nuts, legumes, spices, and dishes of
 * those whose sugars come from their vegetables (listed so the test knows they were read).
 */
export const ownSugarsOnly: readonly UsdaId[] = [
  "fndds:14301010", // Cream cheese, plain: the milk's lactose
  "fndds:41901030", // Falafel sandwich: its sugars are the vegetables' and bread's (≈3 g)
  "fndds:53415110", // Fritter, plain
  "fndds:73201020", // Pumpkin, cooked
  "fndds:74101000",
  "fndds:75103000",
  "fndds:75122100",
  "fndds:75205021",
  "fndds:75217020",
  "fndds:75233021",
  "fndds:92101900", // Latte: the milk's lactose
  "sr28:01012",
  "sr28:01017",
  "sr28:01019",
  "sr28:01053",
  "sr28:01077",
  "sr28:01079",
  "sr28:01085",
  "sr28:01106", // Goat milk: the milk's lactose
  "sr28:01088",
  "sr28:01096",
  "sr28:01116",
  "sr28:01117",
  "sr28:01256",
  "sr28:01293",
  "sr28:02010",
  "sr28:02014",
  "sr28:02028",
  "sr28:02031",
  "sr28:02043",
  "sr28:09003",
  "sr28:09021",
  "sr28:09032",
  "sr28:09040",
  "sr28:09070",
  "sr28:09087",
  "sr28:09089",
  "sr28:09094",
  "sr28:09132",
  "sr28:09139",
  "sr28:09148",
  "sr28:09152", // Lemon juice: a dressing's squeeze in salads and soups, not a juice drunk
  "sr28:09176",
  "sr28:09181",
  "sr28:09200",
  "sr28:09218",
  "sr28:09236",
  "sr28:09252",
  "sr28:09266",
  "sr28:09279",
  "sr28:09286",
  "sr28:09291",
  "sr28:09298",
  "sr28:09316",
  "sr28:09326",
  "sr28:09421",
  "sr28:11053",
  "sr28:11081",
  "sr28:11110",
  "sr28:11109",
  "sr28:11124",
  "sr28:11125",
  "sr28:11136",
  "sr28:11210",
  "sr28:11279",
  "sr28:11282",
  "sr28:11283",
  "sr28:11291",
  "sr28:11305",
  "sr28:11313",
  "sr28:11333",
  "sr28:11334",
  "sr28:11423",
  "sr28:11529",
  "sr28:11530",
  "sr28:11546",
  "sr28:11549", // Tomato sauce, canned: the tomato's
  "sr28:11886", // Tomato juice, canned, no salt added: the tomato's
  "sr28:11565",
  "sr28:11670",
  "sr28:11821",
  "sr28:12036",
  "sr28:12061",
  "sr28:12062",
  "sr28:12063",
  "sr28:12087",
  "sr28:12104",
  "sr28:12120",
  "sr28:12147",
  "sr28:12151",
  "sr28:12152",
  "sr28:12155",
  "sr28:16052",
  "sr28:16057",
  "sr28:16063",
  "sr28:16081", // Mung beans, cooked
  "sr28:16157",
  "sr28:16390",
];
