// Words whose food depends on the words around them in the sentence, each family with why
// (lib/meals/meal-text/dialect-cues.ts reads them).

/**
 * «لبن» is milk in Egypt and Sudan, and buttermilk in Libya and the Gulf (everyday-foods.ts).
 * The cup Egypt and Sudan drink it from, «كباية»/«كوباية» («كباية لبن»، «٢ كوباية لبن»), is
 * their word, not Libya's «كاس»: by it, «لبن» is their milk.
 */
export const milkByTheCup = {
  word: "لبن",
  from: "لبن",
  meal: "حليب كامل الدسم",
  cups: ["كباية", "كوباية", "كبايتين", "كوبايتين", "كبايات", "كوبايات", "كبابي"],
} as const;

/**
 * «خبيص مع القهوة»: the sweets of the Gulf served with its coffee, by the finjan, beside which a
 * bare «قهوة» is the Gulf's Arabic coffee, not the Turkish coffee a bare «قهوة» is elsewhere
 * (bare-word-defaults.ts).
 */
export const gulfCoffee = {
  word: "قهوة",
  from: "قهوة تركية",
  meal: "قهوة عربية",
  sweets: ["خبيص", "بثيث", "لقيمات", "بلاليط"],
} as const;

/**
 * «خبزة بالجبنة»، «نص خبزة جبنة»، «كسكروت جبنة»: the cheese a Libyan loaf is filled with is the
 * processed cheese of the triangles («جبنة مثلثات»، «البقرة الضاحكة»), spread in the loaf; the
 * white cheese is named so («بالجبنة البيضاء») or eaten beside the bread («خبزة وجبنة»). Only
 * the Libyan loaf's own words: Iraq's «صمونة بالجبن» is its white cheese.
 */
export const loafCheese = {
  words: ["جبنة", "جبن", "فرماج"],
  from: "جبنة بيضاء",
  meal: "جبنة مطبوخة",
  loaves: ["خبزة", "خبزتين", "كسكروت"],
} as const;

/**
 * «كعكة» is one ring of كعك in Libya («شاهي وكعكة»، «كعكتين»), and a cake elsewhere («كعكة
 * عيد ميلاد»، «قهوة وكعكة من الكافي»). Said once, with no number, in a sentence holding none of
 * Libya's everyday words, it is a piece of cake; with one of them, or counted («كعكتين»،
 * «٣ كعكات»), the rings.
 */
export const cakeOrRing = {
  word: "كعكة",
  from: "كعك ليبي",
  meal: "كيك إسفنجي",
  libyanWords: ["شاهي", "كاس", "خبزة", "زوز", "هلبة", "برشا", "ياسر", "كسكروت", "توا", "كليت"],
} as const;

/**
 * «عظم»/«عظمة» is an egg in Tunisia («لبلابي بالعظم»، «كسكروت تن وعظمة»), and the bone in Libya
 * and the East («لحم بالعظم»، «شوربة عظم»): the egg in a sentence with a Tunisian word, or
 * said cooked as an egg is («عظمة مسلوقة»); otherwise, and always right after a meat
 * (content/meals/meat-and-staple-words.ts), the bone, no food.
 */
export const boneOrEgg = {
  /** Each of Tunisia's words for eggs, and ours. */
  eggWords: { عظم: "بيض", عظمة: "بيضة", عظمات: "بيضات", عظام: "بيض" },
  cookedWords: ["مسلوق", "مسلوقة", "مسلوقين", "مقلي", "مقلية", "مقليين", "مقليات", "مسلوقات"],
  tunisianWords: [
    "لبلابي",
    "كسكروت",
    "سلاطة",
    "بريك",
    "ملاوي",
    "فريكاسي",
    "كفتاجي",
    "برشا",
    "بنين",
    "تن",
  ],
} as const;

/**
 * «طرف خبز»، «طرف ديال الخبز»: in the Maghreb (Libya, Tunisia, Algeria, Morocco) the everyday
 * loaf is a leavened wheat loaf, the baguette or its round cousin, not the pita a bare «خبز» is
 * elsewhere (bare-word-defaults.ts). Said in a sentence holding one of the Maghreb's own words,
 * a bare «خبز» is that loaf; counted by the flat loaf («رغيفين خبز») it stays the pita.
 */
export const maghrebBread = {
  word: "خبز",
  from: "خبز عربي",
  meal: "خبز فرنسي",
  maghrebWords: [
    "طرف",
    "برشا",
    "ياسر",
    "هلبة",
    "ديال",
    "توا",
    "زوز",
    "جوج",
    "سلاطة",
    "طاجين",
    "كسكسي",
  ],
  flatLoaves: ["رغيف", "رغيفين", "رغفان", "ارغفة"],
} as const;
