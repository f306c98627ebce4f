// Every Arabic string of the /calculator page, in one place.
import { nutrientLabels } from "@/content/nutrients";

export const calculatorMeta = {
  title: "حاسبة السعرات والقيمة الغذائية للوجبات",
  description:
    "احسب السعرات الحرارية والبروتين والدهون والكربوهيدرات والمعادن والفيتامينات في أشهر الوجبات العربية والليبية، بالحصة المعتادة أو بالغرام، بقيم مبنية على بيانات وزارة الزراعة الأمريكية.",
  path: "/calculator",
} as const;

export const calculatorText = {
  heading: "احسب أكلك",
  intro:
    "ابحث عن وجبتك، واختر الكمية، لتعرف سعراتها الحرارية وما فيها من بروتين ودهون وكربوهيدرات ومعادن وفيتامينات.",
  calculatorLabel: "حاسبة القيمة الغذائية",

  // Search
  searchLabel: "أدخل اسم الوجبة",
  searchPlaceholder: "مثال: بازين أو حمص",
  caloriesUnit: "س.ح",
  searching: "جارٍ البحث…",
  noResults: "لا توجد نتائج",
  searchError: "خطأ في البحث عن الوجبة",

  // Before a meal is chosen
  inviteHeading: "احسب أكلك، واعرف القيمة الغذائية لأشهر الوجبات العربية",
  inviteBody: "اكتب اسم وجبة في خانة البحث واخترها من القائمة لتظهر قيمتها الغذائية هنا.",

  // Restoring a shared link
  restoring: "جارٍ تحميل الوجبة من الرابط…",
  detailsLoadFailed: "تعذّر تحميل تفاصيل الوجبة. تحقق من اتصالك ثم أعد تحميل الصفحة.",
  restoreNotFound: (name: string) =>
    `لم نجد وجبة باسم «${name}» من الرابط. ابحث عنها في الخانة أعلاه.`,
  restoreError: "تعذّر تحميل الوجبة من الرابط. حاول مرة أخرى بعد قليل.",

  // After a meal is chosen
  signUpPrompt: "هل تريد خطة غذائية تناسبك؟ سجّل في التطبيق وابدأ بـ«اختبر صحتك».",
  signUpButton: "ابدأ الآن",
  quantityLabel: "الكمية",
  quantityPlaceholder: "اختر الكمية",
  quantityRequired: "الكمية مطلوبة",
  // Amounts arrive as counted phrases («100 غرام»، «665 غرامًا», lib/format/counted.ts).
  quantityOption: (grams: string) => grams,
  // After the five fixed options: the meal's servings, then an amount of one's own.
  servingOption: (label: string, grams: string) => `${label} (${grams})`,
  customOption: "كمية أخرى",
  /** Half of the typical serving, in Arabic fractions (lib/nutrition/half-serving-label.ts). */
  halfServing: {
    half: "نصف",
    andHalf: "ونصف",
    /** «نصف كوب» halved is «ربع كوب». */
    halfOf: { نصف: "ربع", ربع: "ثمن", ثلث: "سدس" } as Readonly<Record<string, string>>,
    /** Halves that have a name of their own: a US fluid ounce is two tablespoons. */
    named: { "أونصة سائلة": "ملعقة كبيرة" } as Readonly<Record<string, string>>,
    /** «كبدة واحدة»: the word «واحدة» goes when the label is halved («نصف كبدة»). */
    one: ["واحد", "واحدة"] as readonly string[],
  },
  customLabel: "الكمية بالغرام (من 1 إلى 2000)",
  customErrors: {
    empty: "اكتب الكمية بالغرام.",
    "not-a-number": "اكتب الكمية بالأرقام فقط، مثل 250 أو ٢٥٠.",
    "out-of-range": "الكمية يجب أن تكون بين 1 و2000 غرام.",
  },
  mealPageLink: (name: string) => `صفحة ${name}: القيمة الغذائية لكل حصة وطريقة حسابها`,
  resultsHeading: (grams: string) => `القيمة الغذائية لـ ${grams}`,
  addToPlate: "أضف إلى طبقي",
  // The plate's own texts are in content/plate.ts, loaded with the plate; these two show before.
  plateLoading: "جارٍ تحميل طبقك…",
  plateLoadFailed: "تعذّر تحميل طبقك. تحقق من اتصالك ثم أعد تحميل الصفحة.",
  calories: nutrientLabels.calories,
  protein: nutrientLabels.protein,
  fat: nutrientLabels.fat,
  carbohydrates: nutrientLabels.carbohydrates,
  gramUnitLong: "غرام",

  // Energy split
  energyHeading: "مصادر الطاقة",
  energyNote:
    "حُسبت هذه النسب على أساس 4 سعرات حرارية لكل غرام من البروتين أو الكربوهيدرات، و9 سعرات لكل غرام من الدهون.",
  energyNone: "لا تحتوي هذه الوجبة على طاقة من البروتين أو الدهون أو الكربوهيدرات.",

  // Tables
  mineralsHeading: "المعادن",
  vitaminsHeading: "الفيتامينات",
  nutrientColumn: "العنصر",
  amountColumn: "الكمية",
  dailyValueColumn: "من القيمة اليومية",
  noDailyValue: "—",
  noNutrients: "لا تتوفر بيانات عن هذه العناصر لهذه الوجبة.",

  // Source line
  sourceLabel: "مصدر القيم:",
  sourceUsda: "بيانات وزارة الزراعة الأمريكية (USDA FoodData Central)",
  sourceRecipe:
    "تقدير مبني على وصفة، محسوب من قيم مكوناتها في بيانات وزارة الزراعة الأمريكية (USDA FoodData Central)",
  sourceBackend: "قاعدة بيانات تطبيق ميزان",

  // Daily value reference
  dailyValuesHeading: "القيم اليومية المرجعية",
  // Split around the Latin citation, which is isolated left to right on the page.
  dailyValuesBody: {
    before:
      "تُحسب نسبة «من القيمة اليومية» على القيم اليومية لإدارة الغذاء والدواء الأمريكية (FDA) للبالغين والأطفال من عمر 4 سنوات فأكثر، وفق القاعدة",
    citation: "21 CFR 101.9(c)(8)(iv)",
    after: "الصادرة عام 2016. العنصر الذي لا قيمة مرجعية له تظهر نسبته «—».",
  },
  dailyValuesSummary: "عرض القيم المرجعية",
  dailyValuesMinerals: "المعادن",
  dailyValuesVitamins: "الفيتامينات",
} as const;

/** The picture of a meal that has none of its own (the calculator's meal view); the service
 * worker keeps it, so a meal opened offline shows it too. */
export const MEAL_FALLBACK_IMAGE = "/images/calculator/meal-fallback.svg";
