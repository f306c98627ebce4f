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
  // having none of a food («ما عنديش خبز»: I had no bread, so ate none)
  "عندي",
  "عندنا",
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

/**
 * Standard Arabic negates a verb of eating with «لم» and the present («لم آكل الخبز»، «لم أشرب
 * الحليب»): the verbs it is written before, folded as the reader folds them.
 */
export const verbsNegatedByLam: readonly string[] = [
  "اكل",
  "ناكل",
  "اشرب",
  "نشرب",
  "اتناول",
  "نتناول",
  "اذق",
  "افطر",
  "اتغد",
  "اتعش",
];

/** «لم» (or «ولم») before such a verb. */
export const lamParticles: readonly string[] = ["لم", "ولم"];

/**
 * Words that end the reach of a negation written with «لم», «ما» joined, or «لا … ولا»: what
 * follows them was eaten («لم آكل الخبز بل سلطة»، «ماكلت الرز بس سلطة»).
 */
export const negationScopeEnds: readonly string[] = [
  "بس",
  "غير",
  "لكن",
  "لاكن",
  "بل",
  "فقط",
  "الا",
];

/**
 * «ما كليت لا رز ولا خبز»: «لا» … «ولا» after a negated verb, each naming a food not eaten;
 * «لا رز ولا خبز» said alone negates as well.
 */
export const neitherWords: readonly string[] = ["لا", "ولا"];

/**
 * Arabizi and English negations (lib/meals/meal-text/negated-latin.ts). `eatingStems`: how a
 * Maghrebi verb of eating or drinking written in Latin letters starts («klitch», «kletch»,
 * «makletch», «ma chrbtch», «ma ftertch»); with «ma»/«m» before or joined and «ch»/«sh» at its
 * end it is negated.
 */
export const latinNegation = {
  particles: ["ma", "m", "wma", "mat"],
  eatingStems: [
    "kl",
    "kal",
    "akl",
    "chrb",
    "chreb",
    "chorb",
    "shrb",
    "shreb",
    "ftr",
    "fter",
    "t3cha",
    "tghda",
  ],
  endings: ["ch", "sh", "chi"],
  // «didn't eat», «did not have», «never drank», «skipped the bread»
  english: {
    not: ["didnt", "didn", "never", "havent", "haven"],
    verbs: [
      "eat",
      "have",
      "drink",
      "take",
      "touch",
      "eaten",
      "ate",
      "had",
      "drank",
      "drunk",
      "touched",
    ],
    skipped: ["skipped", "skip"],
  },
  // the words that end a negation's reach: «ghi chlada» (only salad), «just»; «but» and «mais»
  // are understood words (meal-text-words.ts), «only» is read as «فقط» (spellings.ts), and both
  // end every negation's reach (negation-reach.ts)
  endsScope: [
    "ghi",
    "ghir",
    "gher",
    "ghire",
    "ghe",
    "bss",
    "bas",
    "bs",
    "walakin",
    "walakine",
    "just",
    "instead",
    "klit",
    "kla",
    "klina",
    "chrbt",
    "chrebt",
    "shrbt",
    "ate",
    "had",
    "drank",
  ],
} as const;
