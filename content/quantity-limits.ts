// The amounts a visitor may enter: grams of one food (the plate's amounts, and the
// calculator's grams field of the meal pages) and the number of meals on a plate.
export const quantityLimits = {
  minGrams: 1,
  maxGrams: 2000,
  maxPlateItems: 20,
} as const;
