// The site's declared pages, each written once: the home page, the calculator, the blog, the
// articles and the quiz. The sitemap, the canonical redirects (lib/routes.ts), the blog cards,
// the browser tests and the page scripts read this list. Article pages come from
// content/articles/index.ts; proxy.ts's matcher is checked against this list by proxy.test.ts.
// The meal pages (/calculator/<slug>, one per entry of the meal database) are not declared
// here: lib/meals/pages/meal-page-list.ts derives them from the database, and
// lib/all-pages.ts joins the two lists.
import { articles } from "./articles";

type PageKind = "home" | "calculator" | "blog" | "article" | "quiz" | "legal" | "meal";

export interface SitePage {
  path: string;
  /** A short English name for test titles and reports. */
  name: string;
  kind: PageKind;
  /** Meal pages only: one of the few that heavy checks (HTML validation, sizes) visit. */
  sample?: boolean;
}

/** The pages that are not articles, each published under one fixed path. */
export const pages = {
  home: { path: "/", name: "home", kind: "home" },
  calculator: { path: "/calculator", name: "calculator", kind: "calculator" },
  blog: { path: "/Blog", name: "blog", kind: "blog" },
  quiz: { path: "/Quiz", name: "quiz", kind: "quiz" },
  /** The pages the app stores ask of an app's site (docs/app-stores.md). */
  privacy: { path: "/privacy", name: "privacy", kind: "legal" },
  deleteAccount: { path: "/delete-account", name: "delete account", kind: "legal" },
} as const satisfies Record<string, SitePage>;

/** Every page, in the order the site presents them. */
export const sitePages = [
  pages.home,
  pages.calculator,
  pages.blog,
  ...articles.map((article) => ({
    path: article.path,
    name: `article: ${article.id}`,
    kind: "article" as const,
  })),
  pages.quiz,
  pages.privacy,
  pages.deleteAccount,
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]["path"];
