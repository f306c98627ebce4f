import type { UsdaId } from "./types";

// The rows a cook adds as fat, whose amount the visitor may change with «الزيت» (less, as
// usual, more): oils, butter, ghee and margarine put into the pot or the pan. Fat that is part
// of a food (meat, cheese, tahini, a ready-made pastry, a fried USDA dish) is not the cook's
// choice and stays as it is. A recipe holding one of these rows offers the choice.
export const addedFatRows: readonly UsdaId[] = [
  "sr28:04053", // olive oil
  "sr28:04506", // sunflower oil
  "sr28:04518", // corn oil
  "sr28:01001", // butter, salted
  "sr28:01145", // butter, without salt
  "sr28:01003", // butter oil (ghee, سمن)
  "sr28:04610", // margarine
];
