// The articles, in the order the blog shows them. This list is the one entry an article needs:
// its page in content/site-pages.ts, its blog card, its sitemap entry and its canonical
// redirect all follow from it. Its route, app/<path>/page.tsx, only names the path.
import { caloriesArticle } from "./calories";
import { macrosArticle } from "./macros";
import { carbohydratesArticle } from "./carbohydrates";

export const articles = [caloriesArticle, macrosArticle, carbohydratesArticle] as const;

export type ArticlePath = (typeof articles)[number]["path"];
