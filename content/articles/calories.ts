// /Blog1: calories, the calorie deficit and the daily energy needs. The worked examples hold
// their inputs only; lib/worked-examples.ts computes and words them at build time.
import {
  activityFactors,
  activityLevels,
  activityText,
  KCAL_PER_KG_LOST,
  MIN_DAILY_INTAKE,
} from "@/content/nutrition-reference";
import type { Article } from "./types";

// Whole numbers as the site writes them (1,200); content stays free of code, so the built-in
// formatter is used here, with the same locale as lib/format/number.ts.
const whole = (value: number) => value.toLocaleString("en-US");

export const caloriesArticle = {
  id: "calories",
  path: "/Blog1",
  title: "كيف تحسب السعرات الحرارية التي يحتاجها جسمك؟",
  description:
    "ما السعرات الحرارية وما العجز في السعرات، وكيف تحسب احتياجك اليومي من الطاقة بمعادلة بسيطة أو بحاسبة التطبيق، مع مثال محسوب خطوة بخطوة.",
  datePublished: "2026-11-15",
  datePublishedText: "15 نوفمبر 2026",
  image: "/images/blog/calories.svg",
  imageAlt: "صحن طعام بجانبه لهب يرمز إلى الطاقة",
  excerpt: "ما السعرات وما العجز في السعرات، ومعادلة احتياجك اليومي مع مثال محسوب.",
  lead: "السعرات الحرارية هي الأساس الذي يقوم عليه أي نظام لإنقاص الوزن. في هذا المقال نشرح معناها، ثم نحسب معًا احتياجك اليومي منها بطريقتين.",
  sections: [
    {
      id: "what-are-calories",
      heading: "ما السعرات الحرارية؟",
      blocks: [
        {
          kind: "paragraph",
          text: "السعرة الحرارية وحدة لقياس الطاقة. فحين نقول إن صحن كسكسي أو رغيف خبز يحتوي على عدد من السعرات، فنحن نتحدث عن مقدار الطاقة التي يحصل عليها جسمك من هذا الطعام. والمقصود في الملصقات الغذائية وفي تطبيقنا هو «الكيلو سعرة» (kcal)، وهي الوحدة المعتادة في الحديث عن الطعام، ونسميها هنا «سعرة» اختصارًا.",
        },
        {
          kind: "paragraph",
          text: "ويستهلك جسمك الطاقة طوال اليوم: في التنفس ونبض القلب والهضم وهو في راحة تامة، ثم في كل حركة تقوم بها، من المشي إلى العمل والرياضة.",
        },
      ],
    },
    {
      id: "deficit",
      heading: "ما العجز في السعرات؟",
      blocks: [
        {
          kind: "paragraph",
          text: "إذا حصلت من طعامك على طاقة أقل مما يستهلكه جسمك، سدّ الجسم الفرق من مخزونه، ومنه الدهون. هذا الفرق هو «العجز في السعرات»، وهو شرط أساسي لإنقاص الوزن مهما كان نوع النظام الغذائي.",
        },
        {
          kind: "paragraph",
          text: "وفي المقابل، إذا أكلت أكثر من حاجتك باستمرار خزّن جسمك الفائض فزاد وزنك. لذلك تبدأ الخطة الناجحة بمعرفة احتياجك اليومي، ثم بالأكل أقل منه بقدر معتدل تستطيع الالتزام به؛ فالعجز المعتدل أسهل في الاستمرار من الحرمان الشديد، واستشر مختصًّا قبل أن تخفض سعراتك كثيرًا.",
        },
        {
          kind: "paragraph",
          text: `وكم عجزًا تحتاج؟ نعتمد في الموقع تقديرًا شائعًا: إنقاص كيلوغرام واحد من الوزن يحتاج إلى عجز مجموعه نحو ${whole(KCAL_PER_KG_LOST)} سعرة (وهو ما يقابل قاعدة «3,500 سعرة للرطل» المعروفة منذ دراسة Wishnofsky عام 1958). فعجز ${whole((0.5 * KCAL_PER_KG_LOST) / 7)} سعرة في اليوم يعادل نحو نصف كيلوغرام في الأسبوع. وهو تقدير تقريبي: يتباطأ النقص عادةً مع الوقت لأن الجسم يتكيّف.`,
        },
        {
          kind: "paragraph",
          text: `ولا ننصح بأن يقل ما تأكله عن ${whole(MIN_DAILY_INTAKE.female)} سعرة يوميًا للمرأة و${whole(MIN_DAILY_INTAKE.male)} سعرة للرجل إلا بإشراف مختص. مصدر هذا الحد: الدليل العملي لعلاج زيادة الوزن والسمنة لدى البالغين الصادر عن المعاهد الوطنية للصحة الأمريكية (NIH/NHLBI، عام 2000)، الذي يضع الأنظمة منخفضة السعرات بين 1,000 و1,200 سعرة للنساء وبين 1,200 و1,500 للرجال؛ فأخذنا الحد الأعلى لكلٍّ منهما.`,
        },
      ],
    },
    {
      id: "formula",
      heading: "الطريقة الأولى: احسب احتياجك بالمعادلة",
      blocks: [
        {
          kind: "paragraph",
          text: "نبدأ بحساب الطاقة التي يحتاجها جسمك وهو في راحة، بمعادلة تعتمد على الوزن بالكيلوغرام والطول بالسنتيمتر والعمر بالسنوات:",
        },
        {
          kind: "formula",
          label: "للنساء",
          expression: "10 × الوزن + 6.25 × الطول − 5 × العمر − 161",
        },
        {
          kind: "formula",
          label: "للرجال",
          expression: "10 × الوزن + 6.25 × الطول − 5 × العمر + 5",
        },
        {
          kind: "paragraph",
          text: "ثم نضرب الناتج في معامل النشاط الذي يناسب يومك المعتاد. هذه هي المعاملات التي يعتمدها تطبيقنا:",
        },
        {
          kind: "table",
          caption: "معاملات النشاط التي يعتمدها تطبيقنا",
          columns: ["مستوى النشاط", "وصفه", "المعامل"],
          rows: activityLevels.map((level) => [
            activityText[level].name,
            activityText[level].description,
            // The factors have at most two decimals: shown as written (1.55, 2.2).
            String(activityFactors[level]),
          ]),
        },
        {
          kind: "energyExample",
          title: "مثال محسوب",
          who: "امرأة",
          measures: { sex: "female", weightKg: 60, heightCm: 160, ageYears: 30 },
          activity: "sedentary",
          eatenKcal: 1500,
        },
        {
          kind: "energyExample",
          title: "مثال ثانٍ",
          who: "رجل",
          measures: { sex: "male", weightKg: 80, heightCm: 180, ageYears: 40 },
          activity: "moderate",
        },
      ],
    },
    {
      id: "energy-tool",
      heading: "احسب احتياجك الآن",
      blocks: [
        {
          kind: "paragraph",
          text: "أدخل بياناتك لتحسب الصفحة احتياجك بالمعادلة نفسها خطوة بخطوة، وكم تأكل في اليوم لتنقص وزنك بالسرعة التي تختارها. لا يُرسَل شيء مما تكتبه إلى أي خادم.",
        },
        { kind: "tool", tool: "energy-needs" },
      ],
    },
    {
      id: "app-calculator",
      heading: "الطريقة الثانية: حاسبة التطبيق",
      blocks: [
        {
          kind: "paragraph",
          text: "إن لم تكن تحب الحساب اليدوي، فحاسبة تطبيقنا تقوم به عنك: أدخل وزنك وطولك وعمرك ومستوى نشاطك، فيحسب احتياجك اليومي بالمعادلة نفسها والمعاملات نفسها، ثم يعرض لك كل يوم ما أكلته وما تبقى لك من سعرات.",
        },
        { kind: "storeBadges", text: "حمّل التطبيق على هاتفك:" },
      ],
    },
  ],
} satisfies Article;
