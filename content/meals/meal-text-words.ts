// The words around foods in a meal written as a sentence («فطور: زوز بيضات وكاس حليب»):
// numbers, fractions, what separates two foods, and words that name no food but are
// understood (labels, verbs of eating, times of day). Data for lib/meals/meal-text/; the
// parser folds every spelling the way the meal search does.

/** Number words, one to ten, with the Libyan «زوز» for two. */
export const numberWords: Readonly<Record<string, number>> = {
  واحد: 1,
  واحدة: 1,
  وحدة: 1,
  اثنين: 2,
  اثنان: 2,
  اثنتين: 2,
  اتنين: 2,
  // Levantine «تنين», as «خبز تنين رغيف» is written
  تنين: 2,
  زوز: 2,
  زوج: 2,
  ثلاث: 3,
  ثلاثة: 3,
  تلاتة: 3,
  تلات: 3,
  // «تلاث كواس»: the Libyan «ثلاث» with «ت» and «ا»
  تلاث: 3,
  تلاثة: 3,
  اربع: 4,
  أربعة: 4,
  ربعة: 4,
  خمس: 5,
  خمسة: 5,
  ست: 6,
  ستة: 6,
  سبع: 7,
  سبعة: 7,
  ثمان: 8,
  ثمانية: 8,
  ثماني: 8,
  تمنية: 8,
  تمانية: 8,
  ثمنية: 8,
  تسع: 9,
  تسعة: 9,
  عشر: 10,
  عشرة: 10,
  // Moroccan «جوج» for two; eleven to twenty as they are said (Libyan «حداش»، «اطناش»;
  // Egyptian «حداشر»، «اتناشر»), one word each
  جوج: 2,
  حداش: 11,
  حداشر: 11,
  احدعش: 11,
  اطناش: 12,
  اتناش: 12,
  اتناشر: 12,
  اثناشر: 12,
  تلطاش: 13,
  تلتاش: 13,
  تلتاشر: 13,
  اربعطاش: 14,
  اربعتاش: 14,
  اربعتاشر: 14,
  خمسطاش: 15,
  خمستاش: 15,
  خمستاشر: 15,
  سطاش: 16,
  ستاش: 16,
  ستاشر: 16,
  سبعطاش: 17,
  سبعتاش: 17,
  سبعتاشر: 17,
  تمنطاش: 18,
  تمنتاش: 18,
  تمنتاشر: 18,
  تسعطاش: 19,
  تسعتاش: 19,
  تسعتاشر: 19,
  عشرين: 20,
  عشرون: 20,
  // tens and hundreds, as weights are written («ثلاثين غرامًا»، «مئة غرام»); not «مية»,
  // which is also water
  ثلاثين: 30,
  ثلاثون: 30,
  تلاتين: 30,
  اربعين: 40,
  اربعون: 40,
  خمسين: 50,
  خمسون: 50,
  ستين: 60,
  ستون: 60,
  سبعين: 70,
  سبعون: 70,
  ثمانين: 80,
  ثمانون: 80,
  تمانين: 80,
  تسعين: 90,
  تسعون: 90,
  مئة: 100,
  مائة: 100,
  مئتين: 200,
  مائتين: 200,
  ميتين: 200,
  // the feminine two of the Levant and the Gulf («بيض عيون تنتين»)
  تنتين: 2,
  ثنتين: 2,
};

/**
 * Fraction words that are a number before a plural: «تلت تمرات» is three dates (a third takes
 * a singular, «تلت رغيف»), as «تلت» is also said for «ثلاث».
 */
export const numbersBeforePlural: Readonly<Record<string, number>> = {
  تلت: 3,
};

/** Fractions, alone («نص رغيف») or after «و» («صحن ونص»). */
export const fractionWords: Readonly<Record<string, number>> = {
  نص: 1 / 2,
  نصف: 1 / 2,
  ربع: 1 / 4,
  ثلث: 1 / 3,
  تلت: 1 / 3,
  // «شوية»، «شوي»: a little, half the typical serving (an estimate: a little of a dish is
  // about half a plate, a little of nuts half a handful's serving)
  شوية: 1 / 2,
  شوي: 1 / 2,
  شوييه: 1 / 2,
};

/**
 * The fraction words above that say «a little», not a measured half: a little of a food eaten by
 * the piece is a few pieces (lib/meals/meal-text/unsaid-amount.ts), not half of one.
 */
export const littleWords: readonly string[] = ["شوية", "شوي", "شوييه"];

/** Words that end one food and start the next, besides «و» and punctuation. */
export const separatorWords: readonly string[] = ["مع", "ثم", "بعدين", "وبعدين", "and", "with"];

/**
 * Words that name no food and need no amount: meal labels («فطور:»), verbs of eating,
 * times of day, fillers. They are understood and dropped, never reported as not understood.
 */
export const fillerWords: readonly string[] = [
  // meal labels
  "فطور",
  "فطار",
  "افطار",
  "الفطور",
  "غداء",
  "غدا",
  "غذاء",
  "عشاء",
  "عشا",
  "سحور",
  "سناك",
  "تصبيرة",
  "وجبة",
  "وجبتي",
  "الوجبة",
  "breakfast",
  "lunch",
  "dinner",
  // meal labels with the article or a possessive («فطوري»، «غدايا»، «العشا»), and the meals
  // of Ramadan and feasts: a label, never a food one letter from a name
  "فطوري",
  "فطورنا",
  "فطاري",
  "افطاري",
  "الفطار",
  "الافطار",
  "غدايا",
  "غدائي",
  "غدانا",
  "الغدا",
  "الغداء",
  "العشا",
  "العشاء",
  "العشى",
  "العشي",
  "عشى",
  "عشايا",
  "عشائي",
  "عشانا",
  "السحور",
  "سحوري",
  "ريوق",
  "ريوقي",
  "الريوق",
  "رمضان",
  "العيد",
  // verbs of eating and drinking
  "أكلت",
  "اكلت",
  "كليت",
  "كلينا",
  "شربت",
  "شربنا",
  "فطرت",
  "فطرنا",
  "تغديت",
  "تغدينا",
  "تعشيت",
  "تعشينا",
  "تسحرت",
  "عشيت",
  "عشينا",
  "غديت",
  "غدينا",
  "افطرت",
  "افطرنا",
  "كلت",
  "كلا",
  "كلى",
  "تناولت",
  "تناولنا",
  "اكل",
  "نأكل",
  "ناكل",
  // times of day
  "اليوم",
  "الصبح",
  "صباحا",
  "الظهر",
  "العصر",
  "العشية",
  // «وشاهي عشية»: the evening said with no article after a food is its time, no sort of it
  "عشية",
  "مساء",
  "المساء",
  "المغرب",
  "الليل",
  "بالليل",
  "امبارح",
  "البارح",
  // fillers
  "من",
  "في",
  "على",
  "فيه",
  "تقريبا",
  "حوالي",
  // «يمكن ربع صحن»، «ربما كاسين»: a hedge before an amount, which stays the amount of the food
  // before it
  "يمكن",
  "ربما",
  "بس",
  "فقط",
  "كمان",
  "زادة",
  "أنا",
  "انا",
  "كان",
  "كانت",
  "عادي",
  // «من غير»، «بدون»: the negation is read by the drink-sugar rule; the word is no food
  "غير",
  // «but»: ends a negation's reach («ما كليتش اللحم لكن كليت الرز», «… but salad»)
  "لكن",
  "لاكن",
  "but",
  "mais",
  // sauces (sauceWords below; not «صلصة», a word of «مكرونة بالصلصة»): read apart from «و» so the food before stays whole
  "صوص",
];

/**
 * «صوص ثوم»، «صوص جبنة»: a sauce, named by what flavours it. We have no meal for such sauces
 * (toum is oil beaten with garlic, not the 3 g of garlic its flavour would weigh), so the sauce
 * and its flavour are shown not understood, never a line (lib/meals/meal-text/sauce.ts).
 */
export const sauceWords: readonly string[] = ["صوص"];

/**
 * Words that are never a food, even one letter away from one («السلام» is one letter from
 * «سلاطة»): greetings and small talk. They are reported as not understood, like any word
 * that names nothing, but never matched to a meal by a typo.
 */
export const notFoodWords: readonly string[] = [
  // «حاجة» (a thing): no food alone; «حاجة ساقعة» is still read whole, a longer name first
  "حاجة",
  "حاجه",
  "السلام",
  "سلام",
  "عليكم",
  "مرحبا",
  "مرحبتين",
  "أهلا",
  "اهلين",
  "صباح",
  "مساء",
  "الخير",
  "النور",
  "شكرا",
  "كيف",
  "حالك",
  "الحال",
  "الحمد",
  "لله",
  "نعم",
  "لا",
  "ما",
  "شن",
  "شنو",
  "ماذا",
  "hello",
  "hi",
  "piquant",
];

/**
 * Words that name a kind whose sort is said after them («عصير تفاح»): alone they are the kind's
 * usual sort («عصير» is orange juice), but followed by a sort the database lacks («عصير رمان»)
 * they are that juice, which we do not have: no line, never orange juice and a pomegranate.
 */
/**
 * Words right after a food that say how or when it was served, and leave it the same food and
 * the same amount: its temperature or freshness («حليب بارد»، «خبزة سخونة»), how strong a drink
 * was made («كاس شاهي خفيف»), when («قهوة توا»، «شاهي بعدها»). Understood and dropped there, not
 * reported as not understood (lib/meals/meal-text/food-at.ts); elsewhere they are what
 * they are («عسل طبيعي» is a name, «سكر خفيف» a sweetness). A word that would change the amount
 * («هلبة», a lot) is not one of them: the visitor is told it was not used.
 */
export const servedAsWords: readonly string[] = [
  ...["بارد", "باردة", "سخون", "سخونة", "سخونه", "ساخن", "ساخنة", "دافي", "دافية"],
  ...["طازج", "طازجة", "فريش", "طبيعي", "طبيعية"],
  ...["خفيف", "خفيفة", "ثقيل", "ثقيلة", "تقيل", "تقيلة"],
  ...["توا", "تو", "برضو", "بعده", "بعدها"],
];

export const kindWords: readonly string[] = ["عصير"];

/**
 * Words after a food that never name its sort (lib/meals/meal-text/qualifier.ts): particles and
 * adverbs of time or manner («شاهي بعدها»، «قهوة بلا سكر»، «الخضرة بس»), and the state a food
 * is served in, which leaves it the same food («حليب بارد»).
 */
export const notSortWords: readonly string[] = [
  "بارد",
  "باردة",
  "سخون",
  "سخونة",
  "ساخن",
  "ساخنة",
  "دافي",
  "طازج",
  "طازجة",
  "طبيعي",
  "طبيعية",
  "فريش",
  "كامل",
  "كاملة",
  "بس",
  "فقط",
  "بلا",
  "بدون",
  "غير",
  "من",
  "في",
  "فى",
  "ف",
  "عند",
  "زي",
  "كمان",
  "برضو",
  "قبل",
  "بعد",
  "الصباح",
  "العشية",
  "الليل",
  "بعده",
  "بعدها",
  "بعدين",
  "توا",
  "هلبة",
  // how strong a drink was made: the same tea or coffee («كاس شاهي خفيف»)
  "خفيف",
  "خفيفة",
  "ثقيل",
  "ثقيلة",
  "تقيل",
  "تقيلة",
];

/**
 * Words that say where or with whom a meal was eaten, not what: the word after «عند» («عند
 * امي»، «عند الجيران»), and a word with the article after «في»/«ف» («ف القهوة»: at the café,
 * «في الفرن»: in the oven). They name no food even when one letter from one («الجيران» is one
 * letter from «عيران»).
 */
export const placeWords: {
  readonly before: readonly string[];
  readonly definiteAfter: readonly string[];
  /**
   * «من المطعم»، «من المحل»: where a meal came from, a word with the article after «من» that is
   * no word we know (never «من الرز», a share of the rice, nor «من العلبة», its vessel).
   */
  readonly unknownAfter: readonly string[];
} = {
  before: ["عند"],
  definiteAfter: ["في", "فى", "ف"],
  unknownAfter: ["من"],
};

/**
 * Words that alone name a food the database lacks, though they fold to the start of a meal's
 * name: «هريسة» in Libya, Tunisia and the Maghreb is the chilli paste spread in a sandwich
 * (and in the Levant and Egypt a semolina cake), never the Gulf wheat dish «هريس», whose
 * own names say «هريس» or «هريسة قمح» (ar.wikipedia.org, «هريسة حارة»: a paste of dried hot
 * peppers of the Maghreb, not eaten alone but in sandwiches and dishes). A longer name holding
 * the word still names its meal.
 */
export const lackedFoodWords: readonly string[] = ["هريسة", "هريسه", "ذرة"];

/**
 * Words that name a dish the database lacks and take the food words after them as its sort or
 * its topping: «برجر لحم» is a beef burger, not cooked lamb; «بيتزا تن» a pizza, not a can of
 * tuna; «رايس كيك» a rice cake and «تشيز كيك» a cheesecake, not sponge cake. The dish and its
 * words give no line (lib/meals/meal-text/not-eaten.ts), as any food we lack.
 */
export const lackedDishWords: readonly string[] = [
  "برجر",
  "برغر",
  "بيرجر",
  "بيرغر",
  "همبرجر",
  "همبرغر",
  "هامبرجر",
  "هامبرغر",
  "بيتزا",
  "بيتزة",
  "ناتشوز",
  // breaded chicken of the fast-food shops: nuggets and the Zinger fillet sandwich, neither a
  // meal of ours (never the boiled chicken a «دجاج» after them would give)
  "ناجتس",
  "ناغتس",
  "نقتس",
  "زنجر",
  "تشيز",
  "تشيزكيك",
  "رايس",
  // pigeon, roasted or stuffed («حمام محشي»), not the stuffed vegetables
  "حمام",
  // Sudan's «ملاح»: the stew eaten with kisra, named by what it is cooked of («ملاح لحمة»،
  // «ملاح ويكة»): a stew we lack, never the meat or the okra alone
  "ملاح",
];

/**
 * A flavour written «بال…» after a food (lib/meals/meal-text/with-food.ts): a small part of that
 * food that gives it its taste, never a second food («زبادي بالفراولة»، «بوظة بالفستق»، «دونات
 * بالشوكولاطة»). Fruits eaten whole in a glass or a bowl (banana, dates) are not flavours.
 */
export const flavourWords: readonly string[] = [
  "شوكولاطة",
  "شوكولاتة",
  "شوكلاطة",
  "شكلاطة",
  "شوكولا",
  "كاكاو",
  "فانيليا",
  "فانيلا",
  "فراولة",
  "فريز",
  "فستق",
  "كراميل",
  "قرفة",
  "هيل",
  "زعفران",
  "نعناع",
  "ليمون",
  "توت",
];

/**
 * «الساعة ٥»: the hour of a meal («مع الشاهي الساعه ٥»), not five of the food before it. The
 * word and the number after it are reported as not understood, never read as an amount.
 */
export const clockWords: readonly string[] = ["الساعة", "ساعة", "الساعه"];

/**
 * After a clock word, what else says the hour (lib/meals/meal-text/clock-time.ts): the formal
 * ordinals («الساعة الثامنة»), the minutes said as a share of the hour joined by «و» («الساعة ٢
 * ونص»، «وربع»، «وثلث») or taken off with «الا» («الساعة ٣ الا ربع»). All of it is the hour.
 */
export const clockTimeWords: {
  readonly ordinals: readonly string[];
  readonly less: readonly string[];
} = {
  ordinals: [
    ...["الواحدة", "الثانية", "الثالثة", "الرابعة", "الخامسة", "السادسة", "السابعة"],
    ...["الثامنة", "التاسعة", "العاشرة", "الحادية"],
  ],
  less: ["الا", "إلا", "غير"],
};

/**
 * «نص الليل»، «نص النهار»: midnight and midday, a time of the meal; the half is the night's,
 * never half of the food after it.
 */
export const halfTimeWords: readonly string[] = ["الليل", "الليلة", "النهار"];

/**
 * Words after a food that say how it was cooked («بطاطس محمرة»، «بيضتين مقليات»، «فراخ بانيه»):
 * they belong to the food before them, never a second food. `means`: the words a meal's name
 * may use for the same cooking, tried in order («محمرة» potatoes are «بطاطا مقلية»); when no
 * meal is named with any of them, the word still belongs to the food and is dropped.
 */
export const cookingWords: readonly { words: readonly string[]; means: readonly string[] }[] = [
  { words: ["مقلي", "مقلية", "مقليات", "مقليين", "مقلى"], means: ["مقلي"] },
  { words: ["محمر", "محمرة", "محمرين", "محمرات"], means: ["محمر", "مقلي", "مشوي"] },
  { words: ["بانيه", "بانية", "مقرمش", "مقرمشة", "كرسبي"], means: ["مقلي"] },
  { words: ["مشوي", "مشوية", "مشويات", "مشويين"], means: ["مشوي"] },
  { words: ["مسلوق", "مسلوقة", "مسلوقين", "مسلوقات"], means: ["مسلوق"] },
  { words: ["مطبوخ", "مطبوخة"], means: ["مطبوخ"] },
  { words: ["محمص", "محمصة", "محمصين"], means: ["محمص"] },
  // the Maghreb's and Libya's «كحل»: black («الزيتون الكحل»)
  { words: ["كحل", "كحلة", "الكحل"], means: ["أسود"] },
  {
    // sizes (household-units.ts, `servingSizes`): «عصافيري» the small kind of a sweet
    words: [
      ...["صغير", "صغيرة", "صغار", "صغيرات", "عصافيري"],
      ...["كبير", "كبيرة", "كبار", "كبيرات"],
      ...["وسط", "متوسط", "متوسطة", "متوسطات"],
    ],
    means: [],
  },
];

/**
 * The sea fish of Libya's and the region's markets by kind (lib/meals/meal-text/fish-kind.ts):
 * said after «حوت»/«سمك» («سمك صافي مقلي»، «حوت بوري مشوي») the kind leaves it the fish cooked
 * so, our fish dishes being of white fish and not one per kind; said first with a cooking word
 * («سردين مقلي»، «تريليا مقلية») it is a fresh fish cooked so, never the canned one. A kind that
 * makes a name with the words around it («سمك بلطي مقلي»، «حوت بوري مشوي») stays that name.
 */
export const fishKindWords: readonly string[] = [
  "صافي",
  "بوري",
  "تريليا",
  "وراطة",
  "مرجان",
  "كروكي",
  "دنيس",
  "غزال",
  "شلبة",
  "سردين",
  "سردينة",
  "بلطي",
  "قاروص",
];

/** The word a fish's kind stands for: the fish itself. */
export const fishWord = "حوت";

/**
 * «لبن» is buttermilk to a Libyan or a Gulf writer and yoghurt to a Levantine or an Egyptian one;
 * beside a dish the Levant serves with a bowl of yoghurt on the side («مجدرة مع لبن»، «مقلوبة
 * ولبن»، «برغل بالبندورة مع لبن»، the stuffed vegetables and kibbeh) it is that yoghurt whoever
 * writes it (lib/meals/meal-text/yoghurt-with.ts): `word` right after one of `dishes` is `meal`.
 */
export const yoghurtWithDishes: {
  readonly word: string;
  readonly meal: string;
  readonly dishes: readonly string[];
} = {
  word: "لبن",
  meal: "زبادي",
  dishes: [
    "مجدرة",
    "مقلوبة",
    "برغل بالبندورة",
    "برغل مطبوخ",
    "محشي كوسا",
    "محشي ملفوف",
    "محشي باذنجان",
    "شيخ المحشي",
    "فلفل محشي",
    "ورق عنب باللحمة",
    "كبة مقلية",
    "كبة بالصينية",
    "فريكة بالدجاج",
    "فريكة باللحم",
  ],
};

/**
 * «بال…» words that name a dish's own ingredient, so belong to the dish («زميطة بالزيت» is the
 * زميطة, its oil counted in it): each is in the dish's recipe (content/meals/libyan.ts:
 * زميطة holds olive oil; عصيدة dates, eaten as date syrup, and ghee).
 */
export const ownIngredientWords: Readonly<Record<string, readonly string[]>> = {
  زميطة: ["زيت", "زيت زيتون"],
  عصيدة: ["رب", "سمن", "رب وزيت", "زيت"],
  // What a dish is made or served with, said «بال…», «مع …» or joined «وال…» to it, each checked
  // against the dish's recipe by content/meals/dish-parts.test.ts: the meat of بازين and of
  // couscous may be قديد (it stands for their lamb); بسيسة is sweetened with dates or sugar and
  // mixed with oil; فول مدمس is dressed with oil; قطايف hold walnuts; رب وزيت is the
  // bread dipped in the syrup and oil, its loaf in it.
  بازين: ["قديد"],
  "كسكسي باللحم والخضار": ["قديد"],
  // شربة and the onion couscous hold chickpeas: «شربة بالحمص» is the soup, not a dish of hummus.
  "كسكسي بالبصلة": ["قديد", "حمص"],
  "شربة ليبية": ["حمص"],
  بسيسة: ["زيت", "زيت زيتون", "تمر", "سكر"],
  "فول مدمس": ["زيت", "زيت زيتون"],
  قطايف: ["جوز"],
  "رب وزيت": ["خبز", "خبزة", "خبز تنور", "خبز فرنسي"],
  // The Gulf's rice dishes are a plate of rice with the meat on it (200 g of cooked rice, SR28
  // 20045, in each recipe): «مندي دجاج مع رز» is the mandi, its rice not a second plate.
  "مندي دجاج": ["رز", "أرز"],
  "مندي لحم": ["رز", "أرز"],
  "كبسة دجاج": ["رز", "أرز"],
  "كبسة لحم": ["رز", "أرز"],
  "برياني دجاج": ["رز", "أرز"],
  "برياني لحم": ["رز", "أرز"],
};

/**
 * A bare word whose usual sort is eaten as it is («بيض», boiled eggs) names a pan dish when a
 * food cooked into it follows, written «بال…» («بيض بالبسطرمة»، «بيض بالسجق»), whether or not
 * we have that food: eggs cooked in the pan, not boiled. With no amount said, the dish is
 * `count` of the meal's serving `serving`, with why.
 */
export const cookedWithWords: readonly {
  words: readonly string[];
  meal: string;
  serving: string;
  count: number;
  why: string;
}[] = [
  {
    words: ["بيض"],
    meal: "بيض مقلي",
    serving: "حبة كبيرة",
    count: 2,
    why: "a pan of eggs is about two: FNDDS weighs eggs scrambled or in an omelette of no stated amount 110 g (32130010), about two eggs, and two of our large fried eggs (SR28 01128, 46 g) weigh 92 g",
  },
];

/**
 * How a line of «ماذا أكلت؟» says it understood its amount (lib/meals/meal-text/amount-reading.ts):
 * «طاسة ≈ 250 غ، تقدير»، «كأس ≈ 240 غ، حصة USDA»، «بلا كمية: حصة عادية ≈ 30 غ، تقدير».
 */
export const amountReadingWords = {
  /** Before an amount no one said: the food's usual portion was taken. */
  unsaid: "بلا كمية",
  /** Before the amount of a food inside a bread («خبزة بالتن»). */
  filling: "حشوة",
  /** Before an amount changed on the line. */
  corrected: "بعد التعديل",
  /** The words of a usual portion that names no household unit. */
  usualPortion: "حصة عادية",
  gram: "غ",
  /** Where the grams come from. */
  source: {
    written: "كما كتبت",
    usda: "حصة USDA",
    recipe: "حسب الوصفة",
    estimate: "تقدير",
  },
  /** A unit the data has no weight for. */
  noWeight: "لا نعرف وزنها؛ اكتب الكمية بالغرام",
  /** A plural said with no number («كاسات شاهي»). */
  noCount: "كم؟ اكتب العدد أو الغرامات",
} as const;

/**
 * What was eaten of a food just named, said after it (lib/meals/meal-text/partial.ts): the line
 * before is scaled, no new line is made.
 */
export const partialWords = {
  /**
   * A fraction with a pronoun of the food named before («كليت نصها بس»: half of it): the
   * fraction's own value (`fractionWords`); «شوية منه» is a little of it, a half as «شوية» is.
   */
  pronouns: ["ها", "ه", "و", "هم"],
  /** «منه شوية»، «شوية منها»: «of it», with a little word next to it. */
  ofIt: ["منه", "منها", "منو", "منهم"],
  /**
   * «ما كملتش الرز»، «ما كملتهاش»: the food was not finished. Half its portion is taken, our
   * estimate: a plate left unfinished lies between a bite and the whole, and «not all» is
   * answered with half as «شوية» is. The forms with their «ش» are negated alone; the others
   * («ما كملت»، «ما خلصته») only after «ما» written apart.
   */
  /**
   * «صحن بازين ما كليته كامل»، «شكشوكة ما كليتهاش كاملة»: a negated verb of eating with «whole»
   * after it says the food was not finished, not that it was not eaten: half, as `notFinished`.
   */
  notWhole: ["كامل", "كاملة", "كاملين", "بالكامل", "كله", "كلها", "كلو", "الكل"],
  /**
   * «كسكسي ما كلتش ياسر»، «ما كليتش برشا كسكسي»: with «much» after it, a little was eaten: a
   * little, half its portion as «شوية» is (our estimate), never none and never the whole.
   */
  notMuch: ["ياسر", "برشا", "برشة", "هلبة", "بزاف", "واجد", "وايد", "كثير", "كتير", "ياسرش"],
  notFinished: {
    negated: [
      "كملتش",
      "ماكملتش",
      "كملتهاش",
      "ماكملتهاش",
      "كملتوش",
      "ماكملتوش",
      "كملتهوش",
      "كملتهش",
      "كملتهمش",
      "خلصتش",
      "ماخلصتش",
      "خلصتهاش",
      "خلصتوش",
      "كملناش",
      "ماكملناش",
    ],
    afterMa: ["كملت", "كملته", "كملتها", "كملتو", "خلصت", "خلصته", "خلصتها", "خلصتو"],
    value: 1 / 2,
  },
  /**
   * «لتر فانتا تقاسمناها انا وخويا»: an amount said was shared. With the number who shared
   * («تقاسمناها على ٤») it is that share; with none, half, the fewest who share being two (our
   * estimate). Only an amount said is shared: a food named with no amount is already taken as
   * one person's portion.
   */
  shared: {
    words: [
      "تقاسمناها",
      "تقاسمناه",
      "تقاسمناهم",
      "تقاسمناهن",
      "قسمناها",
      "قسمناه",
      "قسمناهم",
      "اقتسمناها",
      "اقتسمناه",
      "تشاركناها",
      "تشاركناه",
    ],
    value: 1 / 2,
  },
} as const;

/**
 * Words before a number that divide, not count: «قسمت الصينية على ٦» (into six), «بيناتنا ٤»
 * (four of us sharing). The number is how many shared, never how many servings were eaten.
 */
export const divisorWords: readonly string[] = [
  "على",
  "ع",
  "بيناتنا",
  "بيننا",
  "بينا",
  "بيناتهم",
  "بينهم",
];

/**
 * The separators that join a dish and what it is served with («رب وزيت مع خبزة»، «فول مدمس مع
 * زيت زيتون», lib/meals/meal-text/with-food.ts): what the dish is made with stays in it.
 */
export const servedWithWords: readonly string[] = ["مع", "with"];

/**
 * Flavours said right after a food with nothing between («دونات شوكولاتة»، «بوظة فانيليا»):
 * the food's flavour or filling, never a bar of chocolate beside it
 * (lib/meals/meal-text/with-food.ts). Only flavours no one eats as a food of their own after
 * another: a fruit said so may be a list («موز فراولة»).
 */
export const bareFlavourWords: readonly string[] = [
  "شوكولاطة",
  "شوكولاتة",
  "شوكلاطة",
  "شكلاطة",
  "شوكولا",
  "شكولاطة",
  "كاكاو",
  "فانيليا",
  "فانيلا",
  "كراميل",
];
