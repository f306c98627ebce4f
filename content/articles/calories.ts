// /Blog1: calories, the calorie deficit and the daily energy needs. The worked examples are
// computed here, at build time, by the same functions the unit tests check by hand.
// /Blog1: calories, the calorie deficit and the daily energy needs. The worked examples are
// computed here, at build time, by the same functions the unit tests check by hand, and written
// with the same steps as the energy-needs tool below them (./energy-steps.ts).
import {
  activityFactors,
  activityLevels,
  type ActivityLevel,
  type BodyMeasures,
} from "@/lib/nutrition/energy-needs";
import { dailyDeficit, KCAL_PER_KG_LOST, MIN_DAILY_INTAKE } from "@/lib/nutrition/weight-loss";
import { formatNumber } from "@/lib/format/number";
import { exactNumber } from "./exact-number";
import type { Article, WorkedExample } from "./types";
import { unitText } from "./common";
import { activityText } from "./activity-levels";
import { energySteps } from "./energy-steps";

const n = formatNumber;

function example(
  title: string,
  who: string,
  measures: BodyMeasures,
  activity: ActivityLevel,
  eatenKcal?: number,
): WorkedExample {
  const { weightKg, heightCm, ageYears } = measures;
  const { steps, rounded } = energySteps(measures, activity);
  const deficit =
    eatenKcal === undefined
      ? ""
      : ` فإذا أكلت ${n(eatenKcal)} ${unitText.kcal} في اليوم كان العجز ${n(rounded - eatenKcal)} ${unitText.kcal} يوميًا.`;
  return {
    kind: "example",
    title,
    intro: `${who}: الوزن ${n(weightKg)} ${unitText.kg}، والطول ${n(heightCm)} ${unitText.cm}، والعمر ${n(ageYears)} ${unitText.years}، ومستوى النشاط «${activityText[activity].name}» (المعامل ${exactNumber(activityFactors[activity])}).`,
    steps,
    result: `الاحتياج اليومي نحو ${n(rounded)} ${unitText.kcal}.${deficit}`,
  };
}

const halfKgDeficit = dailyDeficit(0.5);

export const caloriesArticle: Article = {
  path: "/Blog1",
  title: "كيف تحسب السعرات الحرارية التي يحتاجها جسمك؟",
  description:
    "ما السعرات الحرارية وما العجز في السعرات، وكيف تحسب احتياجك اليومي من الطاقة بمعادلة بسيطة أو بحاسبة التطبيق، مع مثال محسوب خطوة بخطوة.",
  datePublished: "2026-11-15",
  datePublishedText: "15 نوفمبر 2026",
  image: "/images/blog/calories.svg",
  lead: "السعرات الحرارية هي الأساس الذي يقوم عليه أي نظام لإنقاص الوزن. في هذا المقال نشرح معناها، ثم نحسب معًا احتياجك اليومي منها بطريقتين.",
  sections: [
    {
      id: "what-are-calories",
      heading: "ما السعرات الحرارية؟",
      blocks: [
        {
          kind: "paragraph",
          text: "السعرة الحرارية وحدة لقياس الطاقة. فحين نقول إن طبق كسكسي أو رغيف خبز يحتوي على عدد من السعرات، فنحن نتحدث عن مقدار الطاقة التي يحصل عليها جسمك من هذا الطعام. والمقصود في الملصقات الغذائية وفي تطبيقنا هو «الكيلو سعرة» (kcal)، وهي الوحدة المعتادة في الحديث عن الطعام، ونسميها هنا «سعرة» اختصارًا.",
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
          text: `وكم عجزًا تحتاج؟ نعتمد في الموقع تقديرًا شائعًا: إنقاص كيلوغرام واحد من الوزن يحتاج إلى عجز مجموعه نحو ${n(KCAL_PER_KG_LOST)} ${unitText.kcal} (وهو ما يقابل قاعدة «3,500 سعرة للرطل» المعروفة منذ دراسة Wishnofsky عام 1958). فعجز ${n(halfKgDeficit)} ${unitText.kcal} في اليوم يعادل نحو نصف كيلوغرام في الأسبوع. وهو تقدير تقريبي: يتباطأ النقص عادةً مع الوقت لأن الجسم يتكيّف.`,
        },
        {
          kind: "paragraph",
          text: `ولا ننصح بأن يقل ما تأكله عن ${n(MIN_DAILY_INTAKE.female)} ${unitText.kcal} يوميًا للمرأة و${n(MIN_DAILY_INTAKE.male)} ${unitText.kcal} للرجل إلا بإشراف مختص. مصدر هذا الحد: الدليل العملي لعلاج زيادة الوزن والسمنة لدى البالغين الصادر عن المعاهد الوطنية للصحة الأمريكية (NIH/NHLBI، عام 2000)، الذي يضع الأنظمة منخفضة السعرات بين 1,000 و1,200 سعرة للنساء وبين 1,200 و1,500 للرجال؛ فأخذنا الحد الأعلى لكلٍّ منهما.`,
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
            exactNumber(activityFactors[level]),
          ]),
        },
        example(
          "مثال محسوب",
          "امرأة",
          { sex: "female", weightKg: 60, heightCm: 160, ageYears: 30 },
          "sedentary",
          1500,
        ),
        example(
          "مثال ثانٍ",
          "رجل",
          { sex: "male", weightKg: 80, heightCm: 180, ageYears: 40 },
          "moderate",
        ),
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
};
