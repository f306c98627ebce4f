// The share card's format, shared by the code that draws it (server only) and the pages that
// list it in their metadata: the size WhatsApp and Facebook preview, and the fonts' names.

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_TYPE = "image/png";

// Satori keeps one font per name and weight, so the two subsets of Tajawal take two names; the
// cards ask for both (CARD_FONT_FAMILY), and each character is drawn from the one that has it.
export const CARD_FONT_NAMES = { arabic: "Tajawal Arabic", latin: "Tajawal Latin" } as const;
export const CARD_FONT_FAMILY = `"${CARD_FONT_NAMES.arabic}", "${CARD_FONT_NAMES.latin}"`;

/** What every share card shows besides its subject: the product's name and the site's host. */
export interface CardBrand {
  productName: string;
  host: string;
}
