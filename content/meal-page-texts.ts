// Every Arabic string of the meal pages (/calculator/<slug>) and of the calculator's "browse
// the meals" section. Numbers arrive already formatted by the site's one number formatter.
import { nutrientLabels } from "@/content/nutrients";

export const mealPageText = {
  metaTitle: (name: string) => `سعرات ${name} الحرارية والقيمة الغذائية`,
  metaDescription: (v: {
    name: string;
    calories: string;
    serving: { label: string; grams: string; calories: string } | null;
  }) =>
    `${v.name}: ${v.calories} سعرة حرارية في 100 غرام${
      v.serving
        ? `، و${v.serving.calories} سعرة في ${v.serving.label} (${v.serving.grams} غرام)`
        : ""
    }. البروتين والدهون والكربوهيدرات والألياف والسكريات والمعادن والفيتامينات، وطريقة حسابها من بيانات وزارة الزراعة الأمريكية.`,

  breadcrumbLabel: "مسار التنقل",
  home: "الرئيسية",
  calculator: "حاسبة الوجبات",

  lead: (calories: string) => `${calories} سعرة حرارية في كل 100 غرام.`,
  leadServing: (v: { label: string; grams: string; calories: string }) =>
    `الحصة المعتادة: ${v.label} (${v.grams} غرام) فيها ${v.calories} سعرة حرارية.`,
  noServing: "لا نعرف لهذا الطعام حصة منزلية موثّقة، لذلك نعرض قيمه لكل 100 غرام فقط.",

  factsHeading: "القيمة الغذائية",
  factsCaption: "القيم الغذائية الأساسية",
  nutrientColumn: "العنصر",
  per100g: "في 100 غرام",
  perServing: (label: string, grams: string) => `في ${label} (${grams} غرام)`,
  ...nutrientLabels,
  gramUnit: "غرام",
  unknown: "غير معروف",
  unknownNote: "«غير معروف»: لا تذكر بيانات المصدر هذه القيمة، ولا نكتب مكانها صفرًا.",
  servingBasis: "مصدر وزن الحصة:",

  microsHeading: (amount: string) => `المعادن والفيتامينات ${amount}`,
  mineralsCaption: "المعادن",
  vitaminsCaption: "الفيتامينات",

  buildHeading: "كيف حسبنا هذه الأرقام",
  buildRecipeIntro: (total: string) =>
    `هذا الطبق وصفة: جمعنا قيم مكوناتها من بيانات وزارة الزراعة الأمريكية بحسب وزن كل مكوّن كما يؤكل، ثم قسمنا على وزن الطبق كله (${total} غرام) لنحصل على القيم لكل 100 غرام.`,
  buildIngredientColumn: "المكوّن في بيانات USDA",
  buildGramsColumn: "الوزن كما يؤكل",
  buildIdLabel: "الصف:",
  buildTotal: "المجموع",
  buildBasis: "أساس الوصفة:",
  buildUsdaIntro: "هذا الطعام صف واحد من بيانات وزارة الزراعة الأمريكية، وقيمه هي قيم هذا الصف:",
  // The dish's name in the table (often Latin) sits between the two parts, isolated for bidi.
  buildPublishedCheck: {
    before: (table: string) => `قارن: ${table} يذكر لهذا الطبق`,
    after: (calories: string) => `${calories} سعرة حرارية في 100 غرام.`,
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
