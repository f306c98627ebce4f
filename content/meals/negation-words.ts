// Words of a food said not eaten AFTER it was named, or by «ما» without the dialects' «ش»
// (lib/meals/meal-text/negated-after.ts).

/**
 * A verb of eating or drinking in the past, as «ما» written apart negates it in Standard Arabic,
 * Iraqi and Gulf speech with no «ش» after it («ما أكلت الخبز»: I did not eat the bread), and to
 * which the dialects join an object pronoun («الروب ما شربتو»: the yoghurt, I did not drink it).
 */
export const verbsNegatedByMa: readonly string[] = [
  "اكلت",
  "كليت",
  "كلت",
  "اكلنا",
  "كلينا",
  "كلنا",
  "اكل",
  "كلا",
  "اكلو",
  "كلو",
  "شربت",
  "شربنا",
  "شرب",
  "شربو",
  "تناولت",
  "ذقت",
  // putting on or in a food («ما حطيتش عليها سكر»: I put no sugar on it)
  "حطيت",
  "حطينا",
  "حط",
  "حطو",
  // breaking the fast, the dawn meal, lunch and dinner on a food («ما فطرتش على التمر»)
  "فطرت",
  "فطرنا",
  "تسحرت",
  "تسحرنا",
  "تغديت",
  "تغدينا",
  "تعشيت",
  "تعشينا",
  // the present, what one does not eat at all («ما ناكلش الخبز»)
  "ناكل",
  "بناكل",
  "ناكلو",
  "نشرب",
  "نشربو",
];

/**
 * The object pronouns joined to such a verb («شربتو»، «اكلته»، «كليتها»، «كلاهم»); with them the
 * verb speaks of a food named before it. The dialects' «ش» may follow («ما شربتوش»، «كليتهاش»،
 * «ما كليتهوش»).
 */
export const objectPronouns: readonly string[] = ["ه", "و", "هو", "ها", "هم", "هن", "هوم"];

/**
 * «ما كليت غير خبزة»، «ما شربت الا الماء»: after the negated verb, «only»: that food was eaten.
 */
export const onlyWords: readonly string[] = ["غير", "الا", "إلا", "كان", "سوى"];
