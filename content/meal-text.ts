// Every Arabic string of «ماذا أكلت؟», the calculator's field that reads a meal written as a
// sentence (components/calculator/meal-text/).

const n = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** "صنف واحد", "صنفان", "3 أصناف", "11 صنفًا": how many foods were understood. */
function itemCountText(count: number): string {
  if (count === 1) return "صنفًا واحدًا";
  if (count === 2) return "صنفين";
  const mod100 = count % 100;
  if (mod100 >= 3 && mod100 <= 10) return `${n(count)} أصناف`;
  return `${n(count)} صنفًا`;
}

const quoted = (words: readonly string[]) => words.map((w) => `«${w}»`).join("، ");

export const mealTextTexts = {
  label: "ماذا أكلت؟",
  hint: "اكتب وجبتك كما تقولها، مثل: صحنين كسكسي ونص رغيف وكاس شاهي. اضغط Enter أو «اقرأ».",
  placeholder: "صحنين كسكسي ونص رغيف وكاس شاهي",
  read: "اقرأ",
  loading: "جارٍ تجهيز القراءة…",
  loadFailed: "تعذّر تحميل قائمة الوجبات. تحقق من اتصالك ثم اضغط «اقرأ» مرة أخرى.",
  linesCaption: "ما فهمناه مما كتبت",
  mealLabel: (text: string) => `الوجبة المقصودة بـ«${text}»`,
  /** «صحنان = 1,012 غ» */
  amount: (amount: string, grams: string) => `${amount} = ${grams} غ`,
  gramsUnit: "غ",
  energy: (kcal: string) => `${kcal} سعرة`,
  noWeight: (amount: string) =>
    `لا نعرف وزن «${amount}» من هذه الوجبة في بياناتنا؛ اكتب الكمية بالغرام.`,
  noCount: "كم أكلت منها؟ اكتب الكمية بالغرام.",
  gramsLabel: (name: string) => `وزن «${name}» بالغرام`,
  gramsError: "الكمية بين 1 و2,000 غرام، بالأرقام.",
  /** Where the weight comes from, per kind of serving. */
  source: {
    weight: "الوزن كما كتبته.",
    recipe: (label: string, grams: string) => `وزن ${label} في الوصفة كما تؤكل: ${grams} غ.`,
    usda: (label: string, grams: string) => `وزن ${label} من بيانات USDA: ${grams} غ.`,
    estimate: (basis: string) => `${basis}.`,
    glassAsCup: (grams: string) => `الكأس بوزن كوب هذا الطعام في بياناتنا: ${grams} غ.`,
    cupAsGlass: (grams: string) => `الكوب بوزن كأس هذا المشروب في بياناتنا: ${grams} غ.`,
    volume: (grams: string) => `المليلتر محسوب من وزن الكوب (236.6 مل): ${grams} غ للكوب.`,
  },
  unmatched: (words: readonly string[]) => `لم نفهم: ${quoted(words)}.`,
  nothing: "لم نجد في ما كتبت طعامًا نعرفه. جرّب اسم الوجبة كما في البحث أدناه.",
  understood: (count: number, unmatched: readonly string[]) =>
    `فهمنا ${itemCountText(count)}${unmatched.length ? `، ولم نفهم ${quoted(unmatched)}` : ""}.`,
  adding: "جارٍ الإضافة…",
  addFailed: "تعذّر تحميل قيم بعض الوجبات. حاول مرة أخرى بعد قليل.",
  addSkipped: (count: number) =>
    `لم نضف ${n(count)} من الأسطر لأن كميتها غير معروفة أو خارج 1–2,000 غرام.`,
} as const;
