// Texts every article page shares.
export const articleText = {
  published: "نُشر في",
  backToBlog: "العودة إلى نصائح وإرشادات",
  disclaimerHeading: "تنبيه",
  disclaimer:
    "هذه معلومات عامة للتثقيف، وليست نصيحة طبية ولا تغني عن الطبيب. استشر طبيبك أو أخصائي تغذية قبل أي تغيير كبير في نظامك الغذائي، خصوصًا في حالات المرض المزمن أو الحمل أو الرضاعة.",
  exampleResult: "النتيجة",
} as const;

/**
 * Units as written after a number in the articles; calories and grams are counted nouns
 * (content/counted-nouns.ts), written by lib/format/counted.ts.
 */
export const unitText = {
  kg: "كغ",
  cm: "سم",
  years: "سنة",
} as const;
