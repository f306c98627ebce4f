import { cookedHere, cookedStaples, type StapleName } from "./cooked-staples";
import { withSyrup } from "./sweet-syrup";
import { withFryingOil } from "./frying-oil";
import type { RecipeEntry, UsdaId } from "./types";

// Libyan dishes. USDA has no Libyan dishes, so each one is a recipe of USDA rows with grams
// as eaten (cooked weights) for one typical home plate, bowl or piece; the `basis` line says
// what the recipe is based on. Water absorbed by doughs and sauces is listed as tap water.
// Flours, semolina, rice and pasta are the unenriched USDA rows (U.S. enrichment adds iron
// and B vitamins that home Libyan flour is not known to carry).

/** The USDA rows the recipes use (see content/meals/usda-foods.json for their values). */
const U = {
  // grains, breads, doughs
  barleyFlour: "sr28:20130", // Barley flour or meal
  barley: "sr28:20006", // Barley, pearled, cooked
  wheatFlour: "sr28:20481", // Wheat flour, white, all-purpose, unenriched
  wholeWheatFlour: "sr28:20080", // Wheat flour, whole-grain
  chickpeaFlour: "sr28:16157", // Chickpea flour (besan)
  semolina: "sr28:20466", // Semolina, unenriched
  pasta: "sr28:20421", // Pasta, cooked, unenriched, without added salt
  rice: "sr28:20445", // Rice, white, long-grain, regular, unenriched, cooked without salt
  bread: "sr28:18029", // Bread, french or vienna
  pita: "sr28:18413", // Bread, pita, white, unenriched
  // Freekeh in a soup swells in the broth: USDA's boiled bulgur (cooked-staples.ts, boiledGrainDishes)
  bulgurInSoup: "sr28:20013", // Bulgur, cooked
  phyllo: "sr28:18338", // Phyllo dough
  yeast: "sr28:18375", // Leavening agents, yeast, baker's, active dry
  // meat, offal, fish, eggs, dairy
  lamb: "sr28:17008", // Lamb, foreshank, lean and fat, cooked, braised
  lambGround: "sr28:17225", // Lamb, ground, cooked, broiled
  lambLiver: "sr28:17200", // Lamb, liver, cooked, braised
  lambLiverFried: "sr28:17201", // Lamb, liver, cooked, pan-fried
  driedBeef: "sr28:13350", // Beef, cured, dried (stand-in for qadid, dried salted lamb)
  tripe: "sr28:23640", // Beef, tripe, cooked, simmered
  chicken: "sr28:05095", // Chicken, thigh, meat and skin, cooked, stewed
  fish: "sr28:15133", // Fish, whiting, mixed species, cooked, dry heat
  grouper: "sr28:15032", // Fish, grouper, mixed species, cooked, dry heat
  tunaInOil: "sr28:15119", // Fish, tuna, light, canned in oil, drained solids
  eggBoiled: "sr28:01129", // Egg, whole, cooked, hard-boiled
  eggPoached: "sr28:01131", // Egg, whole, cooked, poached
  eggFried: "sr28:01128", // Egg, whole, cooked, fried
  egg: "sr28:01123", // Egg, whole, raw, fresh (in doughs and coatings)
  milk: "sr28:01077", // Milk, whole, 3.25% milkfat
  butter: "sr28:01001", // Butter, salted
  ghee: "sr28:01003", // Butter oil, anhydrous
  // vegetables, legumes, fruit
  onion: "sr28:11283", // Onions, cooked, boiled
  onionRaw: "sr28:11282", // Onions, raw
  tomatoPaste: "sr28:11546", // Tomato products, canned, paste
  tomato: "sr28:11530", // Tomatoes, red, ripe, cooked
  tomatoRaw: "sr28:11529", // Tomatoes, red, ripe, raw
  potato: "sr28:11365", // Potatoes, boiled, flesh
  pumpkin: "sr28:11423", // Pumpkin, cooked, boiled
  carrot: "sr28:11125", // Carrots, cooked, boiled
  zucchini: "sr28:11478", // Squash, summer, zucchini, cooked, boiled
  peas: "sr28:11313", // Peas, green, frozen, cooked, boiled
  pepper: "sr28:11334", // Peppers, sweet, green, cooked, boiled
  pepperRaw: "sr28:11333", // Peppers, sweet, green, raw
  chili: "sr28:11670", // Peppers, hot chili, green, raw
  garlic: "sr28:11215", // Garlic, raw
  parsley: "sr28:11297", // Parsley, fresh
  spinach: "sr28:11458", // Spinach, cooked, boiled
  lemonJuice: "sr28:09152", // Lemon juice, raw
  chickpeas: "sr28:16057", // Chickpeas, cooked, boiled
  lentils: "sr28:16070", // Lentils, cooked, boiled
  whiteBeans: "sr28:16050", // Beans, white, cooked, boiled
  cowpeas: "sr28:16063", // Cowpeas (blackeyes), mature seeds, cooked, boiled
  dates: "sr28:09087", // Dates, deglet noor
  raisins: "sr28:09298", // Raisins, seedless
  almonds: "sr28:12062", // Nuts, almonds, blanched
  peanuts: "sr28:16390", // Peanuts, dry-roasted
  sesame: "sr28:12023", // Seeds, sesame seeds, whole, dried
  // fats, sugar, drinks
  oliveOil: "sr28:04053", // Oil, olive
  sunflowerOil: "sr28:04506", // Oil, sunflower, linoleic (approx. 65%)
  sugar: "sr28:19335", // Sugars, granulated
  honey: "sr28:19296", // Honey
  blackTea: "sr28:14355", // Tea, black, brewed
  greenTea: "sr28:14278", // Tea, green, brewed
  water: "fndds:94000100", // Water, tap
  // spices and herbs
  salt: "sr28:02047",
  paprika: "sr28:02028",
  redPepper: "sr28:02031", // Spices, pepper, red or cayenne
  blackPepper: "sr28:02030",
  cumin: "sr28:02014",
  turmeric: "sr28:02043",
  cinnamon: "sr28:02010",
  coriander: "sr28:02013", // Spices, coriander seed
  fenugreek: "sr28:02019",
  anise: "sr28:02002",
  caraway: "sr28:02005",
  mint: "sr28:02066", // Spearmint, dried
} as const satisfies Record<string, UsdaId>;

// Couscous and bulgur (the stand-in for freekeh) are named by the staple and cooked the local
// way: their dry grain and the water it takes up (cooked-staples.ts).
type Line = [keyof typeof U | StapleName, number];

function recipe(...lines: Line[]): RecipeEntry["recipe"] {
  return lines.flatMap(([food, grams]) =>
    food in cookedStaples
      ? cookedHere(food as StapleName, grams)
      : [{ usda: U[food as keyof typeof U], grams }],
  );
}

export const libyanDishes: readonly RecipeEntry[] = [
  {
    name: "بازين",
    aliases: ["بازين بالمرق", "bazeen", "bazin", "بزين"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: عجينة دقيق الشعير المطهوة بالماء مع مرق لحم الضأن بالطماطم والبطاطا والبيض المسلوق وزيت الزيتون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["barleyFlour", 110],
      ["water", 260],
      ["lamb", 90],
      ["potato", 80],
      ["eggBoiled", 50],
      ["onion", 30],
      ["tomatoPaste", 20],
      ["oliveOil", 20],
      ["paprika", 2],
      ["salt", 3],
    ),
  },
  {
    name: "كسكسي باللحم والخضار",
    aliases: ["كسكسي باللحم", "كسكسي بالخضرة", "كسكس ليبي", "kuskusi bil lahm", "libyan couscous"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: كسكسي مطهو بالبخار مع لحم الضأن والحمص واليقطين والجزر والبطاطا في مرق الطماطم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["couscous", 220],
      ["lamb", 90],
      ["chickpeas", 30],
      ["pumpkin", 50],
      ["carrot", 30],
      ["potato", 50],
      ["onion", 30],
      ["tomatoPaste", 10],
      ["oliveOil", 12],
      ["water", 40],
      ["turmeric", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "كسكسي بالحوت",
    aliases: ["كسكسي بالسمك", "كسكس بالحوت", "kuskusi bil hut", "fish couscous"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي على طريقة المدن الساحلية: كسكسي مع سمك أبيض وبطاطا ويقطين في صلصة الطماطم والثوم والكمون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["couscous", 220],
      ["fish", 120],
      ["potato", 50],
      ["pumpkin", 40],
      ["onion", 30],
      ["tomatoPaste", 12],
      ["garlic", 5],
      ["oliveOil", 15],
      ["water", 40],
      ["cumin", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "كسكسي بالبصلة",
    aliases: ["كسكسي بالبصل", "كسكسي بالبصلة والحمص", "kuskusi bil basla"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: كسكسي مع لحم الضأن وصلصة البصل المطهو بالكركم والقرفة مع الحمص والزبيب",
    serving: { label: "صحن" },
    recipe: recipe(
      ["couscous", 220],
      ["lamb", 80],
      ["onion", 100],
      ["chickpeas", 40],
      ["raisins", 15],
      ["oliveOil", 12],
      ["butter", 5],
      ["water", 30],
      ["turmeric", 1],
      ["cinnamon", 1],
      ["salt", 2],
    ),
  },
  {
    name: "كسكسي بالدجاج",
    aliases: ["كسكس بالدجاج", "kuskusi bil djaj", "chicken couscous"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: كسكسي مع فخذ دجاج مطهو والحمص والبطاطا والجزر في مرق الطماطم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["couscous", 220],
      ["chicken", 110],
      ["chickpeas", 30],
      ["potato", 50],
      ["carrot", 40],
      ["onion", 30],
      ["tomatoPaste", 10],
      ["oliveOil", 12],
      ["water", 40],
      ["turmeric", 1],
      ["salt", 2],
    ),
  },
  {
    name: "شربة ليبية",
    aliases: [
      "شربة عربية",
      "شوربة ليبية",
      "شربة لسان عصفور",
      "شوربة لسان عصفور",
      // the same soup made with vermicelli instead of orzo
      "شربة شعيرية",
      "شوربة شعيرية",
      "sharba libiya",
      "libyan soup",
    ],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي كما يُغرف بمرقه: حساء لحم الضأن بمكرونة لسان العصفور والحمص ومعجون الطماطم والنعناع المجفف والبقدونس؛ ماؤه ودهونه قريبة من «شربة الفريك» في جدول CIQUAL الفرنسي",
    serving: { label: "صحن" },
    recipe: recipe(
      ["lamb", 35],
      ["pasta", 35],
      ["chickpeas", 15],
      ["tomatoPaste", 12],
      ["onion", 25],
      ["oliveOil", 6],
      ["parsley", 5],
      ["mint", 1],
      ["lemonJuice", 5],
      ["water", 250],
      ["turmeric", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "شربة حوت",
    aliases: ["شربة سمك", "شوربة سمك", "sharbat hut", "fish soup libyan"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: حساء سمك أبيض بمكرونة لسان العصفور والطماطم والثوم والكمون والبقدونس",
    serving: { label: "صحن" },
    recipe: recipe(
      ["fish", 70],
      ["pasta", 50],
      ["tomatoPaste", 15],
      ["onion", 25],
      ["garlic", 4],
      ["oliveOil", 10],
      ["parsley", 5],
      ["lemonJuice", 5],
      ["water", 200],
      ["cumin", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "مبكبكة",
    aliases: ["مكرونة مبكبكة", "امبكبكة", "mbakbaka", "mbakbka"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: مكرونة مطهوة في صلصة الطماطم الحارة نفسها مع لحم الضأن والحمص والثوم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["pasta", 250],
      ["lamb", 60],
      ["chickpeas", 20],
      ["tomatoPaste", 25],
      ["onion", 25],
      ["garlic", 4],
      ["oliveOil", 15],
      ["water", 40],
      ["paprika", 2],
      ["redPepper", 1],
      ["salt", 2],
    ),
  },
  {
    name: "مبكبكة بالحوت",
    aliases: ["مكرونة مبكبكة بالحوت", "مبكبكة بالسمك", "mbakbaka bil hut"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: مكرونة مطهوة في صلصة الطماطم الحارة مع سمك أبيض والثوم والكمون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["pasta", 250],
      ["fish", 80],
      ["tomatoPaste", 25],
      ["onion", 25],
      ["garlic", 5],
      ["oliveOil", 15],
      ["water", 40],
      ["paprika", 2],
      ["redPepper", 1],
      ["cumin", 1],
      ["salt", 2],
    ),
  },
  {
    name: "رز مبوخ",
    aliases: ["رز امبوخ", "روز مبوخ", "ruz mbawakh", "rouz mbowakh"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: رز مطهو بالبخار فوق مرق لحم الضأن والحمص بالكركم والقرفة والفلفل الأسود",
    serving: { label: "صحن" },
    recipe: recipe(
      ["rice", 220],
      ["lamb", 80],
      ["chickpeas", 25],
      ["onion", 30],
      ["tomatoPaste", 10],
      ["oliveOil", 12],
      ["water", 30],
      ["turmeric", 1],
      ["cinnamon", 0.5],
      ["blackPepper", 0.5],
      ["salt", 2],
    ),
  },
  {
    name: "رز بالخلطة",
    aliases: ["روز بالخلطة", "رز بالكبدة واللوز", "ruz bil khalta"],
    category: "libyan",
    basis:
      "تقدير لصحن المناسبات: رز مع قطع لحم الضأن والكبدة والبازلاء واللوز والزبيب بالقرفة والكركم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["rice", 220],
      ["lamb", 60],
      ["lambLiver", 30],
      ["peas", 30],
      ["almonds", 10],
      ["raisins", 10],
      ["onion", 25],
      ["sunflowerOil", 10],
      ["butter", 5],
      ["cinnamon", 1],
      ["turmeric", 1],
      ["salt", 2],
    ),
  },
  {
    name: "رز بالحوت",
    aliases: ["روز بالحوت", "رز بالسمك", "ruz bil hut"],
    category: "libyan",
    basis: "تقدير لصحن بيتي على طريقة المدن الساحلية: رز مع سمك أبيض وصلصة البصل والطماطم والكمون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["rice", 220],
      ["fish", 100],
      ["onion", 30],
      ["tomatoPaste", 10],
      ["garlic", 4],
      ["oliveOil", 12],
      ["water", 20],
      ["cumin", 1],
      ["turmeric", 1],
      ["salt", 2],
    ),
  },
  {
    name: "عصبان",
    aliases: ["عصبان ليبي", "osban", "usban"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: كرشة محشوة بالرز واللحم والكبدة والسبانخ والبقدونس والنعناع مطهوة في مرق الطماطم (الكرشة بقيم كرشة البقر لغياب كرشة الضأن)",
    serving: { label: "صحن" },
    recipe: recipe(
      ["tripe", 80],
      ["rice", 100],
      ["lambLiver", 25],
      ["lamb", 40],
      ["chickpeas", 20],
      ["spinach", 30],
      ["parsley", 15],
      ["mint", 1],
      ["onion", 30],
      ["tomatoPaste", 15],
      ["oliveOil", 15],
      ["water", 40],
      ["paprika", 1],
      ["redPepper", 1],
      ["salt", 2],
    ),
  },
  {
    name: "طاجين ليبي",
    aliases: ["طاجين لحم", "طاجين باللحم", "tajeen libi", "libyan tajine"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: لحم ضأن مطهو في الفرن مع البطاطا والطماطم والفلفل الأخضر والبصل والثوم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["lamb", 120],
      ["potato", 60],
      ["tomato", 80],
      ["pepper", 40],
      ["onion", 40],
      ["tomatoPaste", 10],
      ["garlic", 5],
      ["oliveOil", 15],
      ["water", 30],
      ["paprika", 1],
      ["cumin", 1],
      ["salt", 2],
    ),
  },
  {
    name: "طاجين حوت",
    aliases: [
      "طاجين سمك",
      "طاجين بالحوت",
      // the same fish baked in the oven with its potatoes, as Libya and the Maghreb say it
      "حوت فالفران",
      "حوت في الفرن",
      "حوت بالفرن",
      "حوت فالفرن",
      "tajeen hut",
    ],
    category: "libyan",
    basis: "تقدير لصحن بيتي: سمك الهامور مطهو في الفرن مع البطاطا والطماطم والفلفل والثوم والكمون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["grouper", 150],
      ["potato", 80],
      ["tomato", 80],
      ["pepper", 30],
      ["onion", 30],
      ["tomatoPaste", 10],
      ["garlic", 5],
      ["oliveOil", 15],
      ["lemonJuice", 5],
      ["cumin", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "حرايمي",
    aliases: ["حوت حرايمي", "حريمي", "hraimi", "chraime"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: سمك الهامور مطهو في صلصة معجون الطماطم والثوم والفلفل الحار والكمون بزيت الزيتون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["grouper", 150],
      ["tomatoPaste", 20],
      ["garlic", 10],
      ["oliveOil", 20],
      ["water", 60],
      ["lemonJuice", 5],
      ["paprika", 3],
      ["redPepper", 1],
      ["cumin", 1],
      ["salt", 2],
    ),
  },
  {
    name: "رشتة",
    aliases: ["رشتة بالدجاج", "رشدة", "رشتة برمة", "رشدة برمة", "rishta", "rashta"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: شعيرية الرشتة المطهوة في مرق الدجاج والحمص والبصل بالكركم والقرفة (الرشتة بقيم المكرونة المطهوة)",
    serving: { label: "صحن" },
    recipe: recipe(
      ["pasta", 220],
      ["chicken", 80],
      ["chickpeas", 30],
      ["onion", 30],
      ["tomatoPaste", 10],
      ["oliveOil", 10],
      ["water", 50],
      ["turmeric", 1],
      ["cinnamon", 0.5],
      ["blackPepper", 0.5],
      ["salt", 2],
    ),
  },
  {
    name: "رشتة كسكاس",
    aliases: ["رشتة مبخرة", "رشدة كسكاس", "rishta kaskas"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: رشتة مطهوة بالبخار في الكسكاس مع لحم الضأن وصلصة البصل والحمص (الرشتة بقيم المكرونة المطهوة)",
    serving: { label: "صحن" },
    recipe: recipe(
      ["pasta", 220],
      ["lamb", 70],
      ["chickpeas", 30],
      ["onion", 60],
      ["oliveOil", 12],
      ["butter", 5],
      ["water", 40],
      ["turmeric", 1],
      ["cinnamon", 0.5],
      ["salt", 2],
    ),
  },
  {
    name: "فتات",
    aliases: ["فتات باللحم", "فتات بالعدس", "ftat", "fitat"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: خبز مفتت مشرب بمرق لحم الضأن والعدس والطماطم والثوم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["bread", 100],
      ["water", 100],
      ["lamb", 70],
      ["lentils", 60],
      ["tomatoPaste", 15],
      ["onion", 30],
      ["garlic", 4],
      ["oliveOil", 15],
      ["paprika", 1],
      ["cumin", 1],
      ["salt", 2],
    ),
  },
  {
    name: "مثرودة",
    aliases: ["مثرودة باللحم", "خبزة مثرودة", "mathruda", "matruda"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: قطع خبز مشربة بمرق لحم الضأن والحمص والطماطم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["bread", 90],
      ["lamb", 80],
      ["chickpeas", 25],
      ["tomatoPaste", 15],
      ["onion", 30],
      ["oliveOil", 12],
      ["water", 120],
      ["turmeric", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "عصيدة",
    aliases: ["عصيدة بالرب", "عصيدة ليبية", "aseeda", "asida"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: دقيق القمح المطهو بالماء مع رب التمر والسمن (رب التمر بقيم التمر لغياب الرب في بيانات USDA)",
    serving: { label: "صحن" },
    recipe: recipe(["wheatFlour", 80], ["water", 220], ["dates", 40], ["ghee", 15]),
  },
  {
    name: "بسيسة",
    aliases: ["بسيسة بزيت الزيتون", "bsisa", "bseesa"],
    category: "libyan",
    basis:
      "تقدير لحصة بيتية: دقيق الشعير والقمح والحمص المحمص مع الحلبة والكزبرة واليانسون والكمون، مخلوط بزيت الزيتون والسكر",
    serving: { label: "صحن صغير" },
    recipe: recipe(
      ["barleyFlour", 45],
      ["wholeWheatFlour", 15],
      ["chickpeaFlour", 10],
      ["fenugreek", 3],
      ["coriander", 2],
      ["anise", 2],
      ["cumin", 1],
      ["oliveOil", 15],
      ["sugar", 10],
    ),
  },
  {
    name: "زميطة",
    aliases: ["زميتة", "zammita", "zmeeta"],
    category: "libyan",
    basis:
      "تقدير لحصة بيتية: دقيق الشعير المحمص بالحلبة والكزبرة والكمون، معجون بالماء وزيت الزيتون",
    serving: { label: "صحن صغير" },
    recipe: recipe(
      ["barleyFlour", 60],
      ["fenugreek", 2],
      ["coriander", 2],
      ["cumin", 1],
      ["oliveOil", 12],
      ["water", 50],
      ["salt", 1],
    ),
  },
  {
    name: "سفنز",
    aliases: ["اسفنز", "سفنج ليبي", "sfinz", "sfenz"],
    category: "libyan",
    basis:
      "تقدير لقطعة بيتية: عجينة دقيق القمح المختمرة مقلية في زيت دوار الشمس؛ الزيت الممتص بنسبة البوري المقلي إلى دقيقه في الجدول البريطاني CoFID",
    serving: { label: "قطعة" },
    recipe: withFryingOil(
      "سفنز",
      recipe(["wheatFlour", 55], ["water", 35], ["yeast", 1], ["salt", 1]),
    ),
  },
  {
    name: "سفنز بالبيض",
    aliases: ["اسفنز بالبيض", "sfinz bil beid"],
    category: "libyan",
    basis: "تقدير لقطعة بيتية: سفنز مقلي تُكسر عليه بيضة في أثناء القلي",
    serving: { label: "قطعة" },
    recipe: withFryingOil(
      "سفنز بالبيض",
      recipe(["wheatFlour", 55], ["water", 35], ["yeast", 1], ["salt", 1], ["eggFried", 45]),
    ),
  },
  {
    name: "مقروض",
    aliases: ["مقروض بالتمر", "مقروض ليبي", "makroud", "maqrood"],
    category: "libyan",
    basis: "تقدير لقطع بيتية: عجينة السميد بزيت الزيتون محشوة بعجينة التمر، مقلية ومغموسة في العسل",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: withSyrup(
      withFryingOil(
        "مقروض",
        recipe(["semolina", 45], ["oliveOil", 12], ["water", 10], ["dates", 25], ["sesame", 2]),
      ),
      "honey",
    ),
    borrowedUnits: [
      {
        from: "fndds:53220000",
        measure: "1 medium bar",
        why: "المقروض قطعة سميد محشوة بالتمر، بحجم قطعة البسكويت المحشو بالفاكهة",
      },
    ],
  },
  {
    name: "غريبة",
    aliases: ["غريبية", "غريبة ليبية", "ghriba", "ghoriba"],
    category: "libyan",
    basis: "تقدير لقطع بيتية: دقيق القمح مع السمن والسكر الناعم واللوز، مخبوزة",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: recipe(["wheatFlour", 50], ["ghee", 22], ["sugar", 25], ["almonds", 3]),
    borrowedUnits: [
      { from: "fndds:53239000", measure: "1 medium", why: "الغريبة بسكويت زبدة هش مثل الشورتبريد" },
    ],
  },
  {
    name: "كعك ليبي",
    aliases: ["كعك مالح", "كعك باليانسون", "kaak libi"],
    category: "libyan",
    basis:
      "تقدير لحلقات الكعك البيتي: دقيق القمح مع الزبدة والزيت والبيض واليانسون والسمسم، مخبوزة",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: recipe(
      ["wheatFlour", 60],
      ["butter", 10],
      ["sunflowerOil", 12],
      ["sugar", 8],
      ["egg", 8],
      ["anise", 2],
      ["sesame", 3],
      ["salt", 0.5],
    ),
    borrowedUnits: [
      {
        from: "fndds:53241500",
        measure: "1 medium",
        why: "حلقة الكعك بسكويت مخبوز بحجم قطعة بسكويت الزبدة المتوسطة",
      },
    ],
  },
  {
    name: "كعك بالتمر",
    // «كليجة»: Iraq's date-filled pastry, the same dough and filling
    aliases: ["كعك محشي بالتمر", "كليجة", "كليجة تمر", "kaak bil tamr"],
    category: "libyan",
    basis: "تقدير لحلقات الكعك البيتي: عجينة دقيق القمح بالزبدة محشوة بعجينة التمر، مخبوزة",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: recipe(
      ["wheatFlour", 50],
      ["butter", 15],
      ["sugar", 5],
      ["dates", 30],
      ["water", 5],
      ["sesame", 2],
      ["anise", 1],
    ),
    borrowedUnits: [
      {
        from: "fndds:53220000",
        measure: "1 medium bar",
        why: "كعكة محشوة بالتمر بحجم قطعة البسكويت المحشو بالفاكهة",
      },
    ],
  },
  {
    name: "مبطن",
    aliases: ["بطاطا مبطنة", "مبطن بطاطا", "mbattan", "mbatan"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: شرائح بطاطا محشوة باللحم المفروم والبقدونس، مغموسة في البيض ومقلية ثم مطهوة في صلصة الطماطم",
    serving: { label: "صحن" },
    recipe: withFryingOil(
      "مبطن",
      recipe(
        ["potato", 120],
        ["lambGround", 50],
        ["egg", 25],
        ["wheatFlour", 5],
        ["parsley", 5],
        ["onion", 15],
        ["tomatoPaste", 10],
        ["water", 40],
        ["cinnamon", 0.5],
        ["blackPepper", 0.5],
        ["salt", 2],
      ),
    ),
  },
  {
    name: "محشي ليبي",
    aliases: ["محشي فلفل وكوسة", "ضلمة", "mahshi libi"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: فلفل أخضر وكوسة وبصل محشوة بالرز واللحم المفروم والبقدونس والنعناع، مطهوة في صلصة الطماطم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["pepper", 80],
      ["zucchini", 60],
      ["onion", 40],
      ["rice", 80],
      ["lambGround", 40],
      ["tomatoPaste", 15],
      ["parsley", 8],
      ["mint", 1],
      ["oliveOil", 12],
      ["water", 30],
      ["salt", 2],
    ),
  },
  {
    name: "بوريك",
    aliases: ["بوريك باللحم", "burek", "bourek"],
    category: "libyan",
    basis:
      "تقدير لقطع بيتية: رقائق العجين محشوة باللحم المفروم والبيض والبقدونس، مقلية (الرقائق بقيم عجينة الفيلو)",
    serving: { label: "حصة", batch: "a batch of filled pastries; a person eats them by the piece" },
    recipe: withFryingOil(
      "بوريك",
      recipe(
        ["phyllo", 40],
        ["lambGround", 40],
        ["egg", 15],
        ["parsley", 5],
        ["onion", 10],
        ["salt", 1],
      ),
    ),
    borrowedUnits: [
      {
        from: "fndds:58110130",
        measure: "1 egg roll",
        why: "البوريك الليبي رقائق عجين رقيقة ملفوفة على حشوة لحم ومقلية، مثل لفافة البيض باللحم في FNDDS (64 غرامًا)، لا مثل الكولاتشي، وهو كعكة خبز محشوة (85 غرامًا)",
      },
    ],
  },
  {
    name: "سلطة مشوية",
    aliases: ["سلاطة مشوية", "slata mashwiya", "salata mechouia"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: فلفل وطماطم مشوية مهروسة مع الثوم والفلفل الحار والكروية وزيت الزيتون، تعلوها التونة والبيض المسلوق",
    serving: { label: "صحن" },
    recipe: recipe(
      ["pepper", 100],
      ["tomato", 100],
      ["chili", 10],
      ["garlic", 5],
      ["oliveOil", 15],
      ["caraway", 1],
      ["salt", 1],
      ["tunaInOil", 30],
      ["eggBoiled", 25],
    ),
  },
  {
    name: "شرمولة",
    aliases: ["سلطة شرمولة", "shermola", "sharmoula"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: طماطم وبصل وفلفل أخضر وفلفل حار مفرومة مع البقدونس وزيت الزيتون والليمون، تُقدَّم مع السمك",
    serving: { label: "صحن" },
    recipe: recipe(
      ["tomatoRaw", 100],
      ["onionRaw", 50],
      ["pepperRaw", 30],
      ["chili", 10],
      ["parsley", 5],
      ["oliveOil", 15],
      ["lemonJuice", 8],
      ["salt", 1],
    ),
  },
  {
    name: "شكشوكة",
    aliases: ["شكشوكة ليبية", "shakshouka", "shakshuka"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: بيض مطهو في صلصة الطماطم والفلفل الأخضر والفلفل الحار والبصل والثوم بزيت الزيتون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["eggPoached", 100],
      ["tomato", 120],
      ["pepper", 40],
      ["chili", 5],
      ["onion", 30],
      ["tomatoPaste", 10],
      ["garlic", 4],
      ["oliveOil", 15],
      ["paprika", 1],
      ["cumin", 1],
      ["salt", 1],
    ),
  },
  {
    name: "طبيخة",
    aliases: ["طبيخة خضرة", "طبيخة خضار", "tbikha", "tbeekha"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: يخنة لحم الضأن مع الكوسة واليقطين والبطاطا والجزر والبازلاء في صلصة الطماطم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["lamb", 70],
      ["zucchini", 60],
      ["pumpkin", 50],
      ["potato", 50],
      ["carrot", 30],
      ["peas", 30],
      ["onion", 30],
      ["tomatoPaste", 12],
      ["oliveOil", 12],
      ["water", 60],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "طبيخة بطاطا",
    aliases: ["طبيخة بطاطس", "مرقة بطاطا", "tbikha batata"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: بطاطا مطهوة مع لحم الضأن في صلصة الطماطم والثوم والكمون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["potato", 180],
      ["lamb", 60],
      ["onion", 30],
      ["tomatoPaste", 15],
      ["garlic", 3],
      ["oliveOil", 12],
      ["water", 60],
      ["paprika", 1],
      ["cumin", 0.5],
      ["salt", 2],
    ),
  },
  {
    name: "مرقة فاصوليا",
    aliases: [
      "فاصوليا بيضاء باللحم",
      "مرقة فاصوليا بيضا",
      // «مرق فاصوليا»: the stew as Iraq and the Gulf name it
      "مرق فاصوليا",
      "marqat fasulia",
    ],
    category: "libyan",
    basis: "تقدير لصحن بيتي: فاصوليا بيضاء مطهوة مع لحم الضأن في صلصة الطماطم والثوم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["whiteBeans", 150],
      ["lamb", 60],
      ["tomatoPaste", 15],
      ["onion", 30],
      ["garlic", 4],
      ["oliveOil", 12],
      ["water", 150],
      ["paprika", 1],
      ["cumin", 1],
      ["salt", 2],
    ),
  },
  {
    name: "مرقة لوبيا",
    aliases: ["لوبيا باللحم", "marqat lubia"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: لوبيا جافة مطهوة مع لحم الضأن في صلصة الطماطم والثوم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["cowpeas", 150],
      ["lamb", 60],
      ["tomatoPaste", 15],
      ["onion", 30],
      ["garlic", 4],
      ["oliveOil", 12],
      ["water", 150],
      ["paprika", 1],
      ["cumin", 1],
      ["salt", 2],
    ),
  },
  {
    name: "دشيشة",
    aliases: ["شربة دشيشة", "دشيشة شعير", "dshisha", "dasheesha"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: حساء الشعير المجروش مع لحم الضأن والحمص ومعجون الطماطم والنعناع المجفف (الشعير بقيم الشعير المقشور المطهو)",
    serving: { label: "صحن" },
    recipe: recipe(
      ["barley", 120],
      ["lamb", 50],
      ["chickpeas", 20],
      ["tomatoPaste", 15],
      ["onion", 25],
      ["oliveOil", 10],
      ["mint", 1],
      ["water", 120],
      ["turmeric", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "حوت مقلي",
    aliases: ["سمك مقلي ليبي", "hut magli"],
    category: "libyan",
    basis: "تقدير لصحن بيتي: سمك أبيض متبل بالكمون، مغطى بطبقة خفيفة من الدقيق ومقلي في الزيت",
    serving: { label: "صحن" },
    recipe: withFryingOil(
      "حوت مقلي",
      recipe(["fish", 150], ["wheatFlour", 10], ["lemonJuice", 5], ["cumin", 1], ["salt", 1.5]),
    ),
  },
  {
    name: "شاهي ليبي",
    aliases: ["شاهي أحمر", "شاهي بالرغوة", "shahi libi", "libyan tea"],
    category: "libyan",
    basis: "تقدير لكأس بيتية: شاهي أسود مركز محلّى بالسكر (15 غ من السكر لكل 100 غ من الشاهي)",
    serving: { label: "كأس" },
    recipe: recipe(["blackTea", 100], ["sugar", 15]),
  },
  {
    name: "شاهي باللوز",
    aliases: ["شاي باللوز", "shahi bil louz"],
    category: "libyan",
    basis: "تقدير لكأس بيتية: شاهي أسود محلّى بالسكر مع لوز مقشر",
    serving: { label: "كأس" },
    recipe: recipe(["blackTea", 100], ["sugar", 15], ["almonds", 12]),
  },
  {
    name: "شاهي بالكاكاوية",
    aliases: ["شاي بالفول السوداني", "shahi bil kakawiya"],
    category: "libyan",
    basis: "تقدير لكأس بيتية: شاهي أسود محلّى بالسكر مع فول سوداني (كاكاوية) محمص",
    serving: { label: "كأس" },
    recipe: recipe(["blackTea", 100], ["sugar", 15], ["peanuts", 12]),
  },
  {
    name: "شاهي أخضر بالنعناع",
    // «تاي»: the Maghreb's «أتاي» as Tunisia says it
    aliases: ["شاي أخضر بالنعناع", "أتاي", "تاي أخضر بالنعناع", "تاي بالنعناع", "shahi akhdar"],
    category: "libyan",
    basis: "تقدير لكأس بيتية: شاهي أخضر محلّى بالسكر مع النعناع",
    serving: { label: "كأس" },
    recipe: recipe(["greenTea", 100], ["sugar", 12], ["mint", 0.5]),
  },
  {
    name: "زلابية",
    aliases: ["زلابيا", "zlabia", "zalabia"],
    category: "libyan",
    basis: "تقدير لحصة بيتية: عجينة دقيق القمح السائلة مقلية في الزيت ومغموسة في قطر السكر",
    serving: {
      label: "حصة",
      batch: "a batch of sweets weighed for about 100 g; a person eats them by the piece",
    },
    recipe: withSyrup(
      withFryingOil("زلابية", recipe(["wheatFlour", 30], ["water", 20], ["yeast", 0.5])),
      "sugar syrup",
    ),
    borrowedUnits: [
      {
        from: "fndds:53520200",
        measure: "1 regular",
        why: "الزلابية عجين مقلي بالقطر، بحجم قطعة الشوروس",
      },
    ],
  },
  {
    name: "بريوش ليبي",
    aliases: ["بريوش", "brioche libi"],
    category: "libyan",
    basis: "تقدير لقطعة من المخابز الليبية: خبز حلو من دقيق القمح بالحليب والبيض والزبدة والسكر",
    serving: { label: "قطعة" },
    recipe: recipe(
      ["wheatFlour", 50],
      ["milk", 15],
      ["egg", 12],
      ["sugar", 8],
      ["butter", 8],
      ["water", 5],
      ["yeast", 1],
    ),
  },
  {
    name: "محمصة",
    aliases: ["محمصة باللحم", "mhamsa", "mhammsa"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: حبيبات عجين محمصة مطهوة في مرق لحم الضأن والحمص والطماطم (الحبيبات بقيم المكرونة المطهوة)",
    serving: { label: "صحن" },
    recipe: recipe(
      ["pasta", 220],
      ["lamb", 70],
      ["chickpeas", 25],
      ["onion", 30],
      ["tomatoPaste", 15],
      ["oliveOil", 12],
      ["water", 40],
      ["paprika", 1],
      ["turmeric", 1],
      ["salt", 2],
    ),
  },

  // ---------------------------------------------------------------- staples added later
  {
    name: "دولمة",
    aliases: ["دولمة ليبية", "دولمه", "دلمة", "dulma", "libyan dolma"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: بطاطا وكوسة وبصل محشوة بلحم الضأن المفروم والرز والبقدونس، مطهوة في صلصة الطماطم مع الحمص",
    serving: { label: "صحن" },
    recipe: recipe(
      ["potato", 120],
      ["zucchini", 80],
      ["onion", 40],
      ["lambGround", 60],
      ["rice", 60],
      ["parsley", 5],
      ["chickpeas", 20],
      ["tomatoPaste", 15],
      ["oliveOil", 12],
      ["water", 60],
      ["turmeric", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "قلاية لحم",
    aliases: ["قلاية", "قلاية باللحم", "قلية لحم", "gallaya", "qalaya lahm"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: قطع لحم الضأن مقلية في زيت الزيتون مع البصل والطماطم والفلفل الأخضر والحار والثوم",
    serving: { label: "صحن" },
    recipe: recipe(
      ["lamb", 150],
      ["onion", 40],
      ["tomato", 60],
      ["pepper", 40],
      ["garlic", 5],
      ["chili", 10],
      ["oliveOil", 15],
      ["paprika", 1],
      ["cumin", 1],
      ["salt", 2],
    ),
  },
  {
    name: "قلاية كبدة",
    aliases: ["قلاية بالكبدة", "قلية كبدة", "كبدة مقلية", "qalaya kebda", "gallayat kibda"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: كبدة الضأن مقلية في زيت الزيتون مع الثوم والفلفل الحار والطماطم والكمون والليمون",
    serving: { label: "صحن" },
    recipe: recipe(
      ["lambLiverFried", 150],
      ["onion", 30],
      ["tomato", 40],
      ["garlic", 5],
      ["chili", 10],
      ["oliveOil", 12],
      ["lemonJuice", 5],
      ["cumin", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
  {
    name: "قديد",
    aliases: ["قديد ليبي", "لحم قديد", "gadid", "qadid", "guedid"],
    category: "libyan",
    basis:
      "تقدير لحصة بيتية: لحم مجفف مملح محفوظ بزيت الزيتون (لحم البقر المجفف المملح في USDA بديلًا عن قديد الضأن لغيابه)",
    serving: { label: "صحن صغير" },
    recipe: recipe(["driedBeef", 45], ["oliveOil", 5]),
  },
  {
    name: "كرشة",
    aliases: ["كرشه", "كرشة بالحمص", "دوارة", "karsha", "kirsha"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: كرشة مطهوة في مرق الطماطم بالحمص والثوم والفلفل الحار (الكرشة بقيم كرشة البقر لغياب كرشة الضأن)",
    serving: { label: "صحن" },
    recipe: recipe(
      ["tripe", 150],
      ["chickpeas", 40],
      ["onion", 30],
      ["tomatoPaste", 15],
      ["garlic", 5],
      ["oliveOil", 12],
      ["water", 100],
      ["chili", 5],
      ["paprika", 1],
      ["cumin", 1],
      ["salt", 2],
    ),
  },
  {
    name: "رب التمر",
    aliases: ["رب تمر", "رب الثمر", "دبس التمر", "rub tamr", "date syrup"],
    category: "libyan",
    basis:
      "تقدير لملعقة كبيرة: رب التمر بقيم تمر دقلة نور لغياب الرب في بيانات USDA (أليافه أعلى من الرب المصفى)؛ وزن الملعقة وزن ملعقة العسل الكبيرة في USDA SR28 19296 (21 غرامًا)",
    serving: { label: "ملعقة كبيرة" },
    recipe: recipe(["dates", 21]),
  },
  {
    name: "خبز تنور",
    // «طابونة»: Tunisia's bread of the clay oven, the same round flat loaf
    aliases: [
      "خبز التنور",
      "خبزة تنور",
      "خبز طابونة",
      "طابونة",
      "tannour",
      "khubz tannour",
      "tanoor bread",
    ],
    category: "libyan",
    basis:
      "تقدير لرغيف: خبز مسطح من دقيق القمح مخبوز في التنور، بقيم خبز البيتا الأبيض غير المدعم في USDA؛ وزنه وزن رغيف البيتا الكبير في USDA SR28 18413 (60 غرامًا)، ورغيف التنور البيتي كثيرًا ما يكون أكبر",
    serving: { label: "رغيف" },
    recipe: recipe(["pita", 60]),
  },
  {
    name: "رب وزيت",
    aliases: ["فطور رب وزيت", "خبزة برب وزيت", "رب بالزيت", "rub w zeit", "rub wa zit"],
    category: "libyan",
    basis:
      "تقدير لفطور بيتي: خبز (الخبز الفرنسي) يغمس في رب التمر وزيت الزيتون (رب التمر بقيم التمر لغيابه في بيانات USDA)",
    serving: { label: "صحن صغير" },
    recipe: recipe(["bread", 60], ["dates", 30], ["oliveOil", 15]),
  },
  {
    name: "شربة فريك",
    aliases: [
      "شربة فريك ليبية",
      "شوربة فريك ليبية",
      "شربة بالفريك",
      "sharba frik",
      "sharbat freekeh",
    ],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي كما يُغرف بمرقه: حساء لحم الضأن بالفريك (البرغل المطبوخ بديلًا لغياب الفريك في بيانات USDA) والحمص ومعجون الطماطم والنعناع المجفف؛ ماؤه ودهونه قريبة من «شربة الفريك» في جدول CIQUAL الفرنسي",
    serving: { label: "صحن" },
    recipe: recipe(
      ["lamb", 35],
      ["bulgurInSoup", 65],
      ["chickpeas", 15],
      ["tomatoPaste", 12],
      ["onion", 25],
      ["oliveOil", 5],
      ["parsley", 5],
      ["mint", 1],
      ["lemonJuice", 5],
      ["water", 250],
      ["turmeric", 1],
      ["paprika", 1],
      ["salt", 2],
    ),
  },
];
