// Meals renamed so that the site writes one term per thing («رز», «شاهي», «كبدة بقر»). A plate
// shared in a link or kept on a visitor's device before the rename still names them the old way;
// these names are read as the new ones, so nobody's plate loses a meal to a spelling change.
// The old names also stay as the meals' aliases, for the search.
export const formerMealNames: Readonly<Record<string, string>> = {
  "أرز أبيض مطبوخ": "رز أبيض مطبوخ",
  "أرز بسمتي مطبوخ": "رز بسمتي مطبوخ",
  "أرز مطبوخ بالزيت": "رز مطبوخ بالزيت",
  "أرز بني مطبوخ": "رز بني مطبوخ",
  "كبدة بقري": "كبدة بقر",
  "شاي بدون سكر": "شاهي بدون سكر",
  "شاي بالسكر": "شاهي بالسكر",
  "شاي كرك": "شاهي كرك",
};
