// The database's soups, stews and salads, by kind: a dish of a kind must carry the water that
// the analysed dishes of its kind have (wet-dishes.test.ts). The laboratories found the wet
// dishes wetter than recipes that leave out the broth or the vegetables' water (issue 19).
// Salads here are raw-vegetable salads; a cooked, mashed salad topped with tuna and egg
// (سلطة مشوية) and dishes of dough or grain in broth (مرقوق، مضروبة، هريس، هريس دجاج) are not
// counted.

export type WetDishKind = "soup" | "stew" | "salad";

export const wetDishKinds: Readonly<Record<WetDishKind, readonly string[]>> = {
  soup: ["شربة ليبية", "شربة فريك", "شربة حوت", "شوربة فريك", "حريرة", "شوربة عدس"],
  stew: [
    "صالونة دجاج",
    "بامية باللحمة",
    "طبيخة",
    "طبيخة بطاطا",
    "مرقة فاصوليا",
    "مرقة لوبيا",
    "كرشة",
    "ملوخية",
    "صالونة لحم",
    "صالونة سمك",
  ],
  salad: ["تبولة", "فتوش", "بابا غنوج", "سلطة عربية", "شرمولة"],
};
