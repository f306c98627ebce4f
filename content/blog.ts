// The /Blog page: its texts and the six cards. Two cards announce articles still being written.

export interface BlogCard {
  /** Used for the ids that tie the link to the card's title. */
  id: string;
  title: string;
  excerpt: string;
  href: "/Blog1" | "/Blog2" | "/Blog3" | "/Quiz" | "/Blog";
  image: { src: string; alt: string };
  comingSoon?: boolean;
}

export const blogText = {
  title: "نصائح وإرشادات",
  metaDescription:
    "مقالات عربية مبسطة عن حساب السعرات الحرارية والماكروز والكربوهيدرات، واختبار قصير لاستعدادك لإنقاص الوزن.",
  intro:
    "مقالات قصيرة ومبسطة تساعدك على فهم ما تأكله وحساب ما تحتاجه، واختبار سريع لاستعدادك لإنقاص الوزن.",
  readMore: "الذهاب للمقال",
  comingSoon: "قريبًا",
} as const;

export const blogCards: readonly BlogCard[] = [
  {
    id: "calories",
    title: "كيف تحسب السعرات الحرارية التي يحتاجها جسمك؟",
    excerpt: "ما السعرات وما العجز في السعرات، ومعادلة احتياجك اليومي مع مثال محسوب.",
    href: "/Blog1",
    image: { src: "/images/blog/calories.svg", alt: "طبق طعام بجانبه لهب يرمز إلى الطاقة" },
  },
  {
    id: "macros",
    title: "كيف تحسب الماكروز: الكربوهيدرات والبروتين والدهون",
    excerpt: "كم سعرة في غرام كل مغذٍّ، وكيف تحوّل 2000 سعرة إلى غرامات.",
    href: "/Blog2",
    image: { src: "/images/blog/macros.svg", alt: "دائرة مقسمة إلى ثلاثة أجزاء بألوان مختلفة" },
  },
  {
    id: "carbohydrates",
    title: "الكربوهيدرات: ضارة أم ضرورية؟",
    excerpt: "الفرق بين الكربوهيدرات البسيطة والمعقدة، بأمثلة من أطعمتنا اليومية.",
    href: "/Blog3",
    image: { src: "/images/blog/carbohydrates.svg", alt: "سنابل قمح ورغيف خبز" },
  },
  {
    id: "quiz",
    title: "هل أنت مستعد لإنقاص وزنك؟",
    excerpt: "عشر عبارات، واحدة في كل خطوة، تساعدك على التفكير في استعدادك.",
    href: "/Quiz",
    image: { src: "/images/blog/quiz.svg", alt: "قائمة تحقق فيها علامات صح" },
  },
  {
    id: "protein",
    title: "البروتين في وجباتنا اليومية",
    excerpt: "مقال جديد نعمل على كتابته.",
    href: "/Blog",
    image: { src: "/images/blog/protein.svg", alt: "بيضة وقطعة سمك" },
    comingSoon: true,
  },
  {
    id: "food-labels",
    title: "كيف تقرأ الملصق الغذائي؟",
    excerpt: "مقال جديد نعمل على كتابته.",
    href: "/Blog",
    image: { src: "/images/blog/food-labels.svg", alt: "علبة طعام عليها ملصق القيم الغذائية" },
    comingSoon: true,
  },
];
