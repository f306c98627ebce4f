import type { Metadata } from "next";
import { CARD_SIZE, CARD_TYPE } from "@/lib/share-card/card-format";
import type { CardRef } from "@/lib/share-card/card-refs";

/**
 * Per-page metadata: Arabic title and description, a canonical URL, Open Graph and the page's
 * share card (og:image and twitter:image, with its size and Arabic alt). Paths are relative; the
 * root layout sets metadataBase from SITE_URL so they resolve to absolute URLs.
 */
export function pageMetadata({
  title,
  description,
  path,
  type = "website",
  card,
}: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  card: CardRef;
}): Metadata {
  const image = { url: card.path, alt: card.alt, ...CARD_SIZE, type: CARD_TYPE };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
