// /Blog2: the three macronutrients, their calories per gram and the 2000 kcal worked example,
// computed and worded at build time by lib/worked-examples.ts.
import { kcalPerGram, macroNames, macros, typicalSplit } from "@/content/nutrition-reference";
import type { Article } from "./types";

// Small whole numbers (4, 9, 50, 25) read the same in every format, so they are written as is.
export const macrosArticle = {
  id: "macros",
  path: "/Blog2",
  title: "كيف تحسب الماكروز: الكربوهيدرات والبروتين والدهون",
  description:
    "تعرّف على المغذيات الكبرى الثلاث، وكم سعرة في الغرام من كل منها، وكيف تحوّل هدفك اليومي من السعرات إلى غرامات، مع مثال محسوب لـ 2000 سعرة.",
  datePublished: "2026-11-15",
  datePublishedText: "15 نوفمبر 2026",
  image: "/images/blog/macros.svg",
  imageAlt: "دائرة مقسمة إلى ثلاثة أجزاء بألوان مختلفة",
  excerpt: "كم سعرة في غرام كل مغذٍّ، وكيف تحوّل 2000 سعرة إلى غرامات.",
  lead: "بعد أن تعرف كم سعرة تحتاج في اليوم، تأتي الخطوة التالية: من أين تأتي هذه السعرات؟ هنا نشرح الماكروز وطريقة تحويل السعرات إلى غرامات.",
  sections: [
    {
      id: "what-are-macros",
      heading: "ما الماكروز؟",
      blocks: [
        {
          kind: "paragraph",
          text: "الماكروز، أو المغذيات الكبرى، هي العناصر التي يأخذ منها جسمك الطاقة: الكربوهيدرات والبروتين والدهون. لكل منها وظيفة في الجسم، ويختلف ما يعطيه الغرام الواحد منها من سعرات.",
        },
        {
          kind: "list",
          items: [
            "الكربوهيدرات: المصدر الرئيسي للطاقة، وتوجد في الخبز والرز والمكرونة والكسكسي والبقوليات والفواكه.",
            "البروتين: لبناء العضلات والأنسجة وإصلاحها، ويوجد في اللحوم والدجاج والسمك والبيض والبقوليات والألبان.",
            "الدهون: ضرورية لامتصاص بعض الفيتامينات ولعمل الهرمونات، وتوجد في زيت الزيتون والمكسرات والزبدة واللحوم الدهنية.",
          ],
        },
      ],
    },
    {
      id: "kcal-per-gram",
      heading: "كم سعرة في الغرام؟",
      blocks: [
        {
          kind: "table",
          caption: "السعرات في غرام واحد من كل مغذٍّ",
          columns: ["المغذي", "السعرات في الغرام"],
          rows: macros.map((m) => [macroNames[m], String(kcalPerGram[m])]),
        },
        {
          kind: "paragraph",
          text: `لذلك يعطي غرام الدهون (${kcalPerGram.fat} سعرات) أكثر من ضعف ما يعطيه غرام الكربوهيدرات أو البروتين (${kcalPerGram.carbohydrates} سعرات)، وتكفي كمية صغيرة من الزيت لترفع سعرات الصحن كثيرًا.`,
        },
      ],
    },
    {
      id: "split",
      heading: "كيف توزّع سعراتك؟",
      blocks: [
        {
          kind: "paragraph",
          text: `التوزيع المعتاد الذي تبدأ منه خطط كثيرة: ${typicalSplit.carbohydrates}% من السعرات من الكربوهيدرات، و${typicalSplit.protein}% من البروتين، و${typicalSplit.fat}% من الدهون. ويمكن تعديل هذه النسب بحسب هدفك ونصيحة مختص، لكن طريقة الحساب تبقى واحدة:`,
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "احسب سعرات كل مغذٍّ: السعرات اليومية × نسبته.",
            `حوّل السعرات إلى غرامات: اقسم سعرات الكربوهيدرات والبروتين على ${kcalPerGram.carbohydrates}، وسعرات الدهون على ${kcalPerGram.fat}.`,
          ],
        },
        { kind: "macroExample", kcal: 2000 },
      ],
    },
    {
      id: "macro-tool",
      heading: "احسب ماكروزك الآن",
      blocks: [
        {
          kind: "paragraph",
          text: "أدخل سعراتك اليومية وتوزيعك، فتحسب الصفحة غرامات كل مغذٍّ بالطريقة نفسها التي في المثال. إن حفظت احتياجك في حاسبة مقال السعرات ظهر هنا تلقائيًا.",
        },
        { kind: "tool", tool: "macro-split" },
      ],
    },
    {
      id: "in-practice",
      heading: "في التطبيق العملي",
      blocks: [
        {
          kind: "paragraph",
          text: "لا تحتاج إلى دقة الغرام في كل وجبة؛ المهم أن يقترب مجموع يومك من هدفك. وتعرض حاسبة الموقع الكربوهيدرات والبروتين والدهون لأشهر الوجبات العربية والليبية، فتعرف نصيب كل صحن من يومك.",
        },
        {
          kind: "linkParagraph",
          text: "جرّب ذلك على وجبتك المفضلة:",
          link: { href: "/calculator", label: "احسب أكلك" },
        },
      ],
    },
  ],
} satisfies Article;
