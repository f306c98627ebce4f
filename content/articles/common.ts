// Texts every article page shares.
export const articleText = {
  published: "نُشر في",
  backToBlog: "العودة إلى نصائح وإرشادات",
  disclaimerHeading: "تنبيه",
  disclaimer:
    "هذه معلومات عامة للتثقيف، وليست نصيحة طبية ولا تغني عن الطبيب. استشر طبيبك أو أخصائي تغذية قبل أي تغيير كبير في نظامك الغذائي، خصوصًا إن كانت لديك حالة صحية أو كنتِ حاملًا أو مرضعًا.",
  tableOfContents: "محتويات المقال",
  exampleResult: "النتيجة",
} as const;

/** Units as written after a number in the articles. */
export const unitText = {
  kcal: "سعرة",
  grams: "غ",
  kg: "كغ",
  cm: "سم",
  years: "سنة",
} as const;
