// Every Arabic string of the meal pages (/calculator/<slug>) and of the calculator's "browse
// the meals" section. Counted amounts arrive as phrases («665 غرامًا»، «سعرتان») built by
// lib/format/counted.ts, so each number and its noun agree.
import { nutrientLabels } from "@/content/nutrients";

export const mealPageText = {
  /**
   * «سعرات البازين الحرارية والقيمة الغذائية»: a one-word name takes the article, so the
   * adjective agrees; a longer name («رز أبيض مطبوخ») stays as people search it, without the
   * adjective it could not agree with.
   */
  metaTitle: (name: string) =>
    name.includes(" ")
      ? `سعرات ${name} والقيمة الغذائية`
      : `سعرات ${name.startsWith("ال") ? name : `ال${name}`} الحرارية والقيمة الغذائية`,
  metaDescription: (v: {
    name: string;
    calories: string;
    serving: { label: string; grams: string; calories: string } | null;
  }) =>
    `${v.name}: ${v.calories} في 100 غرام${
      v.serving ? `، و${v.serving.calories} في ${v.serving.label} (${v.serving.grams})` : ""
    }. البروتين والدهون والكربوهيدرات والألياف والسكريات والمعادن والفيتامينات، وطريقة حسابها من بيانات وزارة الزراعة الأمريكية.`,

  breadcrumbLabel: "مسار التنقل",
  home: "الرئيسية",
  calculator: "حاسبة الوجبات",

  lead: (calories: string) => `${calories} في كل 100 غرام.`,
  leadServing: (v: { label: string; grams: string; calories: string }) =>
    `الحصة المعتادة: ${v.label} (${v.grams}) فيها ${v.calories}.`,
  noServing: "لا نعرف لهذا الطعام حصة منزلية موثّقة، لذلك نعرض قيمه لكل 100 غرام فقط.",

  factsHeading: "القيمة الغذائية",
  factsCaption: "القيم الغذائية الأساسية",
  nutrientColumn: "العنصر",
  per100g: "في 100 غرام",
  perServing: (label: string, grams: string) => `في ${label} (${grams})`,
  ...nutrientLabels,
  unknown: "غير معروف",
  unknownNote: "«غير معروف»: لا تذكر بيانات المصدر هذه القيمة، ولا نكتب مكانها صفرًا.",
  servingBasis: "مصدر وزن الحصة:",

  microsHeading: (amount: string) => `المعادن والفيتامينات ${amount}`,
  mineralsCaption: "المعادن",
  vitaminsCaption: "الفيتامينات",

  buildHeading: "كيف حسبنا هذه الأرقام",
  buildRecipeIntro: (total: string) =>
    `هذا الطعام وصفة: جمعنا قيم مكوناتها من بيانات وزارة الزراعة الأمريكية بحسب وزن كل مكوّن كما يؤكل، ثم قسمنا على وزن الوصفة كلها (${total}) لنحصل على القيم لكل 100 غرام.`,
  buildIngredientColumn: "المكوّن",
  buildGramsColumn: "الوزن كما يؤكل",
  buildSourceLabel: "في بيانات USDA:",
  buildTotal: "المجموع",
  buildBasis: "أساس الوصفة:",
  buildUsdaIntro: "هذا الطعام صف واحد من بيانات وزارة الزراعة الأمريكية، وقيمه هي قيم هذا الصف:",
  // The dish's name in the table (often Latin) sits between the two parts, isolated for bidi.
  buildPublishedCheck: {
    before: (table: string) => `قارن: ${table} يذكر لهذا الطبق`,
    after: (calories: string) => `${calories} في 100 غرام.`,
  },

  openCalculator: (name: string) => `احسب ${name} بكمية أخرى في الحاسبة`,
  relatedHeading: (group: string) => `${group} أخرى`,
  articleHeading: "اقرأ أيضًا",
  appHeading: "سجّل وجباتك في التطبيق",
  appBody: "حمّل التطبيق لتسجّل ما تأكله كل يوم وتعرف ما تبقى لك من السعرات.",

  browseHeading: "تصفّح الوجبات",
  browseIntro: "صفحة لكل وجبة في قاعدة البيانات، مرتبة حسب المطبخ.",
  browseGroupCount: (count: number) => `(${count})`,
} as const;
