// Where each share card is served and what its alt text says: the pages' metadata list them as
// og:image, the card routes (app/cards/) serve them. One place, so the two cannot drift.
import { pageCardTexts, shareCardText } from "@/content/share-cards";
import { sitePages, type SitePath } from "@/content/site-pages";

export interface CardRef {
  /** Site-relative URL of the PNG; metadataBase makes it absolute. */
  path: string;
  /** Arabic, for og:image:alt and twitter:image:alt. */
  alt: string;
}

export const CARDS_BASE = "/cards";

/** A declared page's card id: "home" for /, else the path in lower case ("blog1"). */
const pageCardId = (path: SitePath) => (path === "/" ? "home" : path.slice(1).toLowerCase());

/** Every declared page's card: its id in the URL and the page it stands for. */
export const pageCards = sitePages.map((page) => ({ id: pageCardId(page.path), page: page.path }));

export function pageCard(path: SitePath): CardRef {
  return { path: `${CARDS_BASE}/page/${pageCardId(path)}`, alt: pageCardTexts[path].alt };
}

export function mealCard(slug: string, mealName: string): CardRef {
  return { path: `${CARDS_BASE}/meal/${slug}`, alt: shareCardText.mealAlt(mealName) };
}
