import { cookedHere } from "./cooked-staples";
import { doughWithOil, stewedInOil } from "./dish-oil";
import { withFryingOil } from "./frying-oil";
import { soaked } from "./soaked-legumes";
import { fromPublished } from "./survey-rows";
import { withSyrup } from "./sweet-syrup";
import type { MealEntry } from "./types";

// Famous Arab dishes of the Levant, Egypt, the Gulf and the Maghreb (Libyan dishes live in
// libyan.ts). A dish that USDA describes as it is made here (falafel, baklava…) is that one
// row; any other dish (USDA's U.S. hummus or tabbouleh included, see reference-dishes.ts) is a recipe of USDA rows with grams as eaten (cooked weights) for one
// typical plate, and its `basis` line says what the recipe is based on. Water absorbed by
// grains, doughs and sauces, and the broth served with soups and stews, is listed as tap water.
export const arabDishes: readonly MealEntry[] = [
  // ---------------------------------------------------------------- Levant
  {
    name: "حمص بالطحينة",
    aliases: ["حمص بطحينة", "حمص ناعم", "hummus", "hommos", "houmous"],
    category: "levant",
    // FNDDS's plain hummus (243 kcal, 17 g fat) is the U.S. dip; the Lebanese table's
    // HOMMOS (146 kcal, 5.2 g fat, 68 % water) is chickpeas loosened with their cooking water.
    basis:
      "وصفة لبنانية: حمص مسلوق مهروس مع الطحينة والليمون والثوم وماء سلقه، وخيط من زيت الزيتون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:16057", grams: 120 }, // chickpeas, cooked
      { usda: "sr28:12166", grams: 12 }, // tahini
      { usda: "sr28:09152", grams: 12 }, // lemon juice
      { usda: "sr28:11215", grams: 3 }, // garlic
      { usda: "fndds:94000100", grams: 40 }, // cooking water beaten in
      { usda: "sr28:04053", grams: 3 }, // olive oil on top
      { usda: "sr28:02047", grams: 1.5 }, // salt
    ],
    borrowedUnits: [
      {
        from: "sr28:16137",
        measure: "1 tablespoon",
        why: "ملعقة الحمص بالطحينة المنزلي في SR28",
      },
      { from: "sr28:16137", measure: "1 cup", why: "كوب الحمص بالطحينة المنزلي في SR28" },
    ],
  },
  {
    name: "فلافل",
    aliases: ["فلافل مقلية", "اقراص فلافل", "falafel", "felafel"],
    category: "levant",
    usda: "sr28:16138", // Falafel, home-prepared
  },
  {
    name: "سندويش فلافل",
    aliases: ["ساندويتش فلافل", "عروس فلافل", "falafel sandwich", "falafel wrap"],
    category: "levant",
    usda: "fndds:41901030", // Falafel sandwich
    measures: ["1 sandwich, any size"],
  },
  {
    name: "تبولة",
    aliases: ["تبولي", "tabbouleh", "tabouli", "tabbouli"],
    category: "levant",
    // FNDDS's tabbouleh (127 kcal, 77 % water) is the U.S. bulgur salad; the Lebanese one is
    // mostly parsley (TABOULA of the Lebanese table: 53 kcal, 88 % water).
    basis:
      "وصفة لبنانية: بقدونس مفروم وطماطم وبصل أخضر ونعناع مع قليل من البرغل الناعم المنقوع والليمون وزيت الزيتون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11297", grams: 80 }, // parsley
      { usda: "sr28:11529", grams: 80 }, // tomatoes, raw
      { usda: "sr28:11291", grams: 15 }, // spring onions
      { usda: "sr28:02065", grams: 5 }, // fresh mint
      ...cookedHere("bulgur", 20), // fine bulgur, soaked: dry grain and the water it takes up
      { usda: "sr28:09152", grams: 15 }, // lemon juice
      { usda: "sr28:04053", grams: 5 }, // olive oil
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
    borrowedUnits: [{ from: "fndds:58175110", measure: "1 cup", why: "كوب التبولة في FNDDS" }],
  },
  {
    name: "بابا غنوج",
    aliases: ["بابا غنوش", "بابغنوج", "baba ghanoush", "baba ganoush", "baba ghanouj"],
    category: "levant",
    // In Lebanon baba ghanouj is the grilled-aubergine salad (BABA GHANOUJ of the Lebanese
    // table: 39 kcal, 1.8 g fat); the tahini dip FNDDS describes is our متبل باذنجان.
    basis:
      "وصفة لبنانية: باذنجان مشوي مفروم مع الطماطم والفلفل الأخضر والبصل الأخضر والبقدونس والليمون وقليل من زيت الزيتون، بلا طحينة",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11210", grams: 130 }, // eggplant, cooked
      { usda: "sr28:11529", grams: 40 }, // tomatoes, raw
      { usda: "sr28:11333", grams: 20 }, // green pepper, raw
      { usda: "sr28:11291", grams: 10 }, // spring onions
      { usda: "sr28:11297", grams: 8 }, // parsley
      { usda: "sr28:09152", grams: 10 }, // lemon juice
      { usda: "sr28:04053", grams: 3 }, // olive oil
      { usda: "sr28:11215", grams: 2 }, // garlic
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
    borrowedUnits: [
      {
        from: "fndds:75412030",
        measure: "1 tablespoon",
        why: "ملعقة سلطة الباذنجان في FNDDS",
      },
      {
        from: "fndds:75412030",
        measure: "1 individual container",
        why: "علبة سلطة الباذنجان الفردية في FNDDS",
      },
    ],
  },
  {
    name: "متبل باذنجان",
    aliases: ["متبل", "متبل بالطحينة", "mutabbal", "moutabal"],
    category: "levant",
    basis: "وصفة شامية منزلية: باذنجان مشوي مهروس مع الطحينة واللبن والليمون والثوم وزيت الزيتون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11210", grams: 130 }, // eggplant, cooked
      { usda: "sr28:12166", grams: 30 }, // tahini
      { usda: "sr28:01116", grams: 20 }, // yogurt, plain, whole milk
      { usda: "sr28:09152", grams: 10 }, // lemon juice
      { usda: "sr28:11215", grams: 4 }, // garlic
      { usda: "sr28:04053", grams: 6 }, // olive oil
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "فتوش",
    aliases: ["سلطة فتوش", "fattoush", "fattush"],
    category: "levant",
    basis:
      "وصفة لبنانية منزلية: خس وطماطم وخيار وفجل وبقدونس وبصل أخضر ونعناع مع قليل من الخبز العربي المقلي وزيت الزيتون والليمون",
    serving: { label: "صحن" },
    recipe: [
      // The Lebanese table's FATOUSH (52 kcal, 1.9 g fat, 88 % water) is vegetables with a
      // little toasted bread and a light dressing.
      { usda: "sr28:11251", grams: 50 }, // lettuce, romaine
      { usda: "sr28:11529", grams: 50 }, // tomatoes, raw
      { usda: "sr28:11205", grams: 50 }, // cucumber, with peel
      { usda: "sr28:11429", grams: 15 }, // radishes
      { usda: "sr28:11297", grams: 10 }, // parsley
      { usda: "sr28:11291", grams: 10 }, // spring onions
      { usda: "sr28:02065", grams: 3 }, // fresh mint
      { usda: "sr28:18041", grams: 12 }, // pita bread
      { usda: "sr28:04506", grams: 2 }, // sunflower oil taken up by the fried bread
      { usda: "sr28:04053", grams: 3 }, // olive oil
      { usda: "sr28:09152", grams: 10 }, // lemon juice
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "ورق عنب بالزيت",
    aliases: ["يالنجي", "ورق دوالي بالزيت", "dolma", "yalanji", "warak enab"],
    category: "levant",
    // FNDDS's rice-stuffed leaves carry 12 g fat; the Jordanian table's MAHSHI WARAQ ENAB BI
    // ZAIT has 2.1 g: leaves filled mostly with rice, cooked in water and lemon.
    basis:
      "وصفة شامية: ورق عنب محشو بالرز والطماطم والبصل الأخضر والبقدونس، مطبوخ بالماء والليمون وقليل من الزيت",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11975", grams: 25 }, // grape leaves, canned
      { usda: "sr28:20445", grams: 90 }, // rice, cooked
      { usda: "sr28:11529", grams: 15 }, // tomatoes
      { usda: "sr28:11291", grams: 5 }, // spring onions
      { usda: "sr28:11297", grams: 5 }, // parsley
      { usda: "sr28:09152", grams: 8 }, // lemon juice
      { usda: "sr28:04053", grams: 3 }, // olive oil
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
    borrowedUnits: [
      {
        from: "fndds:27315270",
        measure: "1 roll",
        why: "حبة ورق العنب المحشو بالرز في FNDDS (21 غ، كحبته باللحم)؛ لفافة ورق العنب بالرز وحده عنده 56 غ، وهي الكبيرة لا الإصبع الشامي",
      },
    ],
  },
  {
    name: "ورق عنب باللحمة",
    aliases: ["ورق دوالي باللحم", "محشي ورق عنب", "warak enab bi lahm", "stuffed vine leaves"],
    category: "levant",
    // FNDDS's lamb-stuffed leaves carry 21.5 g fat; the Lebanese table's WARAK ENAB WITH
    // MEAT has 1.5 g and 75 % water: rice with a little minced meat, cooked in water.
    basis: "وصفة شامية: ورق عنب محشو بالرز وقليل من اللحم المفروم، مطبوخ بالماء والليمون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11975", grams: 30 }, // grape leaves, canned
      { usda: "sr28:20445", grams: 60 }, // rice, cooked
      { usda: "sr28:17225", grams: 15 }, // lamb, ground, cooked
      { usda: "sr28:11529", grams: 10 }, // tomatoes
      { usda: "fndds:94000100", grams: 15 }, // cooking water taken up
      { usda: "sr28:09152", grams: 5 }, // lemon juice
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
    borrowedUnits: [
      {
        from: "fndds:27330170",
        measure: "1 roll",
        why: "حبة ورق العنب باللحم والأرز في FNDDS",
      },
      { from: "fndds:27330170", measure: "1 cup", why: "كوب ورق العنب باللحم والأرز في FNDDS" },
    ],
  },
  {
    name: "محشي ملفوف",
    aliases: ["ملفوف محشي", "محشي كرنب", "محشي كرمب", "mahshi malfouf", "stuffed cabbage"],
    category: "levant",
    basis:
      "وصفة سورية منشورة (سيريا تايمز): ورق ملفوف محشو بلحم بقر مفروم قليل الدهن ورز، مطبوخ بالثوم وعصير الليمون وزيت الزيتون؛ الرز بالماء الذي يشربه، دون ماء القدر الزائد",
    serving: { label: "لفافة" },
    recipe: fromPublished("stuffedCabbage", 110), // the roll of 110 g the meal had (FNDDS 77316510)
  },
  {
    name: "فلفل محشي",
    aliases: ["محشي فلفل", "فليفلة محشية", "stuffed peppers", "mahshi felfel"],
    category: "levant",
    basis:
      "وصفة أردنية منشورة: فلفل حلو محشو بلحم ضأن مفروم ورز وبصل، مطبوخ في صلصة الطماطم بزيت الزيتون؛ الرز بالماء الذي يشربه، دون ماء القدر الزائد",
    serving: { label: "نصف حبة محشوة" },
    recipe: fromPublished("stuffedPeppers", 149), // the half pepper of 149 g the meal had (FNDDS 58162110)
    borrowedUnits: [
      {
        from: "fndds:58162110",
        measure: "1 cup",
        why: "كوب من الفلفل المحشو كما يزنه مسح الأغذية الأمريكي، الطبق نفسه",
      },
    ],
  },
  {
    name: "كبة مقلية",
    aliases: ["كبة", "كبيبة", "kibbeh", "kibbe", "kubba"],
    category: "levant",
    basis: "وصفة شامية: قشرة من البرغل واللحم المفروم محشوة بلحم مفروم وبصل وصنوبر، مقلية بالزيت",
    serving: { label: "حصة", batch: "a batch of fried pieces; a person eats them by the piece" },
    recipe: [
      ...cookedHere("bulgur", 60), // bulgur as eaten: dry grain and its water
      { usda: "sr28:17225", grams: 60 }, // lamb, ground, cooked
      { usda: "sr28:11282", grams: 15 }, // onions
      { usda: "sr28:12147", grams: 5 }, // pine nuts
      { usda: "sr28:04506", grams: 18 }, // sunflower oil absorbed in frying
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
    borrowedUnits: [
      {
        from: "fndds:58117310",
        measure: '1 fritter (3" x 3" x 1/2")',
        why: "قرص برغل ولحم مقلي مثل الكبة في FNDDS",
      },
    ],
  },
  {
    name: "كبة بالصينية",
    aliases: ["كبة صينية", "كبة بالفرن", "kibbeh bil sanieh", "baked kibbeh"],
    category: "levant",
    basis: "وصفة شامية: طبقتان من البرغل واللحم المفروم وبينهما لحم وبصل وصنوبر، مخبوزة بالسمن",
    serving: { label: "قطعة" },
    recipe: [
      ...cookedHere("bulgur", 70), // bulgur as eaten: dry grain and its water
      { usda: "sr28:17225", grams: 65 }, // lamb, ground, cooked
      { usda: "sr28:11282", grams: 20 }, // onions
      { usda: "sr28:12147", grams: 6 }, // pine nuts
      { usda: "sr28:01003", grams: 8 }, // ghee (butter oil)
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "كبة لبنية",
    aliases: ["كبة باللبن", "كبة بلبنية", "kibbeh labanieh", "kibbeh bi laban"],
    category: "levant",
    basis: "وصفة شامية: أقراص كبة مقلية مطبوخة في لبن ساخن بالثوم والنعناع اليابس",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:01116", grams: 200 }, // yogurt, plain, whole milk
      ...cookedHere("bulgur", 45), // bulgur as eaten, dry grain and its water (kibbeh shell)
      { usda: "sr28:17225", grams: 45 }, // lamb, ground, cooked
      { usda: "sr28:11282", grams: 10 }, // onions
      { usda: "sr28:04506", grams: 10 }, // sunflower oil absorbed in frying
      { usda: "sr28:20027", grams: 6 }, // cornstarch to keep the yogurt from splitting
      { usda: "sr28:11215", grams: 4 }, // garlic
      { usda: "sr28:01145", grams: 4 }, // butter
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "شاورما دجاج",
    aliases: ["شاورما فراخ", "شاورمة دجاج", "شورما دجاج", "chicken shawarma", "shawarma djaj"],
    category: "levant",
    basis: "سندويش شامي: خبز عربي مع أفخاذ دجاج مشوية وثومية ومخلل وطماطم",
    serving: { label: "سندويش" },
    recipe: [
      { usda: "sr28:18041", grams: 70 }, // pita bread
      { usda: "sr28:05098", grams: 100 }, // chicken thigh, meat only, roasted
      { usda: "sr28:04506", grams: 12 }, // sunflower oil (toum garlic sauce)
      { usda: "sr28:11215", grams: 4 }, // garlic
      { usda: "sr28:11941", grams: 15 }, // pickles, cucumber, sour
      { usda: "sr28:11529", grams: 15 }, // tomatoes
      { usda: "sr28:09152", grams: 3 }, // lemon juice
    ],
  },
  {
    name: "شاورما لحم",
    aliases: ["شاورمة لحم", "شورما لحمة", "meat shawarma", "beef shawarma"],
    category: "levant",
    basis: "سندويش شامي: خبز عربي مع لحم مشوي وصلصة طحينة وبصل وبقدونس وطماطم",
    serving: { label: "سندويش" },
    recipe: [
      { usda: "sr28:18041", grams: 70 }, // pita bread
      { usda: "sr28:17012", grams: 90 }, // lamb leg, roasted
      { usda: "sr28:12166", grams: 15 }, // tahini
      { usda: "sr28:09152", grams: 6 }, // lemon juice
      { usda: "sr28:11282", grams: 15 }, // onions
      { usda: "sr28:11297", grams: 5 }, // parsley
      { usda: "sr28:11529", grams: 20 }, // tomatoes
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "منسف",
    aliases: ["منسف اردني", "منسف بالجميد", "mansaf", "mansef"],
    category: "levant",
    basis:
      "وصفة أردنية: رز ولحم ضأن مطبوخ في صلصة الجميد (اللبن الكامل بديلًا عن الجميد) مع السمن وخبز الشراك واللوز",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 180 }, // rice, white, cooked
      { usda: "sr28:17008", grams: 150 }, // lamb foreshank, braised
      { usda: "sr28:01116", grams: 120 }, // yogurt, whole milk (for jameed)
      { usda: "sr28:01003", grams: 15 }, // ghee
      { usda: "sr28:18041", grams: 20 }, // shrak bread (pita)
      { usda: "sr28:12063", grams: 8 }, // almonds
      { usda: "sr28:02047", grams: 3 }, // salt
    ],
  },
  {
    name: "مقلوبة",
    aliases: ["مقلوبة باذنجان", "مقلوبة دجاج", "maqluba", "maqlooba", "makloubeh"],
    category: "levant",
    basis: "وصفة فلسطينية: رز ودجاج مع باذنجان وقرنبيط مقليين، مقلوبة في الصحن مع اللوز",
    serving: { label: "صحن" },
    recipe: withFryingOil("مقلوبة", [
      { usda: "sr28:20045", grams: 180 }, // rice, white, cooked
      { usda: "sr28:05010", grams: 100 }, // chicken, meat and skin, stewed
      { usda: "sr28:11210", grams: 80 }, // eggplant, cooked
      { usda: "sr28:11136", grams: 40 }, // cauliflower, cooked
      { usda: "sr28:11282", grams: 15 }, // onions
      { usda: "sr28:12063", grams: 8 }, // almonds
      { usda: "sr28:02047", grams: 3 }, // salt
    ]),
  },
  {
    name: "مسخن",
    aliases: ["مسخن دجاج", "musakhan", "msakhan"],
    category: "levant",
    basis: "وصفة فلسطينية: خبز الطابون مع دجاج محمر وبصل مطبوخ بزيت الزيتون والسماق والصنوبر",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:18041", grams: 90 }, // taboon bread (pita)
      { usda: "sr28:05009", grams: 100 }, // chicken, meat and skin, roasted
      { usda: "sr28:11283", grams: 80 }, // onions, cooked
      { usda: "sr28:04053", grams: 30 }, // olive oil
      { usda: "sr28:12147", grams: 8 }, // pine nuts
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "محشي كوسا",
    aliases: ["كوسا محشي", "كوسة محشية", "mahshi kousa", "stuffed zucchini"],
    category: "levant",
    basis: "وصفة شامية: كوسا محشوة بالرز واللحم المفروم ومطبوخة في صلصة الطماطم",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11478", grams: 150 }, // zucchini, cooked
      { usda: "sr28:20045", grams: 60 }, // rice, white, cooked
      { usda: "sr28:23575", grams: 40 }, // beef, ground 80 %, cooked
      { usda: "sr28:11529", grams: 50 }, // tomatoes
      { usda: "sr28:11546", grams: 8 }, // tomato paste
      { usda: "sr28:04053", grams: 8 }, // olive oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "فتة حمص",
    aliases: ["فتة بالحمص", "تسقية", "fatteh", "fatteh hummus"],
    category: "levant",
    basis: "وصفة شامية: خبز محمص وحمص مسلوق مغطى باللبن والطحينة والثوم، مع الصنوبر والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:16057", grams: 100 }, // chickpeas, cooked
      { usda: "sr28:18041", grams: 40 }, // pita bread
      { usda: "sr28:04506", grams: 8 }, // oil absorbed by the fried bread
      { usda: "sr28:01116", grams: 100 }, // yogurt, whole milk
      { usda: "sr28:12166", grams: 15 }, // tahini
      { usda: "sr28:11215", grams: 3 }, // garlic
      { usda: "sr28:12147", grams: 6 }, // pine nuts
      { usda: "sr28:01003", grams: 6 }, // ghee
      { usda: "sr28:09152", grams: 6 }, // lemon juice
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "لبنة",
    aliases: ["لبنه بلدية", "لبن مصفى", "labneh", "labne", "labna"],
    category: "levant",
    usda: "sr28:01293", // Yogurt, Greek, plain, whole milk (strained yogurt)
    borrowedUnits: [
      {
        from: "sr28:01017",
        measure: "1 tbsp",
        why: "اللبنة تُدهن مثل الجبنة الكريمية، فملعقتها بوزن ملعقتها",
      },
      {
        from: "fndds:11411400",
        measure: "1 cup",
        why: "اللبنة زبادي مصفّى، وكوبها بوزن كوب الزبادي اليوناني",
      },
    ],
  },
  {
    name: "مناقيش زعتر",
    aliases: ["منقوشة زعتر", "مناقيش بالزعتر", "فطيرة زعتر", "manakish", "manaeesh zaatar"],
    category: "levant",
    basis: "وصفة لبنانية: عجينة خبز مخبوزة مدهونة بخلطة الزعتر والسمسم وزيت الزيتون",
    serving: { label: "قطعة" },
    recipe: [
      ...doughWithOil(80), // dough: baked flatbread (pita) and the oil kneaded in
      { usda: "sr28:04053", grams: 15 }, // olive oil of the za'atar spread
      { usda: "sr28:02042", grams: 6 }, // thyme, dried (za'atar)
      { usda: "sr28:12023", grams: 4 }, // sesame seeds
    ],
  },
  {
    name: "مناقيش جبنة",
    aliases: ["منقوشة جبنة", "فطيرة جبنة", "manakish jibneh", "cheese manakish"],
    category: "levant",
    basis:
      "وصفة لبنانية: عجينة خبز مخبوزة مع الجبنة البيضاء المطبوخة (الموزاريلا بديلًا عن العكاوي)",
    serving: { label: "قطعة" },
    recipe: [
      ...doughWithOil(80), // dough: baked flatbread (pita) and the oil kneaded in
      { usda: "sr28:01026", grams: 50 }, // mozzarella, whole milk
      { usda: "sr28:04053", grams: 4 }, // olive oil brushed on top
    ],
  },
  {
    name: "صفيحة",
    aliases: ["لحم بعجين", "لحمة بعجين", "صفيحة بعلبكية", "sfiha", "lahm bi ajeen"],
    category: "levant",
    basis: "وصفة شامية: عجينة رقيقة مخبوزة مع لحم مفروم وطماطم وبصل",
    serving: { label: "حصة", batch: "a batch of filled pastries; a person eats them by the piece" },
    recipe: [
      ...doughWithOil(70), // dough: baked flatbread (pita) and the oil kneaded in
      { usda: "sr28:17225", grams: 45 }, // lamb, ground, cooked
      { usda: "sr28:11529", grams: 20 }, // tomatoes
      { usda: "sr28:11282", grams: 15 }, // onions
      { usda: "sr28:04053", grams: 4 }, // olive oil of the topping
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
    borrowedUnits: [
      {
        from: "fndds:58116117",
        measure: "1 small/individual",
        why: "الصفيحة فطيرة صغيرة مفتوحة من عجين ولحم بقري مفروم، كالإمبانادا الصغيرة باللحم في FNDDS (35 غ)",
      },
    ],
  },
  {
    name: "فطاير سبانخ",
    aliases: ["فطيرة سبانخ", "spinach fatayer", "fatayer"],
    category: "levant",
    basis: "وصفة شامية: عجينة مخبوزة محشوة بالسبانخ والبصل والسماق وزيت الزيتون والليمون",
    serving: { label: "حصة", batch: "a batch of filled pastries; a person eats them by the piece" },
    recipe: [
      ...doughWithOil(60), // dough: baked flatbread (pita) and the oil kneaded in
      { usda: "sr28:11458", grams: 35 }, // spinach, cooked
      { usda: "sr28:11282", grams: 10 }, // onions
      { usda: "sr28:04053", grams: 8 }, // olive oil of the filling
      { usda: "sr28:09152", grams: 5 }, // lemon juice
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
    borrowedUnits: [
      {
        from: "fndds:58124250",
        measure: "1 small/individual",
        why: "فطيرة السبانخ معجنات بالسبانخ مثل السبانخوبيتا",
      },
      {
        from: "fndds:58124250",
        measure: "1 regular/large",
        why: "فطيرة السبانخ معجنات بالسبانخ مثل السبانخوبيتا",
      },
    ],
  },
  {
    name: "شيش طاووق",
    aliases: ["شيش طاوق", "shish tawook", "shish taouk"],
    category: "levant",
    basis: "وصفة شامية: صدر دجاج متبل باللبن والزيت والليمون والثوم ومشوي على الأسياخ",
    // One skewer of meat alone, no vegetables: FNDDS weighs «1 shishkabob» of chicken at 202 g
    // with its vegetables; its protein (13.04 g/100 g) against roasted breast's (31.02, SR28
    // 05064) puts the chicken on it at 202 × 13.04 / 31.02 ≈ 85 g; the recipe's 170 g of
    // chicken and its marinade are two such skewers. Our estimate, from USDA rows.
    serving: { label: "سيخ", perRecipe: 2 },
    recipe: [
      { usda: "sr28:05064", grams: 170 }, // chicken breast, meat only, roasted
      { usda: "sr28:01116", grams: 17 }, // yogurt marinade
      { usda: "sr28:04053", grams: 9 }, // olive oil
      { usda: "sr28:09152", grams: 7 }, // lemon juice
      { usda: "sr28:11215", grams: 5 }, // garlic
      { usda: "sr28:11546", grams: 3 }, // tomato paste
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "كباب مشوي",
    aliases: [
      "كباب حلبي",
      "كفتة مشوية",
      "كباب لحم",
      "شيش كباب",
      // Iraq's minced-lamb kebab grilled on the skewer, the same dish
      "كباب عراقي",
      "kebab",
      "kabab",
      "kofta kebab",
    ],
    category: "levant",
    basis: "وصفة شامية: لحم ضأن مفروم مع البصل والبقدونس ومشوي على الفحم",
    // One skewer of meat alone, no vegetables: FNDDS weighs «1 shishkabob» of lamb at 202 g
    // with its vegetables; its protein (12.02 g/100 g) against broiled lamb kabob cubes' (28.08,
    // SR28 17061) puts the lamb on it at 202 × 12.02 / 28.08 ≈ 86 g; the recipe's 172 g of
    // lamb with its onion and parsley are two such skewers. Our estimate, from USDA rows.
    serving: { label: "سيخ", perRecipe: 2 },
    recipe: [
      { usda: "sr28:17225", grams: 172 }, // lamb, ground, cooked
      { usda: "sr28:11282", grams: 26 }, // onions
      { usda: "sr28:11297", grams: 11 }, // parsley
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "كفتة بالطحينة",
    aliases: ["كفتة بطحينة", "صينية كفتة", "kofta bi tahini", "kafta tahini"],
    category: "levant",
    basis: "وصفة شامية: أقراص كفتة لحم مفروم مع البطاطا مخبوزة في صلصة الطحينة والليمون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:23575", grams: 100 }, // beef, ground 80 %, cooked
      { usda: "sr28:11367", grams: 70 }, // potatoes, boiled
      { usda: "sr28:12166", grams: 25 }, // tahini
      { usda: "sr28:09152", grams: 10 }, // lemon juice
      { usda: "fndds:94000100", grams: 30 }, // water of the sauce
      { usda: "sr28:11282", grams: 15 }, // onions
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "مجدرة",
    aliases: ["مجدرة عدس", "مجدّرة برز", "mujaddara", "mejadra", "mudardara"],
    category: "levant",
    basis: "وصفة شامية: عدس بني ورز مطبوخان معًا، مع بصل مقلي بزيت الزيتون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:16070", grams: 120 }, // lentils, cooked
      { usda: "sr28:20045", grams: 100 }, // rice, white, cooked
      { usda: "sr28:11283", grams: 40 }, // onions, cooked
      { usda: "sr28:04053", grams: 20 }, // olive oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "فاصوليا خضراء بالزيت",
    aliases: ["لوبيا بالزيت", "فاصولياء بالزيت", "loubieh bi zeit", "green beans in oil"],
    category: "levant",
    basis: "وصفة شامية: فاصوليا خضراء مطبوخة مع الطماطم والبصل والثوم بزيت الزيتون",
    serving: { label: "صحن" },
    recipe: stewedInOil([
      { usda: "sr28:11053", grams: 150 }, // green beans, cooked
      { usda: "sr28:11529", grams: 50 }, // tomatoes
      { usda: "sr28:11282", grams: 20 }, // onions
      { usda: "sr28:11215", grams: 4 }, // garlic
      { usda: "sr28:02047", grams: 1 }, // salt
    ]),
  },
  {
    name: "بامية باللحمة",
    // «مرق بامية»: Iraq's and the Gulf's name of this stew («مرگ» with گ read as ق)
    aliases: ["بامية باللحم", "يخنة بامية", "مرق بامية", "مرق باميا", "bamia", "okra stew"],
    category: "levant",
    basis:
      "يخنة منزلية (مرق بامية): بامية ولحم ضأن مطبوخان في مرق الطماطم بالثوم، مع مرقها كما يُغرف",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11279", grams: 100 }, // okra, cooked
      { usda: "sr28:17060", grams: 50 }, // lamb, cubed, braised
      { usda: "sr28:11529", grams: 60 }, // tomatoes
      { usda: "sr28:11546", grams: 10 }, // tomato paste
      { usda: "sr28:04506", grams: 5 }, // sunflower oil
      { usda: "sr28:11215", grams: 5 }, // garlic
      { usda: "fndds:94000100", grams: 80 }, // water of the stew (marag)
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "شوربة عدس",
    aliases: ["شوربة العدس المجروش", "شوربة عدس احمر", "lentil soup", "shorbat adas"],
    category: "levant",
    basis:
      "وصفة لبنانية منشورة (مؤسسة التراث الغذائي): عدس أحمر وبصل وجزر وبطاطا وقليل من الرز، مطبوخة في الماء بزيت الزيتون، مع عصير الليمون؛ بمقاديرها كما تدخل القدر، دون الماء الذي يتبخر",
    serving: { label: "كوب" },
    recipe: fromPublished("lentilSoup", 255), // the cup of 255 g the meal had (FNDDS 41603010)
  },
  {
    name: "عجة",
    aliases: ["عجة بيض", "عجة بقدونس", "ijjeh", "eggah"],
    category: "levant",
    basis: "وصفة شامية: بيض مخفوق مع البقدونس والبصل وقليل من الطحين، مقلي بالزيت",
    serving: {
      label: "حصة",
      batch: "an omelette weighed for about two eggs; the data serves it by the egg",
    },
    recipe: withFryingOil("عجة", [
      { usda: "sr28:01131", grams: 100 }, // egg, whole, cooked (poached)
      { usda: "sr28:11297", grams: 15 }, // parsley
      { usda: "sr28:11282", grams: 12 }, // onions
      { usda: "sr28:20081", grams: 6 }, // wheat flour
      { usda: "sr28:02047", grams: 1 }, // salt
    ]),
    borrowedUnits: [
      {
        from: "fndds:32130010",
        measure: "1 egg",
        why: "العجة بيض مقلي بالزيت مثل الأومليت، ووزنها لكل بيضة",
      },
    ],
  },
  {
    name: "سلطة عربية",
    aliases: ["سلطة خضراء", "سلطة خضار", "سلطة بلدي", "arabic salad", "salata arabieh"],
    category: "levant",
    basis: "سلطة منزلية: طماطم وخيار وبصل وبقدونس بزيت الزيتون والليمون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11529", grams: 80 }, // tomatoes
      { usda: "sr28:11205", grams: 80 }, // cucumber
      { usda: "sr28:11282", grams: 15 }, // onions
      { usda: "sr28:11297", grams: 8 }, // parsley
      { usda: "sr28:04053", grams: 10 }, // olive oil
      { usda: "sr28:09152", grams: 8 }, // lemon juice
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "بطاطا حرة",
    aliases: ["بطاطس حارة", "batata harra", "spicy potatoes"],
    category: "levant",
    basis: "وصفة لبنانية: مكعبات بطاطا مقلية مع الثوم والكزبرة والفلفل الحار والليمون",
    serving: { label: "صحن" },
    recipe: [
      // The cubes fried, on USDA's row of potatoes fried from fresh, their oil and the water
      // frying drove out inside the row (frying-oil.ts says why).
      { usda: "fndds:71401010", grams: 150 }, // potato, french fries, from fresh, fried
      { usda: "sr28:11215", grams: 5 }, // garlic
      { usda: "sr28:11165", grams: 8 }, // coriander leaves
      { usda: "sr28:09152", grams: 8 }, // lemon juice
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "برغل بالبندورة",
    aliases: ["برغل بالطماطم", "برغل احمر", "bulgur pilaf", "burghul bi banadoura"],
    category: "levant",
    basis: "وصفة شامية: برغل مطبوخ مع الطماطم والبصل ومعجون الطماطم وزيت الزيتون",
    serving: { label: "صحن" },
    recipe: [
      ...cookedHere("bulgur", 180), // bulgur as eaten: dry grain and its water
      { usda: "sr28:11529", grams: 50 }, // tomatoes
      { usda: "sr28:11283", grams: 15 }, // onions, cooked
      { usda: "sr28:11546", grams: 6 }, // tomato paste
      { usda: "sr28:04053", grams: 12 }, // olive oil
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "صيادية",
    aliases: ["صيادية سمك", "رز صيادية", "sayadieh", "sayadiyah"],
    category: "levant",
    basis: "وصفة ساحلية: رز مطبوخ بمرق السمك مع البصل المحمر وقطع السمك المشوي والصنوبر",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 160 }, // rice, white, cooked
      { usda: "sr28:15092", grams: 100 }, // sea bass, cooked
      { usda: "sr28:11283", grams: 30 }, // onions, cooked
      { usda: "sr28:04506", grams: 15 }, // sunflower oil
      { usda: "sr28:12147", grams: 6 }, // pine nuts
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "كنافة",
    aliases: ["كنافة نابلسية", "كنافة بالجبنة", "knafeh", "kunafa", "kanafeh"],
    category: "levant",
    basis:
      "وصفة نابلسية: عجينة الكنافة (عجين الفيلو بديلًا) بالسمن مع جبنة بيضاء (الموزاريلا بديلًا) وقطر السكر",
    serving: {
      label: "حصة",
      batch:
        "a batch of two pieces from a tray; a person eats it by the piece, USDA's piece of kadayif",
    },
    recipe: withSyrup(
      [
        { usda: "sr28:18338", grams: 50 }, // phyllo dough (for kataifi)
        { usda: "sr28:01003", grams: 18 }, // ghee
        { usda: "sr28:01026", grams: 45 }, // mozzarella, whole milk
        { usda: "sr28:12151", grams: 3 }, // pistachios
      ],
      "sugar syrup",
    ),
    // FNDDS 53441110 is baklava and, by its other names, kadayif (the Turkish name of kunafa);
    // its «1 piece» is the piece as served; its cubic inch (13 g) is a measure, not a piece.
    borrowedUnits: [
      {
        from: "fndds:53441110",
        measure: "1 piece",
        why: "الكنافة هي «kadayif» بين أسماء صنف البقلاوة في FNDDS، وقطعته قطعة كما تُقدَّم",
      },
    ],
  },
  {
    name: "بقلاوة",
    aliases: ["بقلاوه بالفستق", "باقلاوة", "baklava", "baklawa"],
    category: "levant",
    basis:
      "وصفة لبنانية منشورة: رقائق عجين بالزبدة محشوة بالجوز والفستق الحلبي، مخبوزة ثم مسقية بقطر السكر",
    // Five small pieces (a lozenge or a finger) of 26 g, two of USDA's cubic inches (13 g) each:
    // the piece the meal had; USDA's piece of 80 g is the large American one.
    serving: { label: "قطعة", perRecipe: 5 },
    recipe: withSyrup(fromPublished("baklawa", 90), "sugar syrup"),
  },
  {
    name: "قطايف",
    // «قطايف عصافيري» is the small kind: «عصافيري» is a size (household-units.ts)
    aliases: ["قطايف بالجوز", "qatayef", "atayef"],
    category: "levant",
    basis: "حلوى رمضانية: فطائر محشوة بالجوز ومقلية ثم مغموسة بالقطر",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: withSyrup(
      [
        { usda: "sr28:18293", grams: 60 }, // pancakes, plain (the qatayef dough)
        { usda: "sr28:12155", grams: 20 }, // walnuts
        { usda: "sr28:04506", grams: 10 }, // oil absorbed in frying
      ],
      "sugar syrup",
    ),
    borrowedUnits: [
      {
        from: "fndds:55101000",
        measure: "1 medium pancake",
        why: "القطايف فطيرة مقلاة مثل البان كيك المتوسط",
      },
    ],
  },
  {
    name: "عوامة",
    aliases: ["لقمة القاضي", "awameh", "luqmat al qadi"],
    category: "levant",
    basis: "حلوى شامية: كرات عجين مقلية (الفطائر المقلية البسيطة بديلًا) مغموسة بقطر السكر",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: withSyrup(
      [
        { usda: "fndds:53415110", grams: 70 }, // fritter, plain
      ],
      "sugar syrup",
    ),
    borrowedUnits: [
      {
        from: "sr28:18255",
        measure: "1 doughnut hole",
        why: "العوامة كرات عجين مقلية مثل كرات الدونات",
      },
    ],
  },
  {
    name: "معمول",
    aliases: ["معمول بالتمر", "معمول تمر", "maamoul", "mamoul"],
    category: "levant",
    basis:
      "حلوى العيد: عجينة السميد والسمن محشوة بعجوة التمر ومخبوزة (وزن العجين قريب من وزن المخبوز لقلة الماء)",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: [
      { usda: "sr28:20066", grams: 40 }, // semolina
      { usda: "sr28:01003", grams: 18 }, // ghee
      { usda: "sr28:09087", grams: 35 }, // dates
      { usda: "sr28:19335", grams: 4 }, // sugar
      { usda: "sr28:01077", grams: 6 }, // milk
    ],
    borrowedUnits: [
      {
        from: "fndds:53220000",
        measure: "1 medium bar",
        why: "حبة المعمول عجينة محشوة بالتمر بحجم قطعة البسكويت المحشو بالفاكهة",
      },
    ],
  },
  // ---------------------------------------------------------------- Egypt
  {
    name: "كشري",
    aliases: ["كشري مصري", "كشرى بالصلصة", "koshari", "kushari", "koshary"],
    category: "egypt",
    basis: "وصفة مصرية: رز وعدس بني ومكرونة وحمص مع صلصة الطماطم بالخل والثوم والبصل المقلي",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 100 }, // rice, white, cooked
      { usda: "sr28:16070", grams: 70 }, // lentils, cooked
      { usda: "sr28:20121", grams: 100 }, // pasta, cooked
      { usda: "sr28:16057", grams: 30 }, // chickpeas, cooked
      { usda: "sr28:11529", grams: 60 }, // tomatoes
      { usda: "sr28:11546", grams: 10 }, // tomato paste
      { usda: "sr28:11282", grams: 30 }, // onions, fried
      { usda: "sr28:04506", grams: 15 }, // sunflower oil
      { usda: "sr28:11215", grams: 4 }, // garlic
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "فول مدمس",
    aliases: ["فول مدمس بالزيت", "فول بالزيت", "ful medames", "foul moudammas"],
    category: "egypt",
    basis: "وصفة مصرية: فول مطبوخ مهروس بزيت الزيتون والليمون والكمون والثوم مع طماطم وبقدونس",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:16053", grams: 180 }, // fava beans, cooked
      { usda: "sr28:04053", grams: 12 }, // olive oil
      { usda: "sr28:09152", grams: 8 }, // lemon juice
      { usda: "sr28:11215", grams: 3 }, // garlic
      { usda: "sr28:11529", grams: 20 }, // tomatoes
      { usda: "sr28:11297", grams: 5 }, // parsley
      { usda: "sr28:02014", grams: 1 }, // cumin
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "طعمية",
    aliases: ["طعمية مصرية", "فلافل بالفول", "taameya", "ta'ameya"],
    category: "egypt",
    basis:
      "وصفة مصرية: أقراص من الفول المجفف المنقوع في الماء والمطحون نيئًا مع البقدونس والكزبرة والبصل والثوم، مقلية بالزيت",
    serving: { label: "حصة", batch: "a batch of fried pieces; a person eats them by the piece" },
    recipe: [
      ...soaked("fava", 70), // dried fava soaked overnight, ground raw (soaked-legumes.ts)
      { usda: "sr28:11297", grams: 8 }, // parsley
      { usda: "sr28:11165", grams: 6 }, // coriander leaves
      { usda: "sr28:11282", grams: 8 }, // onions
      { usda: "sr28:11215", grams: 2 }, // garlic
      { usda: "sr28:12023", grams: 2 }, // sesame seeds
      { usda: "sr28:04506", grams: 14 }, // sunflower oil absorbed in frying
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
    borrowedUnits: [
      {
        from: "sr28:16138",
        measure: '1 patty (approx 2-1/4" dia)',
        why: "الطعمية قرص فلافل بالفول بحجم قرص الفلافل",
      },
    ],
  },
  {
    name: "ملوخية",
    aliases: ["ملوخية مصرية", "ملوخيا بالدجاج", "molokhia", "mulukhiyah"],
    category: "egypt",
    basis: "وصفة مصرية: ملوخية مفرومة مطبوخة في مرق الدجاج مع تقلية الثوم والكزبرة بالسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11232", grams: 120 }, // jute (molokhia), cooked
      { usda: "sr28:06172", grams: 120 }, // chicken stock, home-prepared
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:11215", grams: 6 }, // garlic
      { usda: "sr28:11165", grams: 3 }, // coriander leaves
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "ملوخية بالأرانب",
    aliases: ["ملوخية بالارنب", "ارانب بالملوخية", "molokhia with rabbit", "mloukhia bil araneb"],
    category: "egypt",
    basis: "وصفة مصرية: ملوخية في مرق الأرانب مع قطع لحم الأرنب المطبوخ وتقلية الثوم بالسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11232", grams: 120 }, // jute (molokhia), cooked
      { usda: "sr28:06172", grams: 100 }, // stock, home-prepared
      { usda: "sr28:17179", grams: 80 }, // rabbit, stewed
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:11215", grams: 6 }, // garlic
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "حواوشي",
    aliases: ["حواوشي بلدي", "hawawshi", "hawawshy"],
    category: "egypt",
    basis: "وصفة مصرية: عيش بلدي محشو باللحم المفروم والبصل والفلفل ومخبوز",
    serving: { label: "رغيف محشو" },
    recipe: [
      { usda: "sr28:18042", grams: 90 }, // baladi bread (whole-wheat pita)
      { usda: "sr28:23575", grams: 80 }, // beef, ground 80 %, cooked
      { usda: "sr28:11282", grams: 20 }, // onions
      { usda: "sr28:11333", grams: 15 }, // green pepper
      { usda: "sr28:04506", grams: 5 }, // oil
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "مسقعة",
    aliases: ["مسقعة باللحمة", "مصقعة", "moussaka", "musaqa'a"],
    category: "egypt",
    basis:
      "وصفة مصرية منشورة: شرائح باذنجان مقلية في طبقات مع لحم مفروم بالبصل والفلفل وعصير الطماطم، في الفرن؛ زيت القلي بقدر ما يشربه الباذنجان",
    // Four pieces of 86 g, USDA's piece of the dish (3" × 2" × 1"), the serving the meal had.
    serving: { label: "قطعة", perRecipe: 4 },
    recipe: withFryingOil("مسقعة", fromPublished("masqaa", 293)),
  },
  {
    name: "أم علي",
    aliases: ["ام على بالمكسرات", "om ali", "umm ali"],
    category: "egypt",
    basis: "حلوى مصرية: رقائق عجين مخبوزة بالحليب والقشطة والسكر مع المكسرات وجوز الهند والزبيب",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:18338", grams: 40 }, // phyllo dough
      { usda: "sr28:01077", grams: 100 }, // milk, whole
      { usda: "sr28:01053", grams: 15 }, // cream, heavy
      { usda: "sr28:19335", grams: 15 }, // sugar
      { usda: "sr28:12063", grams: 5 }, // almonds
      { usda: "sr28:12151", grams: 5 }, // pistachios
      { usda: "sr28:12179", grams: 5 }, // coconut, desiccated
      { usda: "sr28:09298", grams: 5 }, // raisins
    ],
  },
  {
    name: "مكرونة بالبشاميل",
    aliases: ["معكرونة بالبشاميل", "مكرونة بشاميل", "macarona bechamel", "pasta bechamel"],
    category: "egypt",
    basis:
      "وصفة مصرية: مكرونة مسلوقة مع لحم مفروم بالبصل وصلصة البشاميل (حليب وزبدة ودقيق) ومخبوزة",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20121", grams: 120 }, // pasta, cooked
      { usda: "sr28:23575", grams: 50 }, // beef, ground 80 %, cooked
      { usda: "sr28:11283", grams: 10 }, // onions, cooked
      { usda: "sr28:01077", grams: 70 }, // milk, whole
      { usda: "sr28:01145", grams: 10 }, // butter
      { usda: "sr28:20081", grams: 8 }, // wheat flour
      { usda: "sr28:01131", grams: 10 }, // egg, cooked
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
    // Baked in a tray and cut like lasagna: a piece is a tray portion, not a third of a plate.
    borrowedUnits: [
      {
        from: "fndds:58130011",
        measure: '1 piece (1/6 of 8" square, approx 2-1/2" x 4")',
        why: "قطعة من صينية المكرونة بالبشاميل كقطعة اللازانيا باللحم في FNDDS: مكرونة ولحم مفروم وصلصة مخبوزة في صينية",
      },
    ],
  },
  {
    name: "رز بالشعرية",
    aliases: [
      "أرز بالشعيرية",
      "رز بالشعيرية",
      "رز بشعرية",
      "roz bel shareya",
      "rice with vermicelli",
    ],
    category: "egypt",
    basis: "صحن منزلي: رز أبيض مطبوخ مع الشعرية المحمرة بالسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 160 }, // rice, white, cooked
      { usda: "sr28:20121", grams: 30 }, // vermicelli (pasta), cooked
      { usda: "sr28:01003", grams: 8 }, // ghee
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "رز بلبن",
    aliases: ["أرز بالحليب", "رز بحليب", "roz bel laban", "rice pudding"],
    category: "egypt",
    basis:
      "وصفة شرقية منشورة: رز متوسط الحبة مطبوخ في الحليب كامل الدسم مع السكر وقليل من النشا والقشطة؛ بمقاديرها كما تدخل القدر، دون الماء الذي يتبخر",
    serving: { label: "كوب" },
    recipe: fromPublished("riceMilkPudding", 260), // the cup of 260 g the meal had (FNDDS 13210410)
    borrowedUnits: [
      {
        from: "fndds:13210410",
        measure: "1 snack size container",
        why: "علبة رز بلبن الصغيرة كما يزنها مسح الأغذية الأمريكي، والحلوى نفسها",
      },
    ],
  },
  {
    name: "مهلبية",
    aliases: ["مهلبيه بالحليب", "محلبية", "muhallebia", "mahalabia"],
    category: "egypt",
    basis: "حلوى منزلية: حليب مطبوخ مع النشا والسكر، مزينة بالفستق",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:01077", grams: 150 }, // milk, whole
      { usda: "sr28:20027", grams: 15 }, // cornstarch
      { usda: "sr28:19335", grams: 25 }, // sugar
      { usda: "sr28:12151", grams: 7 }, // pistachios
    ],
  },
  {
    name: "بسبوسة",
    aliases: ["هريسة حلوة", "نمورة", "basbousa", "namoura"],
    category: "egypt",
    basis:
      "وصفة مصرية منشورة (إيكونا، المصري اليوم): سميد ناعم بالسكر والحليب والزبادي والزبدة المذابة، مزينة باللوز، مخبوزة ثم مسقية بقطر السكر",
    // Four pieces of 80 g, USDA's piece the meal had (FNDDS 53441210 '1 piece'): 222 g of
    // batter take up 98 g of syrup.
    serving: { label: "قطعة", perRecipe: 4 },
    recipe: withSyrup(fromPublished("basbousa", 222), "sugar syrup"),
  },
  {
    name: "فتة مصرية",
    aliases: ["فتة باللحمة", "فتة عيد", "egyptian fatta", "fatta"],
    category: "egypt",
    basis: "وصفة مصرية: عيش محمص ورز مع لحم بقري مسلوق وصلصة الطماطم بالثوم والخل والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 150 }, // rice, white, cooked
      { usda: "sr28:18041", grams: 50 }, // bread, toasted
      { usda: "sr28:23090", grams: 100 }, // beef chuck for stew, braised
      { usda: "sr28:11529", grams: 50 }, // tomatoes
      { usda: "sr28:11546", grams: 6 }, // tomato paste
      { usda: "sr28:11215", grams: 6 }, // garlic
      { usda: "sr28:01003", grams: 15 }, // ghee
      { usda: "sr28:06172", grams: 40 }, // broth poured on the bread
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "كبدة إسكندراني",
    aliases: ["كبدة بالفلفل", "kebda eskandarani", "alexandrian liver"],
    category: "egypt",
    basis: "وصفة إسكندرانية: شرائح كبدة بقر مقلية مع الفلفل الأخضر والثوم والكمون والليمون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:13327", grams: 150 }, // beef liver, pan-fried
      { usda: "sr28:11333", grams: 30 }, // green pepper
      { usda: "sr28:11215", grams: 6 }, // garlic
      { usda: "sr28:04506", grams: 12 }, // sunflower oil
      { usda: "sr28:09152", grams: 8 }, // lemon juice
      { usda: "sr28:02014", grams: 1 }, // cumin
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "سمك بلطي مقلي",
    aliases: ["بلطي مقلي", "سمك مقلي مصري", "fried tilapia", "bolti"],
    category: "egypt",
    basis: "وصفة مصرية: سمك بلطي متبل ومغطى بالدقيق ومقلي بالزيت مع الليمون",
    serving: { label: "صحن" },
    recipe: withFryingOil("سمك بلطي مقلي", [
      { usda: "sr28:15262", grams: 150 }, // tilapia, cooked
      { usda: "sr28:20081", grams: 10 }, // wheat flour coating
      { usda: "sr28:09152", grams: 5 }, // lemon juice
      { usda: "sr28:02047", grams: 1 }, // salt
    ]),
  },
  // ---------------------------------------------------------------- Gulf
  {
    name: "كبسة دجاج",
    aliases: ["كبسة بالدجاج", "كبسة فراخ", "chicken kabsa", "kabsa"],
    category: "gulf",
    basis: "وصفة سعودية: رز مطبوخ في مرق الدجاج بالطماطم والبصل والبهارات مع دجاج محمر ولوز وزبيب",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:05009", grams: 120 }, // chicken, meat and skin, roasted
      { usda: "sr28:11529", grams: 30 }, // tomatoes
      { usda: "sr28:11546", grams: 5 }, // tomato paste
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:04506", grams: 12 }, // sunflower oil
      { usda: "sr28:12063", grams: 5 }, // almonds
      { usda: "sr28:09298", grams: 5 }, // raisins
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "كبسة لحم",
    aliases: ["كبسة باللحم", "كبسة لحم غنم", "lamb kabsa", "kabsa lahm"],
    category: "gulf",
    basis: "وصفة سعودية: رز مطبوخ في مرق لحم الغنم بالطماطم والبصل والبهارات مع اللحم والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:17008", grams: 120 }, // lamb foreshank, braised
      { usda: "sr28:11529", grams: 30 }, // tomatoes
      { usda: "sr28:11546", grams: 5 }, // tomato paste
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:01003", grams: 10 }, // ghee
      { usda: "sr28:12063", grams: 5 }, // almonds
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "مندي دجاج",
    aliases: ["مندي فراخ", "مندى بالدجاج", "chicken mandi", "mandi"],
    category: "gulf",
    basis: "وصفة يمنية: دجاج مشوي في التنور فوق رز مطبوخ بمرقه مع السمن والبصل",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:05009", grams: 140 }, // chicken, meat and skin, roasted
      { usda: "sr28:01003", grams: 10 }, // ghee
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "مندي لحم",
    aliases: ["مندي غنم", "لحم مندي", "lamb mandi", "mandi lahm"],
    category: "gulf",
    basis: "وصفة يمنية: لحم غنم مشوي في التنور فوق رز مطبوخ بمرقه مع السمن والبصل",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:17012", grams: 140 }, // lamb leg, roasted
      { usda: "sr28:01003", grams: 10 }, // ghee
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "مجبوس دجاج",
    aliases: ["مچبوس دجاج", "مكبوس", "machboos", "majboos"],
    category: "gulf",
    basis: "وصفة خليجية: رز مطبوخ في مرق الدجاج بالطماطم والبصل واللومي والبهارات مع الدجاج",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:05010", grams: 120 }, // chicken, meat and skin, stewed
      { usda: "sr28:11529", grams: 30 }, // tomatoes
      { usda: "sr28:11283", grams: 25 }, // onions, cooked
      { usda: "sr28:01003", grams: 10 }, // ghee
      { usda: "sr28:09298", grams: 5 }, // raisins
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "هريس",
    aliases: ["هريسة قمح", "هريس باللحم", "harees", "hareesa"],
    category: "gulf",
    basis:
      "وصفة خليجية: قمح مطبوخ طويلًا في الماء مع قليل من اللحم حتى يهرس (البرغل المطبوخ بديلًا عن حب القمح)، مع ماء طبخه ولمسة سمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20013", grams: 150 }, // bulgur boiled in plenty of water: a porridge (cooked-staples.ts)
      { usda: "fndds:94000100", grams: 90 }, // cooking water the wheat is beaten with (Kuwaiti row: 81 % water)
      { usda: "sr28:17060", grams: 30 }, // lamb, cubed, braised
      { usda: "sr28:01003", grams: 4 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "ثريد",
    // «تشريب»: the same dish as Iraq names it, bread soaked in the stew
    aliases: ["ثريد لحم", "تريد", "تشريب", "thareed", "tharid"],
    category: "gulf",
    basis: "وصفة خليجية: خبز رقاق مشرب بمرق اللحم والخضار (بطاطا وكوسا وجزر وطماطم) مع اللحم",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:18041", grams: 70 }, // regag bread (pita)
      { usda: "sr28:17060", grams: 80 }, // lamb, cubed, braised
      { usda: "sr28:11367", grams: 50 }, // potatoes, boiled
      { usda: "sr28:11478", grams: 40 }, // zucchini, cooked
      { usda: "sr28:11125", grams: 30 }, // carrots, cooked
      { usda: "sr28:11529", grams: 30 }, // tomatoes
      { usda: "sr28:04506", grams: 10 }, // oil
      { usda: "sr28:06172", grams: 60 }, // broth soaked into the bread
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "سليق",
    aliases: ["سليق دجاج", "سليق طائفي", "saleeg", "saliq"],
    category: "gulf",
    basis: "وصفة حجازية: رز مطبوخ بمرق الدجاج والحليب حتى يصبح طريًا، مع الدجاج والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 200 }, // rice, white, cooked
      { usda: "sr28:01077", grams: 80 }, // milk, whole
      { usda: "sr28:05009", grams: 100 }, // chicken, meat and skin, roasted
      { usda: "sr28:01003", grams: 10 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "مطبق",
    aliases: ["مطبق لحم", "مطبق بالبيض", "mutabbaq", "murtabak"],
    category: "gulf",
    basis:
      "وصفة حجازية: عجينة رقيقة (الفيلو بديلًا) محشوة باللحم المفروم والبيض والكراث، مطهوة على الصاج بقليل من الزيت",
    serving: { label: "قطعة" },
    recipe: [
      { usda: "sr28:18338", grams: 70 }, // phyllo dough
      { usda: "sr28:23575", grams: 45 }, // beef, ground 80 %, cooked
      { usda: "sr28:01131", grams: 50 }, // egg, cooked
      { usda: "sr28:11282", grams: 25 }, // onions and leeks
      { usda: "sr28:04506", grams: 2 }, // oil of the griddle
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "لقيمات",
    aliases: ["لقيمات بالعسل", "لقمات", "luqaimat", "lgeimat"],
    category: "gulf",
    basis:
      "حلوى خليجية: كرات عجين مقلية (الفطائر المقلية البسيطة بديلًا) مع العسل (بديلًا عن دبس التمر)",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: withSyrup(
      [
        { usda: "fndds:53415110", grams: 80 }, // fritter, plain
      ],
      "honey",
    ),
    borrowedUnits: [
      {
        from: "sr28:18255",
        measure: "1 doughnut hole",
        why: "اللقيمات كرات عجين مقلية مثل كرات الدونات",
      },
    ],
  },
  {
    name: "جريش",
    aliases: ["جريش باللبن", "جريش دجاج", "jareesh", "jarish"],
    category: "gulf",
    basis:
      "وصفة نجدية: قمح مجروش (البرغل بديلًا، بوزنه جافًا) مطبوخ في اللبن والماء حتى يغلظ، مع الدجاج وتقلية البصل بالسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20012", grams: 50 }, // cracked wheat (bulgur), dry weight
      { usda: "sr28:01116", grams: 150 }, // laban (yogurt, whole milk) it is cooked in
      { usda: "fndds:94000100", grams: 30 }, // water left after simmering
      { usda: "sr28:05010", grams: 40 }, // chicken, stewed
      { usda: "sr28:11283", grams: 15 }, // onions, cooked
      { usda: "sr28:01003", grams: 12 }, // ghee
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "مرقوق",
    aliases: ["مرقوق لحم", "margoog", "marqooq"],
    category: "gulf",
    basis:
      "وصفة نجدية: رقائق عجين مطبوخة (المكرونة المطبوخة بديلًا) في مرق اللحم والخضار، مع المرق كما يُغرف",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20121", grams: 90 }, // dough pieces (pasta), cooked
      { usda: "sr28:17060", grams: 45 }, // lamb, cubed, braised
      { usda: "sr28:11478", grams: 50 }, // zucchini, cooked
      { usda: "sr28:11367", grams: 40 }, // potatoes, boiled
      { usda: "sr28:11529", grams: 40 }, // tomatoes
      { usda: "sr28:11125", grams: 20 }, // carrots, cooked
      { usda: "sr28:11546", grams: 6 }, // tomato paste
      { usda: "sr28:04506", grams: 4 }, // oil
      { usda: "fndds:94000100", grams: 80 }, // broth served with it
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "صالونة دجاج",
    aliases: ["صالونة", "مرق دجاج بالخضار", "salona", "saloona"],
    category: "gulf",
    basis:
      "يخنة خليجية: دجاج مطبوخ مع البطاطا والكوسا والجزر في مرق الطماطم والبهارات، مع مرقها كما يُغرف",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:05010", grams: 90 }, // chicken, meat and skin, stewed
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
    name: "مضروبة",
    aliases: ["مضروبة دجاج", "madrooba", "madrouba"],
    category: "gulf",
    basis:
      "وصفة خليجية: رز مطبوخ طويلًا في مرق الدجاج والماء حتى يُهرس ويصير قوامه كالحساء، مع قليل من الدجاج والبصل والطماطم والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 80 }, // rice, white, cooked
      { usda: "sr28:05010", grams: 30 }, // chicken, stewed
      { usda: "sr28:11283", grams: 15 }, // onions, cooked
      { usda: "sr28:11529", grams: 20 }, // tomatoes
      { usda: "sr28:01003", grams: 1 }, // ghee
      { usda: "sr28:06172", grams: 100 }, // chicken stock
      { usda: "fndds:94000100", grams: 130 }, // water the rice is beaten into (Bahrain's analysis: 86 % water)
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "بلاليط",
    aliases: ["بلاليط بالبيض", "شعيرية حلوة", "balaleet", "balalit"],
    category: "gulf",
    basis: "فطور إماراتي: شعيرية محلاة بالسكر والسمن والهيل والزعفران مع عجة بيض",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20121", grams: 130 }, // vermicelli (pasta), cooked
      { usda: "sr28:19335", grams: 12 }, // sugar
      { usda: "sr28:01003", grams: 3 }, // ghee
      { usda: "sr28:01132", grams: 50 }, // egg, scrambled
    ],
  },
  {
    name: "خبيص",
    aliases: ["خبيصة", "khabees", "khabeesa"],
    category: "gulf",
    basis: "حلوى إماراتية: دقيق محمص بالسمن والسكر والماء مع الهيل والزعفران",
    serving: { label: "صحن صغير" },
    recipe: [
      { usda: "sr28:20081", grams: 40 }, // wheat flour
      { usda: "sr28:01003", grams: 20 }, // ghee
      { usda: "sr28:19335", grams: 25 }, // sugar
      { usda: "fndds:94000100", grams: 25 }, // water
    ],
  },
  {
    name: "عيش محمر",
    aliases: ["عيش محمّر بالسكر", "رز محمر", "aish mohammar", "muhammar"],
    category: "gulf",
    basis: "وصفة بحرينية: رز مطبوخ بالسكر المحروق (بديلًا عن دبس التمر) والسمن والهيل",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20045", grams: 180 }, // rice, white, cooked
      { usda: "sr28:19335", grams: 25 }, // sugar
      { usda: "sr28:01003", grams: 10 }, // ghee
    ],
  },
  {
    name: "بثيث",
    aliases: ["بثيثة", "bathith", "batheeth"],
    category: "gulf",
    basis: "حلوى خليجية: تمر مهروس مع الدقيق المحمص والسمن والهيل",
    serving: { label: "صحن صغير" },
    recipe: [
      { usda: "sr28:09087", grams: 60 }, // dates
      { usda: "sr28:20081", grams: 25 }, // wheat flour, toasted
      { usda: "sr28:01003", grams: 15 }, // ghee
    ],
  },
  // ---------------------------------------------------------------- Maghreb
  {
    name: "كسكس مغربي",
    aliases: ["كسكس بالخضر", "كسكس بالخضرة", "سكسو", "moroccan couscous", "seksu"],
    category: "maghreb",
    basis: "وصفة مغربية: كسكس مفور مع لحم الغنم والخضر السبعة والحمص والسمن",
    serving: { label: "صحن" },
    recipe: [
      ...cookedHere("couscous", 180), // couscous as eaten: dry grain and its water
      { usda: "sr28:17060", grams: 70 }, // lamb, cubed, braised
      { usda: "sr28:11125", grams: 30 }, // carrots, cooked
      { usda: "sr28:11478", grams: 30 }, // zucchini, cooked
      { usda: "sr28:11565", grams: 25 }, // turnips, cooked
      { usda: "sr28:11110", grams: 20 }, // cabbage, cooked
      { usda: "sr28:16057", grams: 20 }, // chickpeas, cooked
      { usda: "sr28:11283", grams: 15 }, // onions, cooked
      { usda: "sr28:01003", grams: 8 }, // smen (ghee)
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "طاجين دجاج بالزيتون",
    aliases: [
      "طاجين الدجاج بالليمون المرقد",
      "دجاج محمر بالزيتون",
      "طاجين مغربي",
      "chicken tagine",
      "tajine djaj",
    ],
    category: "maghreb",
    basis: "وصفة مغربية: أفخاذ دجاج مطهوة مع البصل والزيتون والليمون المرقد وزيت الزيتون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:05098", grams: 150 }, // chicken thigh, roasted
      { usda: "sr28:11283", grams: 60 }, // onions, cooked
      { usda: "sr28:09195", grams: 30 }, // green olives
      { usda: "sr28:04053", grams: 15 }, // olive oil
      { usda: "sr28:09152", grams: 10 }, // lemon
      { usda: "fndds:94000100", grams: 40 }, // water of the sauce
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "طاجين لحم بالبرقوق",
    aliases: ["لحم بالبرقوق", "طاجين بالبرقوق", "tagine with prunes", "lamb tagine"],
    category: "maghreb",
    basis: "وصفة مغربية: لحم غنم مطهو مع البرقوق المجفف والبصل والعسل واللوز والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:17060", grams: 120 }, // lamb, cubed, braised
      { usda: "sr28:09291", grams: 40 }, // prunes
      { usda: "sr28:11283", grams: 50 }, // onions, cooked
      { usda: "sr28:01145", grams: 8 }, // butter
      { usda: "sr28:12063", grams: 10 }, // almonds
      { usda: "sr28:19296", grams: 8 }, // honey
      { usda: "fndds:94000100", grams: 30 }, // water of the sauce
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "طاجين كفتة",
    aliases: ["كفتة بالطماطم والبيض", "kefta tagine", "tajine kefta"],
    category: "maghreb",
    basis: "وصفة مغربية: كريات كفتة مطهوة في صلصة الطماطم مع بيض مطبوخ فوقها",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:23575", grams: 100 }, // beef, ground 80 %, cooked
      { usda: "sr28:11529", grams: 120 }, // tomatoes
      { usda: "sr28:01131", grams: 50 }, // egg, poached
      { usda: "sr28:11282", grams: 20 }, // onions
      { usda: "sr28:04053", grams: 10 }, // olive oil
      { usda: "sr28:11546", grams: 10 }, // tomato paste
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "حريرة",
    aliases: ["حريرة مغربية", "شوربة الحريرة", "harira", "hrira"],
    category: "maghreb",
    basis: "وصفة مغربية: شوربة الطماطم والعدس والحمص مع قطع اللحم والكرفس، مكثفة بالدقيق",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:11529", grams: 80 }, // tomatoes
      { usda: "sr28:16070", grams: 40 }, // lentils, cooked
      { usda: "sr28:16057", grams: 30 }, // chickpeas, cooked
      { usda: "sr28:17060", grams: 25 }, // lamb, cubed, braised
      { usda: "sr28:20081", grams: 10 }, // wheat flour (tadouira)
      { usda: "sr28:11143", grams: 10 }, // celery
      { usda: "sr28:11297", grams: 5 }, // parsley
      { usda: "sr28:11546", grams: 5 }, // tomato paste
      { usda: "sr28:04053", grams: 5 }, // olive oil
      { usda: "fndds:94000100", grams: 100 }, // water
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "بسطيلة بالدجاج",
    aliases: ["بسطيلة", "بستيلة", "pastilla", "bastilla", "bstilla"],
    category: "maghreb",
    basis:
      "وصفة مغربية: أوراق الورقة (الفيلو بديلًا) محشوة بالدجاج والبيض واللوز المحلى بالسكر والقرفة",
    serving: { label: "قطعة" },
    recipe: [
      { usda: "sr28:18338", grams: 40 }, // phyllo dough (warqa)
      { usda: "sr28:05010", grams: 80 }, // chicken, stewed
      { usda: "sr28:01132", grams: 30 }, // egg, scrambled
      { usda: "sr28:12063", grams: 15 }, // almonds
      { usda: "sr28:01145", grams: 4 }, // butter
      { usda: "sr28:19335", grams: 8 }, // sugar
      { usda: "sr28:11283", grams: 30 }, // onions, cooked
    ],
  },
  {
    name: "رفيسة",
    aliases: ["رفيسة بالدجاج", "trid", "rfissa"],
    category: "maghreb",
    basis: "وصفة مغربية: رقائق المسمن (البراتا بديلًا) مع الدجاج والعدس والبصل في مرق الحلبة والسمن",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:28286", grams: 80 }, // paratha (msemen)
      { usda: "sr28:05010", grams: 80 }, // chicken, stewed
      { usda: "sr28:16070", grams: 40 }, // lentils, cooked
      { usda: "sr28:11283", grams: 30 }, // onions, cooked
      { usda: "sr28:01003", grams: 8 }, // smen (ghee)
      { usda: "sr28:06172", grams: 60 }, // broth
      { usda: "sr28:02047", grams: 1 }, // salt
    ],
  },
  {
    name: "مسمن",
    aliases: ["ملوي", "رغايف", "msemen", "msemmen"],
    category: "maghreb",
    basis: "خبز مورق مغربي مقلي بالزيت والزبدة، على أساس البراتا المورقة",
    serving: { label: "قطعة" },
    recipe: [
      { usda: "sr28:28286", grams: 90 }, // paratha
      { usda: "sr28:01145", grams: 5 }, // butter brushed on
    ],
  },
  {
    name: "بغرير",
    aliases: ["خبز الألف ثقب", "بغرير بالعسل", "baghrir", "beghrir"],
    category: "maghreb",
    basis: "فطائر مغربية مثقبة (الفطائر البسيطة بديلًا) تقدم بالعسل والزبدة المذابة",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: [
      { usda: "sr28:18293", grams: 100 }, // pancakes, plain
      { usda: "sr28:19296", grams: 20 }, // honey
      { usda: "sr28:01145", grams: 10 }, // butter
    ],
    borrowedUnits: [
      {
        from: "fndds:55101000",
        measure: "1 medium pancake",
        why: "البغرير فطيرة مقلاة مثل البان كيك المتوسط",
      },
    ],
  },
  {
    name: "شباكية",
    aliases: ["شباكية بالعسل", "مخرقة", "chebakia", "shebakia"],
    category: "maghreb",
    basis:
      "حلوى رمضانية مغربية: عجين مقلي (الفطائر المقلية البسيطة بديلًا) مغموس بالعسل ومغطى بالسمسم",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: withSyrup(
      [
        { usda: "fndds:53415110", grams: 55 }, // fritter, plain
        { usda: "sr28:12023", grams: 10 }, // sesame seeds
      ],
      "honey",
    ),
    borrowedUnits: [
      {
        from: "fndds:53520200",
        measure: "1 miniature",
        why: "الشباكية عجين مقلي بالعسل، بحجم قطعة الشوروس الصغيرة",
      },
    ],
  },
  {
    name: "زعلوك",
    aliases: ["زعلوك الباذنجان", "zaalouk", "zalouk"],
    category: "maghreb",
    basis: "وصفة مغربية: باذنجان وطماطم مطبوخان ومهروسان مع الثوم وزيت الزيتون والكمون",
    serving: { label: "صحن" },
    recipe: stewedInOil([
      { usda: "sr28:11210", grams: 120 }, // eggplant, cooked
      { usda: "sr28:11529", grams: 60 }, // tomatoes
      { usda: "sr28:11215", grams: 5 }, // garlic
      { usda: "sr28:02014", grams: 1 }, // cumin
      { usda: "sr28:02047", grams: 1 }, // salt
    ]),
  },
  {
    name: "لوبيا مغربية",
    aliases: [
      "لوبية بيضاء بالطماطم",
      "فاصوليا بيضاء مغربية",
      "لوبيا بالمرقة",
      "loubia",
      "white bean stew",
    ],
    category: "maghreb",
    basis: "وصفة مغربية: فاصوليا بيضاء مطبوخة في صلصة الطماطم والبصل والثوم وزيت الزيتون",
    serving: { label: "صحن" },
    recipe: stewedInOil([
      { usda: "sr28:16050", grams: 150 }, // white beans, cooked
      { usda: "sr28:11529", grams: 60 }, // tomatoes
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:11546", grams: 8 }, // tomato paste
      { usda: "sr28:11215", grams: 4 }, // garlic
      { usda: "sr28:02047", grams: 2 }, // salt
    ]),
  },
  {
    name: "بيصارة",
    aliases: ["بصارة", "بيصار", "bissara", "bessara"],
    category: "maghreb",
    basis: "وصفة مغربية: فول مجفف مطبوخ ومهروس في شوربة كثيفة بزيت الزيتون والثوم والكمون",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:16053", grams: 150 }, // fava beans, cooked
      { usda: "fndds:94000100", grams: 80 }, // water
      { usda: "sr28:04053", grams: 15 }, // olive oil
      { usda: "sr28:11215", grams: 5 }, // garlic
      { usda: "sr28:02014", grams: 1 }, // cumin
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "لبلابي",
    aliases: ["lablabi", "leblebi"],
    category: "maghreb",
    basis: "وصفة تونسية: حمص مطبوخ في مرقه مع الثوم والكمون وزيت الزيتون على قطع الخبز",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:16057", grams: 150 }, // chickpeas, cooked
      { usda: "fndds:94000100", grams: 120 }, // cooking liquid
      { usda: "sr28:18029", grams: 40 }, // bread
      { usda: "sr28:04053", grams: 15 }, // olive oil
      { usda: "sr28:11215", grams: 5 }, // garlic
      { usda: "sr28:02014", grams: 1 }, // cumin
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
  {
    name: "بريك تونسي",
    aliases: ["بريكة بالبيض", "بريك بالتن", "brik", "brick a l'oeuf"],
    category: "maghreb",
    basis: "وصفة تونسية: ورقة ملسوقة (الفيلو بديلًا) محشوة بالبيض والتن والبقدونس، مقلية",
    serving: { label: "قطعة" },
    recipe: withFryingOil("بريك تونسي", [
      { usda: "sr28:18338", grams: 30 }, // phyllo dough (malsouka)
      { usda: "sr28:01128", grams: 50 }, // egg, fried
      { usda: "sr28:15119", grams: 20 }, // tuna, canned in oil, drained
      { usda: "sr28:11297", grams: 5 }, // parsley
    ]),
  },
  {
    name: "شوربة فريك",
    aliases: ["شوربة فريك جزائرية", "شربة فريك جزائرية", "chorba frik", "jari"],
    category: "maghreb",
    basis: "وصفة جزائرية: قمح أخضر مجروش (البرغل بديلًا) مع اللحم والطماطم والحمص والكزبرة",
    serving: { label: "صحن" },
    recipe: [
      { usda: "sr28:20013", grams: 60 }, // bulgur (freekeh) swollen in the soup: boiled (cooked-staples.ts)
      { usda: "sr28:17060", grams: 30 }, // lamb, cubed, braised
      { usda: "sr28:11529", grams: 60 }, // tomatoes
      { usda: "sr28:16057", grams: 15 }, // chickpeas, cooked
      { usda: "sr28:11283", grams: 20 }, // onions, cooked
      { usda: "sr28:11165", grams: 5 }, // coriander leaves
      { usda: "sr28:04053", grams: 5 }, // olive oil
      { usda: "sr28:11546", grams: 5 }, // tomato paste
      { usda: "fndds:94000100", grams: 150 }, // water of the soup as ladled
      { usda: "sr28:02047", grams: 2 }, // salt
    ],
  },
];
