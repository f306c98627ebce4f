// Where each share card is served and what its alt text says: the pages' metadata list them as
// og:image, a recipe's structured data lists its pictures, the card routes (app/cards/) serve
// them. One place, so they cannot drift.
import { pageCardTexts, shareCardText } from "@/content/share-cards";
import { sitePages, type SitePath } from "@/content/site-pages";
import {
  CARD_SIZE,
  RECIPE_CARD_SHAPES,
  RECIPE_CARD_SIZES,
  type CardSize,
  type RecipeCardShape,
} from "./card-format";

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

const mealCardPath = (slug: string) => `${CARDS_BASE}/meal/${slug}`;

export function mealCard(slug: string, mealName: string): CardRef {
  return { path: mealCardPath(slug), alt: shareCardText.mealAlt(mealName) };
}

/** A picture the site serves, with the size it is drawn at. */
export interface CardImage extends CardSize {
  path: string;
}

/** A meal's card in one of the recipe shapes: its link card's URL, then the shape ("1x1"). */
const mealShapeCardPath = (slug: string, shape: RecipeCardShape) =>
  `${mealCardPath(slug)}/${shape}`;

/**
 * A recipe's pictures for its structured data: the meal's link card (1200×630) and the same
 * card drawn 1:1 and 4:3, the shapes Google's recipe results crop to.
 */
export function recipeCardImages(slug: string): CardImage[] {
  return [
    { path: mealCardPath(slug), ...CARD_SIZE },
    ...RECIPE_CARD_SHAPES.map((shape) => ({
      path: mealShapeCardPath(slug, shape),
      ...RECIPE_CARD_SIZES[shape],
    })),
  ];
}
