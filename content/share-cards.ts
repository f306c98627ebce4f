// Every Arabic string of the share cards: the 1200×630 pictures that WhatsApp, Messenger and
// the rest show under a shared link (og:image), and a recipe's 1:1 and 4:3 pictures for search.
// Numbers arrive formatted by the site's one number formatter; the product's name arrives as an
// argument (PRODUCT_NAME can change it).
import { articles } from "./articles";
import { blogText } from "./blog";
import { calculatorMeta } from "./calculator";
import { homeText } from "./home";
import { storeBadgeText } from "./app-links";
import { privacyText } from "./privacy";
import { deleteAccountText } from "./delete-account";
import { nutrientLabels } from "./nutrients";
import { quizText } from "./quiz";
import { site } from "./site";
import { pages, type SitePath } from "./site-pages";

const mealIn = (v: { label: string; grams: string }) => `في ${v.label} (${v.grams} غ)`;
const mealIn100g = "في 100 غ";

export const shareCardText = {
  /** `calories`: the counted phrase («957 سعرة»، «سعرتان») from lib/format/counted.ts. */
  mealServing: (v: { calories: string; label: string; grams: string }) =>
    `${v.calories} ${mealIn(v)}`,
  mealPer100g: (calories: string) => `${calories} ${mealIn100g}`,
  /** The recipe shapes (1:1, 4:3) draw the energy large and what it is in under it. */
  mealIn,
  mealIn100g,
  mealAlt: (name: string) =>
    `بطاقة ${name}: السعرات في الحصة المعتادة وفي 100 غرام، ونصيب البروتين والدهون والكربوهيدرات من الطاقة`,
  macros: {
    protein: nutrientLabels.protein,
    fat: nutrientLabels.fat,
    carbohydrates: nutrientLabels.carbohydrates,
  },
  percent: (value: string) => `${value}%`,

  plateItem: (v: { name: string; grams: string }) => `${v.name} (${v.grams} غ)`,
  /** After the meals listed: how many more, counted («وجبتان»، «3 وجبات»). */
  plateMore: (meals: string) => `وغيرها (${meals})`,
  plateTotal: (v: { calories: string; grams: string }) => `المجموع: ${v.calories} في ${v.grams} غ`,
  plateAlt: (names: string[]) => `بطاقة طبق فيه ${names.join("، ")}، ومجموع سعراته`,
} as const;

/** A declared page's card: its heading, a line under it, and the alt text. */
export interface PageCardText {
  heading: string;
  line: string;
  alt: string;
}

const cardAlt = (heading: string) => `بطاقة صفحة «${heading}»`;

/** The declared pages' cards, by the page's path in content/site-pages.ts. */
export const pageCardTexts: Record<SitePath, PageCardText> = {
  [pages.home.path]: {
    heading: site.slogan,
    line: `${homeText.metaTitle}. ${storeBadgeText.ios.small} ${storeBadgeText.ios.store} و${storeBadgeText.android.small} ${storeBadgeText.android.store}`,
    alt: cardAlt(site.slogan),
  },
  [pages.calculator.path]: {
    heading: calculatorMeta.title,
    line: "سعرات أشهر الوجبات الليبية والعربية وقيمتها الغذائية، وطبقك كله في مجموع واحد",
    alt: cardAlt(calculatorMeta.title),
  },
  [pages.blog.path]: {
    heading: blogText.title,
    line: "مقالات مبسطة عن السعرات والماكروز والكربوهيدرات",
    alt: cardAlt(blogText.title),
  },
  [pages.quiz.path]: {
    heading: quizText.title,
    line: "عشر عبارات، صح أو خطأ",
    alt: cardAlt(quizText.title),
  },
  [pages.privacy.path]: {
    heading: privacyText.title,
    line: "ما نحفظه من بياناتك وأين، وما يبقى على جهازك",
    alt: cardAlt(privacyText.title),
  },
  [pages.deleteAccount.path]: {
    heading: deleteAccountText.title,
    line: "احذف حسابك وبياناته من التطبيق أو من هذه الصفحة",
    alt: cardAlt(deleteAccountText.title),
  },
  ...Object.fromEntries(
    articles.map((a) => [
      a.path,
      { heading: a.title, line: blogText.title, alt: cardAlt(a.title) },
    ]),
  ),
} as Record<SitePath, PageCardText>;
