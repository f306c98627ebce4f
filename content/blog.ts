// The /Blog page: its texts and its cards: one per article (from content/articles), the quiz,
// and two articles still being written.
import { articles } from "./articles";
import { pages, type SitePath } from "./site-pages";
import { quizText } from "./quiz";

export interface BlogCard {
  /** Used for the ids that tie the link to the card's title. */
  id: string;
  title: string;
  excerpt: string;
  href: SitePath;
  image: { src: string; alt: string };
  comingSoon?: boolean;
}

export const blogText = {
  title: "نصائح وإرشادات",
  metaDescription:
    "مقالات عربية مبسطة عن حساب السعرات الحرارية والماكروز والكربوهيدرات، وعشر عبارات عن استعدادك لإنقاص الوزن.",
  intro:
    "مقالات قصيرة ومبسطة تساعدك على فهم ما تأكله وحساب ما تحتاجه، وعشر عبارات تساعدك على التفكير في استعدادك لإنقاص الوزن.",
  readMore: "الذهاب للمقال",
  comingSoon: "قريبًا",
} as const;

const articleCards = articles.map((article): BlogCard => ({
  id: article.id,
  title: article.title,
  excerpt: article.excerpt,
  href: article.path,
  image: { src: article.image, alt: article.imageAlt },
}));

const quizCard: BlogCard = {
  id: "quiz",
  title: quizText.title,
  excerpt: "عشر عبارات، واحدة في كل خطوة، تساعدك على التفكير في استعدادك.",
  href: pages.quiz.path,
  image: { src: "/images/blog/quiz.svg", alt: "قائمة تحقق فيها علامات صح" },
};

/** Articles still being written: announced on the blog, linked to the blog itself. */
const comingSoonCards: readonly BlogCard[] = [
  {
    id: "protein",
    title: "البروتين في وجباتنا اليومية",
    excerpt: "مقال جديد نعمل على كتابته.",
    href: pages.blog.path,
    image: { src: "/images/blog/protein.svg", alt: "بيضة وقطعة سمك" },
    comingSoon: true,
  },
  {
    id: "food-labels",
    title: "كيف تقرأ الملصق الغذائي؟",
    excerpt: "مقال جديد نعمل على كتابته.",
    href: pages.blog.path,
    image: { src: "/images/blog/food-labels.svg", alt: "علبة طعام عليها ملصق القيم الغذائية" },
    comingSoon: true,
  },
];

export const blogCards: readonly BlogCard[] = [...articleCards, quizCard, ...comingSoonCards];
