// The pages the performance scripts (`npm run size`, `npm run audit:pages`) measure: every
// declared page (content/site-pages.ts), a sample of meal pages from each group (they share
// one template; lib/all-pages.ts's `checkedPages`) and the 404 page. Run under tsx (`node
// --import tsx`), which lets this file import the TypeScript list.
import { checkedPages } from "../../lib/all-pages.ts";

/** A path no page has, for the 404 page. */
const notFoundPath = "/no-such-page";

/** First-load JavaScript budgets, in KB gzipped above the framework's floor page. */
const JS_BUDGET_KB = { content: 15, calculator: 60 };

/** The calculator gets the larger budget; every other page, meal pages included, is content. */
const budgetOf = (kind) => (kind === "calculator" ? JS_BUDGET_KB.calculator : JS_BUDGET_KB.content);

/** "/" → "index.html", "/calculator/bazin" → "calculator/bazin.html" (Next's prerender names). */
const prerenderedHtmlOf = (path) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/**
 * Every page with what the scripts need: its path, a label, whether it answers 404, where
 * `next build` prerenders its HTML (under .next/server/app) and its JavaScript budget.
 */
export function perfPages() {
  const pages = checkedPages.map(({ path, kind }) => ({
    path,
    label: path,
    notFound: false,
    html: prerenderedHtmlOf(path),
    budgetKB: budgetOf(kind),
  }));
  pages.push({
    path: notFoundPath,
    label: "404",
    notFound: true,
    html: "_not-found.html",
    budgetKB: JS_BUDGET_KB.content,
  });
  return pages;
}
