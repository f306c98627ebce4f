// Every Arabic string of «ماذا أكلت؟», the calculator's field that reads a meal written as a
// sentence (components/calculator/meal-text/). Counted amounts («1,132 غرامًا»، «صنفين») arrive
// as phrases from lib/format/counted.ts, the one plural helper.

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
  /** A line's amount, corrected in place: how many, of which unit. */
  /**
   * A line's count and unit fields: the word shown, and the line's words heard by a screen
   * reader only («كمية «خبزة»»), so a long line leaves its unit field room on a phone.
   */
  countLabel: "كمية",
  unitLabel: "وحدة",
  ofLine: (text: string) => ` «${text}»`,
  /** The unit as the sentence said it, the first of a line's units. */
  unitAsRead: (words: string) => `${words} (كما فهمناها)`,
  /** «كوب ≈ 240 غرامًا» */
  unitServing: (label: string, grams: string) => `${label} ≈ ${grams}`,
  unitGram: "غرام",
  countError: "اكتب عددًا أكبر من صفر، بالأرقام.",
  gramsError: "الكمية بين 1 و2,000 غرام، بالأرقام.",
  /** Where the weight comes from, per kind of serving. */
  source: {
    weight: "الوزن كما كتبته.",
    recipe: (label: string, grams: string) => `وزن ${label} في الوصفة كما تؤكل: ${grams}.`,
    usda: (label: string, grams: string) => `وزن ${label} من بيانات USDA: ${grams}.`,
    estimate: (basis: string) => `${basis}.`,
    glassAsCup: (grams: string) => `الكأس بوزن كوب هذا الطعام في بياناتنا: ${grams}.`,
    cupAsGlass: (grams: string) => `الكوب بوزن كأس هذا المشروب في بياناتنا: ${grams}.`,
    volume: (grams: string) => `المليلتر محسوب من وزن الكوب (236.6 مل): ${grams} للكوب.`,
    handfulAsOunce: (grams: string) => `الحفنة بوزن أونصة هذا الطعام في بيانات USDA: ${grams}.`,
    handfulFromCup: (grams: string) =>
      `تقدير: الحفنة ما تحمله كف مضمومة، نصف كوب من هذا الطعام وأونصة على الأكثر: ${grams}.`,
    plateAsTypical: (grams: string) =>
      `الصحن بوزن الحصة المعتادة لهذا الطعام في بياناتنا: ${grams}.`,
    platePortion: (grams: string) =>
      `تقدير: الصحن بما يحمله صحن بيتي ليبي من هذا الطعام في وصفاتنا: ${grams}.`,
    portionAsTypical: (grams: string) =>
      `الحصة بوزن ما يأكله شخص في جلسة من هذا الطعام في بياناتنا: ${grams}.`,
    ladle: (grams: string) =>
      `تقدير: المغرفة نصف كوب هذا الطعام، أو ثلث صحنه إن لم يكن له كوب: ${grams} للمغرفة.`,
    pieceOfPlate: (grams: string) =>
      `تقدير: القطعة ثلث صحن هذا الطبق، فالصحن البيتي منه نحو ثلاث قطع: ${grams} للقطعة.`,
    fishAsPlate: (grams: string) =>
      `تقدير: السمكة صحن من هذا الطبق، فالصحن البيتي سمكة واحدة بحجم المقلاة: ${grams} للسمكة.`,
    pieceAsTypical: (grams: string) =>
      `تقدير: القطعة بوزن الحصة المعتادة لهذا الطعام في بياناتنا، لا بوزن الطعام كاملًا: ${grams} للقطعة.`,
    pieceAsSlice: (grams: string) =>
      `تقدير: القطعة أو السيخ من هذا الطعام بوزن شريحته في بياناتنا: ${grams} للقطعة.`,
    finganFromCup: (grams: string) =>
      `تقدير: الفنجان فنجان القهوة في مقاييس USDA، 177 مل (والصغير 60 مل)، من كوب هذا المشروب: ${grams} للفنجان.`,
    finganAsVessel: (grams: string) =>
      `تقدير: هذا المشروب يُشرب من فنجانه الصغير أيًّا كان اسم الإناء: ${grams} للواحد.`,
    finganAsGlass: (grams: string) =>
      `تقدير: فنجان هذا المشروب بوزن كأسه الصغيرة في بياناتنا: ${grams} للفنجان.`,
    packetAsGlass: (grams: string) =>
      `تقدير: الكيس (كيس الشاهي، و«الكيسان» في المغرب كؤوس) كأس من هذا المشروب: ${grams} للواحد.`,
    spoonsFromCup: (grams: string) =>
      `الملعقة الكبيرة جزء من 16 من كوب هذا الطعام في المقاييس الأمريكية التي تزن بها USDA: ${grams} للواحدة.`,
    spoonOfDish: (grams: string) =>
      `تقدير: ملعقة الطعام نحو 15 مل من طبق يزن نحو غرام للمليلتر: ${grams} للواحدة.`,
    loafAsPlate: (grams: string) =>
      `تقدير: الرغيف من هذا الطعام صحنه أو شطيرته كاملة، فهو يُقدَّم على رغيفه أو فيه: ${grams} للرغيف.`,
    cupOfDish: (grams: string) =>
      `تقدير: الكاسة أو الكوب من هذا الطبق كوب (237 مل) من طبق يزن نحو غرام للمليلتر، وليس أكثر من صحنه: ${grams} للواحدة.`,
    canAsPlate: (grams: string) =>
      `تقدير: العلبة من هذا الطبق (علبة الطلب الخارجي) تحمل صحنًا واحدًا منه: ${grams} للعلبة.`,
    shareOfPlate: (grams: string) =>
      `تقدير: صحن هذا الطبق يُقدَّم بربع دجاجة، فنصف الدجاجة صحنان منه: ${grams} للدجاجة كاملة.`,
    sliceAsPiece: (grams: string) =>
      `تقدير: الشريحة من هذا الطعام قطعته في بياناتنا: ${grams} للشريحة.`,
    pieceAsLoaf: (grams: string) =>
      `تقدير: القطعة أو الحبة من هذا الخبز رغيف منه: ${grams} للقطعة.`,
    bowlAsCup: (grams: string) =>
      `تقدير: الطاسة أو الصحن كوب من هذا الطعام على الأقل، كما تقدّم USDA الطاسة كوبًا: ${grams}.`,
    spoons: (grams: string) =>
      `الملعقة الكبيرة ثلاث ملاعق صغيرة في المقاييس الأمريكية التي تزن بها USDA: ${grams} للواحدة.`,
    lessSugar: (grams: string) =>
      `وزن الكأس المحلّاة في بياناتنا منقوصًا منه سكرها المضاف: ${grams} للواحدة.`,
    pluralAsThree: (grams: string) =>
      `تقدير: الجمع بلا عدد ثلاثة، أقل ما يعنيه الجمع في العربية (فالاثنان مثنى)؛ صحّح العدد إن كان أكثر: ${grams} للواحد.`,
    unitAsTypical: (grams: string) =>
      `تقدير: لا وزن لهذه الوحدة من هذا الطعام في بياناتنا، فحسبنا كل واحدة حصته المعتادة: ${grams} للواحدة.`,
    volumeAsWater: (grams: string) =>
      `تقدير: لا كوب لهذا الطعام في بياناتنا، فحسبنا المليلتر منه غرامًا كما يزن الماء: ${grams} للواحد.`,
    size: (grams: string) =>
      `تقدير: الحجم المذكور بنسبة أحجام USDA (الكبير 1.42 من المتوسط، والصغير 0.67): ${grams} للواحد.`,
  },
  unmatched: (words: readonly string[]) => `لم نفهم: ${quoted(words)}.`,
  /** Foods said not eaten («الروب ما شربتو»): understood, and left out of the count. */
  notEaten: (words: readonly string[]) => `لم نحسب ما قلت إنك لم تأكله: ${quoted(words)}.`,
  /** Water said («٢ لتر مية»): understood, and without energy (content/meals/water-words.ts). */
  water: (words: readonly string[]) => `لم نحسب الماء، فلا سعرات فيه: ${quoted(words)}.`,
  nothing: "لم نجد في ما كتبت طعامًا نعرفه. جرّب اسم الوجبة كما في البحث أدناه.",
  /** `items`: «صنفًا واحدًا»، «صنفين»، «3 أصناف». */
  understood: (
    items: string,
    unmatched: readonly string[],
    notEaten: readonly string[] = [],
    water: readonly string[] = [],
  ) =>
    `فهمنا ${items}${unmatched.length ? `، ولم نفهم ${quoted(unmatched)}` : ""}${
      notEaten.length ? `، ولم نحسب ${quoted(notEaten)}` : ""
    }${water.length ? "، ولم نحسب الماء" : ""}.`,
  adding: "جارٍ الإضافة…",
  addFailed: "تعذّر تحميل قيم بعض الوجبات. حاول مرة أخرى بعد قليل.",
  /** `lines`: «سطرًا واحدًا»، «3 أسطر». */
  addSkipped: (count: number, lines: string) =>
    `لم نضف ${lines} لأن ${count === 1 ? "كميته" : "كمياتها"} غير معروفة أو خارج 1–2,000 غرام.`,
} as const;
