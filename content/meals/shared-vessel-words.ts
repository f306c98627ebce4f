// Words of a vessel that a meal was shared out of (lib/meals/meal-text/shared-vessel.ts).

/**
 * A tray or pot a dish is baked or cooked in, whose word is also the start of a dish's name
 * («صينية كفتة»، «صينية دجاج»): said alone with the article when the meal is shared out of it
 * («قسمت الصينية على ٦»), it is the vessel of the food named before, not that dish.
 */
export const sharedVesselWords: readonly string[] = [
  "صينية",
  "صينيه",
  "صواني",
  "طنجرة",
  "طنجره",
  "حلة",
  "قدر",
  "قدرة",
  "سدر",
  "طاوة",
  "طاوه",
];

/** Verbs that share a meal out («قسمت الصينية»، «وزعنا الطنجرة»): they count no food. */
export const sharingVerbs: readonly string[] = [
  "قسمت",
  "قسمنا",
  "قسمو",
  "قسموا",
  "قسمتها",
  "قسمناها",
  "وزعت",
  "وزعنا",
  "فرقت",
  "فرقنا",
];
