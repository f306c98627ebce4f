import { withSyrup } from "./sweet-syrup";
import { withFryingOil } from "./frying-oil";
import type { MealEntry } from "./types";

// Dishes eaten every day in the Gulf, the Levant, Egypt and the Maghreb that the database
// lacked: breads, rice and freekeh dishes, stuffed dishes and kofta, stews, and sweets. Most
// are the dishes a published table analysed (reference-dishes.ts holds each check). Every one
// is a recipe of USDA rows with grams as eaten (cooked weights) for one serving as a person
// eats it at one sitting; the `basis` says what the recipe is based on, which USDA rows stand
// in for what USDA lacks, and where a serving's weight is our estimate, why. Water absorbed by
// doughs, and the broth served with stews, is listed as tap water.
export const moreDishes: readonly MealEntry[] = [
  // ---------------------------------------------------------------- breads
  {
    name: "خبز رقاق",
    aliases: ["رقاق", "خبز رگاگ", "خبز الرقاق", "regag", "khubz regag"],
    category: "gulf",
    // Paper-thin dough of flour and water baked dry on a hot dome (the Kuwaiti row: 14 % water).
    basis:
      "خبز خليجي رقيق كالورق من الدقيق والماء يُخبز على الصاج حتى يجف؛ الرقاقة نحو 31 غ (تقديرنا لرقاقة بقطر 40 سم)",
    serving: { label: "رغيف" },
    recipe: [
      { usda: "sr28:20081", grams: 30 }, // wheat flour
      { usda: "fndds:94000100", grams: 0.7 }, // water left after baking
      { usda: "sr28:02047", grams: 0.3 }, // salt
    ],
  },
  {
    name: "خبز مهياوة",
    aliases: ["مهياوة", "خبز محياوة", "خبز مهياوه", "khubz mahyawa", "mahyawa bread"],
    category: "gulf",
    basis:
      "خبز بحريني مدهون بالمهياوة (صلصة السمك المخمرة، صلصة السمك في SR28 بديلًا) مع قليل من الزيت؛ الرغيف نحو 100 غ (تقديرنا)",
    serving: { label: "رغيف" },
    recipe: [
      { usda: "sr28:20081", grams: 55 }, // wheat flour
      { usda: "fndds:94000100", grams: 33 }, // water left in the baked bread
      { usda: "sr28:06179", grams: 8 }, // fish sauce (for mahyawa)
      { usda: "sr28:04506", grams: 2 }, // oil
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "خبز شباتي",
    aliases: ["شباتي", "جباتي", "خبز جباتي", "تشباتي", "chapati", "chapati bread"],
    category: "gulf",
    basis:
      "خبز رقيق من دقيق القمح الكامل والماء وقليل من الزيت على الصاج؛ الرغيف بوزن قطعة الشباتي في SR28 (28285، 43 غ)",
    serving: { label: "رغيف" },
    recipe: [
      { usda: "sr28:20080", grams: 30 }, // whole-grain wheat flour
      { usda: "fndds:94000100", grams: 12 }, // water left in the bread
      { usda: "sr28:04506", grams: 1 }, // oil of the griddle
    ],
  },
  {
    name: "خبز حساوي",
    aliases: ["خبز أحمر", "الخبز الأحمر", "خبز احمر حساوي", "hassawi bread", "red bread"],
    category: "gulf",
    // Sweetened with date syrup: the Saudi row has 23.5 g sugars.
    basis:
      "خبز الأحساء الأحمر: دقيق القمح الكامل مع دبس التمر (التمر بديلًا عن الدبس) والماء والحبة السوداء؛ الرغيف نحو 100 غ (تقديرنا)",
    serving: { label: "رغيف" },
    recipe: [
      { usda: "sr28:20080", grams: 50 }, // whole-grain wheat flour
      { usda: "sr28:09087", grams: 25 }, // dates (for date syrup)
      { usda: "fndds:94000100", grams: 22 }, // water left in the bread
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "خمير",
    aliases: ["قرص خمير", "خبز الخمير", "قرص عقيلي", "khameer", "khameer bread"],
    category: "gulf",
    basis: "خبز حجازي محلى: دقيق وبيض وحليب وسكر وزيت مع الهيل، مخبوز؛ القرص نحو 95 غ (تقديرنا)",
    serving: { label: "قطعة" },
    recipe: [
      { usda: "sr28:20081", grams: 50 }, // wheat flour
      { usda: "sr28:01123", grams: 8 }, // egg
      { usda: "sr28:01077", grams: 10 }, // milk
      { usda: "sr28:19335", grams: 7 }, // sugar
      { usda: "sr28:04506", grams: 8 }, // oil
      { usda: "fndds:94000100", grams: 11.5 }, // water left in the bread
      { usda: "sr28:02006", grams: 0.5 }, // cardamom
    ],
  },
  {
    name: "عيش أبو لحم",
    aliases: ["عيش ابو لحم", "عيش باللحم", "ابو لحم", "aish abu laham", "aish laham"],
    category: "gulf",
    basis:
      "خبز قصيمي: عجينة مخبوزة عليها لحم مفروم وبصل وكراث وطحينة وسمن؛ القطعة نحو 118 غ (تقديرنا لقطعة من الصينية)",
    serving: { label: "قطعة" },
    recipe: [
      { usda: "sr28:20081", grams: 40 }, // wheat flour
      { usda: "fndds:94000100", grams: 20 }, // water left in the dough
      { usda: "sr28:23575", grams: 30 }, // beef, ground 80 %, cooked
      { usda: "sr28:11282", grams: 15 }, // onions and leeks
      { usda: "sr28:12166", grams: 5 }, // tahini
      { usda: "sr28:01003", grams: 8 }, // ghee
    ],
  },
  // ---------------------------------------------------------------- freekeh and rice
  {
    name: "فريك مطبوخ",
    aliases: ["فريكة مطبوخة", "فريك مسلوق", "فريكة سادة", "freekeh", "cooked freekeh"],
    category: "rice-grains",
    basis:
      "قمح أخضر محمص مكسور مسلوق بلا إضافات؛ البرغل المطبوخ بديلًا (قمح مكسور مثله، لا يحوي USDA الفريك)، والكوب كوب البرغل المطبوخ في SR28 (182 غ)",
    serving: { label: "كوب" },
    recipe: [{ usda: "sr28:20013", grams: 182 }], // bulgur, cooked (for freekeh)
  },
  {
    name: "فريكة بالدجاج",
    aliases: ["فريكة بدجاج", "فريك بالدجاج", "فريكه بالجاج", "freekeh with chicken", "frikeh"],
    category: "levant",
    basis:
      "وصفة شامية: فريك مطبوخ بمرق الدجاج (البرغل المطبوخ بديلًا عن الفريك) مع الدجاج والبصل والسمن واللوز المحمص",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20013", grams: 200 }, // bulgur, cooked (for freekeh)
      { usda: "sr28:05010", grams: 100 }, // chicken, meat and skin, stewed
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:12063", grams: 5 }, // almonds
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "فريكة باللحم",
    aliases: ["فريكة بلحمة", "فريك باللحم", "فريكة بلحم", "freekeh with lamb", "freekeh with meat"],
    category: "levant",
    basis:
      "وصفة شامية: فريك مطبوخ بمرق اللحم (البرغل المطبوخ بديلًا عن الفريك) مع لحم الضأن والبصل والسمن والصنوبر",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20013", grams: 200 }, // bulgur, cooked (for freekeh)
      { usda: "sr28:17060", grams: 80 }, // lamb, cubed, braised
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:12147", grams: 4 }, // pine nuts
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "برياني دجاج",
    aliases: ["برياني", "برياني بالدجاج", "برياني فراخ", "chicken biryani", "biryani"],
    category: "gulf",
    basis:
      "وصفة خليجية: رز مطبوخ على طبقات مع الدجاج المتبل باللبن والطماطم والبصل المقلي والبهارات",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:05010", grams: 90 }, // chicken, meat and skin, stewed
      { usda: "sr28:11283", grams: 30 }, // onions, cooked
      { usda: "sr28:11529", grams: 30 }, // tomatoes
      { usda: "sr28:01116", grams: 20 }, // yogurt, whole milk
      { usda: "sr28:04506", grams: 6 }, // oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "برياني لحم",
    aliases: ["برياني باللحم", "برياني لحمة", "برياني غنم", "lamb biryani", "mutton biryani"],
    category: "gulf",
    basis:
      "وصفة خليجية: رز مطبوخ على طبقات مع لحم الضأن المتبل باللبن والطماطم والبصل المقلي والبهارات والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:17060", grams: 90 }, // lamb, cubed, braised
      { usda: "sr28:11283", grams: 30 }, // onions, cooked
      { usda: "sr28:11529", grams: 30 }, // tomatoes
      { usda: "sr28:01116", grams: 20 }, // yogurt, whole milk
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "مجبوس لحم",
    aliases: ["مچبوس لحم", "مكبوس لحم", "مجبوس باللحم", "machboos lamb", "machboos meat"],
    category: "gulf",
    basis: "وصفة خليجية: رز مطبوخ في مرق لحم الضأن بالطماطم والبصل واللومي والبهارات مع اللحم",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:17060", grams: 100 }, // lamb, cubed, braised
      { usda: "sr28:11529", grams: 30 }, // tomatoes
      { usda: "sr28:11283", grams: 25 }, // onions, cooked
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "مجبوس سمك",
    aliases: ["مجبوس هامور", "مچبوس سمك", "مكبوس سمك", "machboos hamour", "fish machboos"],
    category: "gulf",
    basis:
      "وصفة خليجية: رز مطبوخ في مرق السمك بالطماطم والبصل والبهارات مع قطع الهامور (هامور SR28 المطبوخ)",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:15032", grams: 120 }, // grouper, cooked
      { usda: "sr28:11529", grams: 30 }, // tomatoes
      { usda: "sr28:11283", grams: 25 }, // onions, cooked
      { usda: "sr28:04506", grams: 8 }, // oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "رز بخاري باللحم",
    aliases: ["رز بخاري", "أرز بخاري", "رز بخاري لحم", "bukhari rice", "rice bukhari"],
    category: "gulf",
    basis: "وصفة حجازية: رز مطبوخ بمرق اللحم والزيت مع الجزر المبشور والزبيب والبصل وقطع لحم الضأن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 220 }, // rice, white, cooked
      { usda: "sr28:17060", grams: 70 }, // lamb, cubed, braised
      { usda: "sr28:11125", grams: 30 }, // carrots, cooked
      { usda: "sr28:09298", grams: 5 }, // raisins
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:04506", grams: 12 }, // oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "رز بخاري بالدجاج",
    aliases: [
      "رز بخاري دجاج",
      "أرز بخاري بالدجاج",
      "بخاري دجاج",
      "chicken bukhari",
      "bukhari chicken",
    ],
    category: "gulf",
    basis: "وصفة حجازية: رز مطبوخ بمرق الدجاج والزيت مع الجزر المبشور والزبيب والبصل والدجاج",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 220 }, // rice, white, cooked
      { usda: "sr28:05010", grams: 80 }, // chicken, meat and skin, stewed
      { usda: "sr28:11125", grams: 30 }, // carrots, cooked
      { usda: "sr28:09298", grams: 5 }, // raisins
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:04506", grams: 8 }, // oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "رز حساوي",
    aliases: ["رز أحمر حساوي", "عيش حساوي", "الرز الحساوي", "hassawi rice", "red hassawi rice"],
    category: "gulf",
    basis:
      "وصفة من الأحساء: الرز الأحمر الحساوي مطبوخ بمرق الدجاج مع الدجاج والبصل والسمن (الرز البني المطبوخ بديلًا عن الرز الأحمر)",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20037", grams: 220 }, // rice, brown, cooked (for red Hassawi rice)
      { usda: "sr28:05010", grams: 70 }, // chicken, meat and skin, stewed
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:01003", grams: 10 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "رز بالحمص",
    aliases: ["رز بحمص", "أرز بالحمص", "رز مع حمص", "rice with chickpeas", "chickpea rice"],
    category: "gulf",
    basis: "وصفة مدينية: رز مطبوخ بالمرق مع الحمص المسلوق وقليل من لحم الضأن والبصل والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:16057", grams: 60 }, // chickpeas, cooked
      { usda: "sr28:17060", grams: 30 }, // lamb, cubed, braised
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "قوزي",
    aliases: ["غوزي", "قوزي لحم", "خروف قوزي", "ouzi", "qouzi"],
    category: "gulf",
    basis:
      "وصفة خليجية: لحم ضأن مشوي فوق رز مطبوخ بالبهارات والسمن، مع اللوز المحمص والزبيب والبصل المحمر",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 180 }, // rice, white, cooked
      { usda: "sr28:17012", grams: 120 }, // lamb leg, roasted
      { usda: "sr28:11283", grams: 30 }, // onions, cooked
      { usda: "sr28:12063", grams: 15 }, // almonds
      { usda: "sr28:09298", grams: 10 }, // raisins
      { usda: "sr28:01003", grams: 15 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "مموش ربيان",
    aliases: ["مموش", "مموش بالربيان", "مموّش ربيان", "mumawwash", "momawash rubyan"],
    category: "gulf",
    basis: "وصفة بحرينية: رز مطبوخ مع الماش (فاصوليا المونج) والربيان والبصل والبهارات",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 180 }, // rice, white, cooked
      { usda: "sr28:16081", grams: 50 }, // mung beans, cooked
      { usda: "sr28:15151", grams: 60 }, // shrimp, cooked
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:04506", grams: 4 }, // oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  // ---------------------------------------------------------------- meat, fish, stews
  {
    name: "داود باشا",
    aliases: ["داوود باشا", "كفتة بالصلصة", "كفتة بالبندورة", "dawood basha", "daoud pasha"],
    category: "levant",
    basis: "وصفة شامية: كرات كفتة لحم مفروم مطبوخة في صلصة الطماطم مع البصل",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:23575", grams: 100 }, // beef, ground 80 %, cooked
      { usda: "sr28:11549", grams: 120 }, // tomato sauce
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:04053", grams: 5 }, // olive oil
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "محشي باذنجان",
    aliases: ["باذنجان محشي", "بتنجان محشي", "محشي بتنجان", "mahshi batinjan", "stuffed eggplant"],
    category: "levant",
    basis: "وصفة شامية ومصرية: باذنجان صغير محشو بالرز واللحم المفروم ومطبوخ في صلصة الطماطم",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11210", grams: 150 }, // eggplant, cooked
      { usda: "sr28:20045", grams: 60 }, // rice, white, cooked
      { usda: "sr28:23575", grams: 40 }, // beef, ground 80 %, cooked
      { usda: "sr28:11529", grams: 50 }, // tomatoes
      { usda: "sr28:11546", grams: 8 }, // tomato paste
      { usda: "sr28:04053", grams: 8 }, // olive oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "شيخ المحشي",
    aliases: [
      "شيخ محشي",
      "شيخ المحشي باللبن",
      "كوسا باللبن",
      "sheikh al mahshi",
      "sheikh el mahshi",
    ],
    category: "levant",
    basis:
      "وصفة شامية: كوسا محشوة باللحم المفروم والصنوبر ومطبوخة في اللبن بالثوم والنعناع (نشاء الذرة يمنع تخثر اللبن)",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11478", grams: 150 }, // zucchini, cooked
      { usda: "sr28:17225", grams: 50 }, // lamb, ground, cooked
      { usda: "sr28:12147", grams: 5 }, // pine nuts
      { usda: "sr28:01116", grams: 120 }, // yogurt, whole milk
      { usda: "sr28:20027", grams: 3 }, // cornstarch
      { usda: "sr28:01003", grams: 5 }, // ghee
      { usda: "sr28:11215", grams: 2.5 }, // garlic
      { usda: "sr28:02047", grams: 1.5 }, // salt
    ],
  },
  {
    name: "مرقاز",
    aliases: ["مرقاز مشوي", "مرڨاز", "مركاز", "merguez", "mergez"],
    category: "maghreb",
    basis:
      "نقانق مغاربية من لحم الضأن والبقر المفروم بالفلفل الأحمر والثوم، مشوية؛ صحن من أربع حبات رفيعة، الحبة نحو 26 غ (تقديرنا)",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:17225", grams: 60 }, // lamb, ground, cooked
      { usda: "sr28:23575", grams: 40 }, // beef, ground 80 %, cooked
      { usda: "sr28:02028", grams: 2 }, // paprika
      { usda: "sr28:11215", grams: 1.5 }, // garlic
      { usda: "sr28:02047", grams: 1.5 }, // salt
    ],
  },
  {
    name: "تكة لحم",
    // «تكة» alone: the lamb tikka of Iraq's and the Gulf's grills
    aliases: ["تكه لحم", "تكة غنم", "لحم تكة", "meat tikka", "lamb tikka", "تكة"],
    category: "gulf",
    basis: "وصفة خليجية: مكعبات لحم ضأن متبلة باللبن والليمون والبهارات ومشوية على الفحم",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:17012", grams: 150 }, // lamb leg, roasted
      { usda: "sr28:01116", grams: 10 }, // yogurt of the marinade
      { usda: "sr28:09152", grams: 5 }, // lemon juice
      { usda: "sr28:04506", grams: 5 }, // oil
      { usda: "sr28:02028", grams: 2 }, // paprika and spices
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "دجاج بالفرن",
    aliases: [
      "دجاج بالفرن مع البطاطا",
      "صينية دجاج",
      "جاج بالفرن",
      "baked chicken",
      "dajaj bil forn",
    ],
    category: "gulf",
    basis: "وصفة منزلية: قطع دجاج مخبوزة مع البطاطا والبصل والطماطم والزيت والبهارات في صينية",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:05009", grams: 150 }, // chicken, meat and skin, roasted
      { usda: "sr28:11367", grams: 150 }, // potatoes, boiled (baked in the tray)
      { usda: "sr28:11283", grams: 30 }, // onions, cooked
      { usda: "sr28:11529", grams: 40 }, // tomatoes
      { usda: "sr28:04506", grams: 8 }, // oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "صالونة لحم",
    aliases: ["صالونة باللحم", "مرق لحم بالخضار", "صالونه لحم", "saloona meat", "salona lamb"],
    category: "gulf",
    basis:
      "يخنة خليجية: لحم ضأن مطبوخ مع البطاطا والكوسا والجزر في مرق الطماطم والبهارات، مع مرقها كما يُغرف",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:17060", grams: 80 }, // lamb, cubed, braised
      { usda: "sr28:11367", grams: 60 }, // potatoes, boiled
      { usda: "sr28:11478", grams: 40 }, // zucchini, cooked
      { usda: "sr28:11125", grams: 30 }, // carrots, cooked
      { usda: "sr28:11529", grams: 50 }, // tomatoes
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:11546", grams: 8 }, // tomato paste
      { usda: "sr28:04506", grams: 6 }, // oil
      { usda: "fndds:94000100", grams: 80 }, // water of the stew
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "صالونة سمك",
    aliases: ["صالونة السمك", "مرق سمك", "صالونة شعري", "saloona fish", "fish saloona"],
    category: "gulf",
    basis:
      "يخنة خليجية: قطع سمك (القاروص المطبوخ بديلًا عن الشعري) مع البطاطا والطماطم والبصل في مرق البهارات، مع مرقها كما يُغرف",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:15092", grams: 80 }, // sea bass, cooked (for shaari)
      { usda: "sr28:11367", grams: 50 }, // potatoes, boiled
      { usda: "sr28:11529", grams: 60 }, // tomatoes
      { usda: "sr28:11283", grams: 25 }, // onions, cooked
      { usda: "sr28:11546", grams: 8 }, // tomato paste
      { usda: "sr28:04506", grams: 8 }, // oil
      { usda: "fndds:94000100", grams: 80 }, // water of the stew
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "صينية سمك",
    aliases: [
      "صينية السمك",
      "سمك بالفرن",
      "سمك في الفرن",
      "سمك بالصينية",
      "fish saneya",
      "baked fish tray",
    ],
    category: "gulf",
    basis: "وصفة منزلية: سمك مخبوز في صينية مع شرائح البطاطا والطماطم والبصل والزيت",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:15092", grams: 150 }, // sea bass, cooked
      { usda: "sr28:11367", grams: 100 }, // potatoes, boiled (baked in the tray)
      { usda: "sr28:11529", grams: 60 }, // tomatoes
      { usda: "sr28:11283", grams: 30 }, // onions, cooked
      { usda: "sr28:04506", grams: 6 }, // oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "ربيان مشوي",
    aliases: ["روبيان مشوي", "جمبري مشوي", "قمبري مشوي", "grilled shrimp", "rubyan mashwi"],
    category: "gulf",
    basis: "وصفة خليجية: ربيان متبل بالثوم والليمون والبهارات والزيت ومشوي",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:15151", grams: 150 }, // shrimp, cooked
      { usda: "sr28:09152", grams: 10 }, // lemon juice
      { usda: "sr28:04506", grams: 6 }, // oil
      { usda: "sr28:11215", grams: 3 }, // garlic
      { usda: "sr28:02028", grams: 2 }, // paprika and spices
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "هريس دجاج",
    aliases: ["هريس بالدجاج", "هريسة دجاج", "هريس الدجاج", "harees chicken", "chicken harees"],
    category: "gulf",
    basis:
      "وصفة خليجية: قمح مطبوخ طويلًا في الماء مع قليل من الدجاج حتى يهرس (البرغل المطبوخ بديلًا عن حب القمح)، مع ماء طبخه ولمسة سمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20013", grams: 150 }, // bulgur, cooked (cooked wheat)
      { usda: "fndds:94000100", grams: 90 }, // cooking water the wheat is beaten with
      { usda: "sr28:05010", grams: 30 }, // chicken, meat and skin, stewed
      { usda: "sr28:01003", grams: 4 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "سليق لحم",
    aliases: ["سليق باللحم", "سليق لحم غنم", "سليق باللحمة", "saleeg with meat", "saleeg lahm"],
    category: "gulf",
    basis: "وصفة حجازية: رز مطبوخ بمرق اللحم والحليب حتى يصبح طريًا، مع لحم الضأن والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:01077", grams: 80 }, // milk, whole
      { usda: "sr28:17060", grams: 90 }, // lamb, cubed, braised
      { usda: "sr28:01003", grams: 10 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "بيض بالطماطم",
    aliases: ["بيض وطماط", "طماطم بالبيض", "بيض بالطماط", "egg with tomato", "bayd tamat"],
    category: "gulf",
    basis: "فطور خليجي: طماطم مطبوخة مع البصل والزيت ثم يُخفق فيها البيض",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11529", grams: 150 }, // tomatoes
      { usda: "sr28:01132", grams: 50 }, // egg, scrambled
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:04506", grams: 4 }, // oil
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "خيار بلبن",
    aliases: [
      "خيار باللبن",
      "سلطة خيار باللبن",
      "سلطة لبن بخيار",
      "khiyar bi laban",
      "cucumber yogurt salad",
    ],
    category: "levant",
    basis: "سلطة شامية: لبن رائب مع الخيار المفروم والثوم والنعناع المجفف",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:01116", grams: 150 }, // yogurt, whole milk
      { usda: "sr28:11205", grams: 80 }, // cucumber, with peel
      { usda: "sr28:11215", grams: 2 }, // garlic
      { usda: "sr28:02065", grams: 1 }, // mint
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "مطبق دجاج",
    aliases: [
      "مطبق بالدجاج",
      "مطبق جاج",
      "مطبق دجاج بالبيض",
      "chicken mutabbaq",
      "mutabbaq chicken",
    ],
    category: "gulf",
    basis:
      "وصفة حجازية: عجينة رقيقة (الفيلو بديلًا) محشوة بالدجاج المفروم والبيض والكراث، مطهوة على الصاج بقليل من الزيت",
    serving: { label: "قطعة" },
    recipe: [
      { usda: "sr28:18338", grams: 70 }, // phyllo dough
      { usda: "sr28:05064", grams: 45 }, // chicken breast, roasted
      { usda: "sr28:01131", grams: 40 }, // egg, cooked
      { usda: "sr28:11282", grams: 25 }, // onions and leeks
      { usda: "sr28:04506", grams: 2 }, // oil of the griddle
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  // ---------------------------------------------------------------- sweets
  {
    name: "مطبق موز",
    aliases: [
      "مطبق حلو بالموز",
      "مطبق بالموز",
      "مطبق موز حلو",
      "banana mutabbaq",
      "sweet mutabbaq",
    ],
    category: "gulf",
    basis:
      "حلوى حجازية: عجينة رقيقة (الفيلو بديلًا) محشوة بالموز والبيض والسكر، مطهوة على الصاج بالسمن",
    serving: { label: "قطعة" },
    recipe: [
      { usda: "sr28:18338", grams: 60 }, // phyllo dough
      { usda: "sr28:09040", grams: 50 }, // banana
      { usda: "sr28:01131", grams: 20 }, // egg, cooked
      { usda: "sr28:19335", grams: 10 }, // sugar
      { usda: "sr28:01003", grams: 6 }, // ghee
    ],
  },
  {
    name: "مطبق جبن حلو",
    aliases: [
      "مطبق حلو بالجبن",
      "مطبق جبنة حلو",
      "مطبق بالجبنة الحلوة",
      "sweet cheese mutabbaq",
      "cheese mutabbaq",
    ],
    category: "gulf",
    basis:
      "حلوى حجازية: عجينة رقيقة (الفيلو بديلًا) محشوة بالجبن الكريمي والبيض والسكر، مطهوة على الصاج بالسمن",
    serving: { label: "قطعة" },
    recipe: [
      { usda: "sr28:18338", grams: 60 }, // phyllo dough
      { usda: "fndds:14301010", grams: 30 }, // cream cheese
      { usda: "sr28:01131", grams: 15 }, // egg, cooked
      { usda: "sr28:19335", grams: 12 }, // sugar
      { usda: "sr28:01003", grams: 6 }, // ghee
    ],
  },
  {
    name: "معصوب",
    aliases: ["معصوب بالموز", "معصوب موز", "معصوب بالعسل", "masoub", "maasoob"],
    category: "gulf",
    basis:
      "فطور حجازي: خبز بر مفتت (الخبز العربي الأسمر بديلًا) مهروس مع الموز والعسل والسمن والقشطة",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:18042", grams: 60 }, // whole-wheat pita
      { usda: "sr28:09040", grams: 100 }, // banana
      { usda: "sr28:19296", grams: 20 }, // honey
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:01053", grams: 10 }, // cream
    ],
  },
  {
    name: "حنيني",
    aliases: ["الحنيني", "حنيني بالتمر", "حنيني نجدي", "henaini", "hunaini"],
    category: "gulf",
    basis: "حلوى نجدية شتوية: خبز بر مفتت (الخبز العربي الأسمر بديلًا) مع التمر والسمن والهيل",
    serving: { label: "صحن صغير" },
    recipe: [
      { usda: "sr28:18042", grams: 50 }, // whole-wheat pita
      { usda: "sr28:09087", grams: 60 }, // dates
      { usda: "sr28:01003", grams: 12 }, // ghee
      { usda: "sr28:02006", grams: 1 }, // cardamom
    ],
  },
  {
    name: "كنافة بالقشطة",
    aliases: ["كنافة قشطة", "كنافة بقشطة", "كنافه بالقشطه", "kunafa with cream", "knafeh ashta"],
    category: "levant",
    basis:
      "حلوى شامية: عجينة الكنافة (الفيلو بديلًا) بالسمن محشوة بالقشطة (القشدة الثقيلة مع نشاء الذرة) ومسقية بقطر السكر؛ الوصفة ثلاث قطع (تقديرنا: قطعة من صينية نحو 55 غ، فالقشطة تجعلها أثقل سعرات من الكنافة)",
    serving: { label: "قطعة", perRecipe: 3 },
    recipe: withSyrup(
      [
        { usda: "sr28:18338", grams: 50 }, // phyllo dough (for kataifi)
        { usda: "sr28:01003", grams: 20 }, // ghee
        { usda: "sr28:01053", grams: 40 }, // cream, heavy (ashta)
        { usda: "sr28:20027", grams: 3 }, // cornstarch that sets the ashta
        { usda: "sr28:12151", grams: 3 }, // pistachios
      ],
      "sugar syrup",
    ),
  },
  {
    name: "حلاوة الجبن",
    aliases: [
      "حلاوة جبن",
      "حلاوة الجبنة",
      "حلاوة جبنة حمصية",
      "halawet el jibn",
      "halawet el jeben",
    ],
    category: "levant",
    basis:
      "حلوى حمصية: عجينة السميد والجبنة الحلوة (الموزاريلا بديلًا) ملفوفة على القشطة ومسقية بالقطر؛ الوصفة أربع لفائف",
    serving: { label: "قطعة", perRecipe: 4 },
    recipe: [
      { usda: "sr28:20066", grams: 30 }, // semolina
      { usda: "sr28:01026", grams: 40 }, // mozzarella (for the sweet cheese)
      { usda: "sr28:19335", grams: 35 }, // sugar (dough and syrup)
      { usda: "fndds:94000100", grams: 30 }, // water (dough and syrup)
      { usda: "sr28:01053", grams: 30 }, // cream (ashta)
      { usda: "sr28:12151", grams: 3 }, // pistachios
    ],
  },
  {
    name: "مشبك",
    aliases: ["مشبك حجازي", "مشبّك", "مشبك بالقطر", "mushabbak", "mushabak"],
    category: "gulf",
    basis:
      "حلوى حجازية: عجينة سائلة تُقلى دوائر متشابكة ثم تُغمس بالقطر؛ زيت القلي الممتص سطر بنفسه؛ الوصفة خمس حبات",
    serving: { label: "قطعة", perRecipe: 5 },
    recipe: withSyrup(
      withFryingOil("مشبك", [
        { usda: "sr28:20081", grams: 30 }, // wheat flour
        // the batter's water as in the Libyan زلابية, the same sweet; the syrup's by the rule
        { usda: "fndds:94000100", grams: 20 }, // water (batter)
      ]),
      "sugar syrup",
    ),
  },
  {
    name: "بلح الشام",
    aliases: ["بلح شام", "اصابع بلح الشام", "طلومبة", "balah el sham", "tulumba"],
    category: "egypt",
    basis:
      "حلوى مصرية: أصابع عجين مقلية (الفطائر المقلية البسيطة بديلًا) مغموسة بقطر السكر؛ الوصفة ست حبات",
    serving: { label: "قطعة", perRecipe: 6 },
    recipe: withSyrup(
      [
        { usda: "fndds:53415110", grams: 60 }, // fritter, plain
      ],
      "sugar syrup",
    ),
  },
  {
    name: "كعب غزال",
    aliases: ["كعب الغزال", "قرن غزال", "كعب غزال باللوز", "kaab el ghazal", "gazelle horns"],
    category: "maghreb",
    basis:
      "حلوى مغاربية: عجينة رقيقة من الدقيق والزبدة محشوة بعجينة اللوز والسكر وماء الزهر، مخبوزة؛ الوصفة أربع حبات",
    serving: { label: "قطعة", perRecipe: 4 },
    recipe: [
      { usda: "sr28:12063", grams: 35 }, // almonds
      { usda: "sr28:19335", grams: 28 }, // sugar (filling and icing)
      { usda: "sr28:20081", grams: 25 }, // wheat flour
      { usda: "sr28:01145", grams: 8 }, // butter
      { usda: "sr28:01123", grams: 3 }, // egg
      { usda: "fndds:94000100", grams: 5 }, // orange-blossom water
    ],
  },
];
