// The share card's format, shared by the code that draws it (server only) and the pages that
// list it in their metadata: the size WhatsApp and Facebook preview, and the fonts' names.

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_TYPE = "image/png";

/** A picture's width and height in pixels. */
export interface CardSize {
  width: number;
  height: number;
}

// A recipe's card again in the other shapes Google's recipe results crop to (1:1 and 4:3, each
// at least 50,000 pixels; the 1200×630 card above stands for the wide one), with a layout drawn
// for each shape rather than the wide card stretched. The shape is the last segment of its URL.
export const RECIPE_CARD_SIZES = {
  "1x1": { width: 1200, height: 1200 },
  "4x3": { width: 1200, height: 900 },
} as const satisfies Record<string, CardSize>;
export type RecipeCardShape = keyof typeof RECIPE_CARD_SIZES;
export const RECIPE_CARD_SHAPES = Object.keys(RECIPE_CARD_SIZES) as RecipeCardShape[];

// Satori keeps one font per name and weight, so the two subsets of Tajawal take two names; the
// cards ask for both (CARD_FONT_FAMILY), and each character is drawn from the one that has it.
export const CARD_FONT_NAMES = { arabic: "Tajawal Arabic", latin: "Tajawal Latin" } as const;
export const CARD_FONT_FAMILY = `"${CARD_FONT_NAMES.arabic}", "${CARD_FONT_NAMES.latin}"`;

/** What every share card shows besides its subject: the product's name and the site's host. */
export interface CardBrand {
  productName: string;
  host: string;
}
