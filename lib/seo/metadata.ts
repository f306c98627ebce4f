import type { Metadata } from "next";
import { CARD_SIZE, CARD_TYPE } from "@/lib/share-card/card-format";
import type { CardRef } from "@/lib/share-card/card-refs";
import { getConfig } from "@/lib/config/env";
import { appStoreIdOf } from "@/lib/app-links/app-ids";

/**
 * iOS Safari's banner for the app (`<meta name="apple-itunes-app">`): the App Store id from
 * IOS_STORE_URL and this page's absolute URL, which the app receives when it opens. None when
 * the store URL holds no id.
 */
export function smartAppBanner(path: string): Metadata["itunes"] {
  const { IOS_STORE_URL, SITE_URL } = getConfig();
  const appId = appStoreIdOf(IOS_STORE_URL);
  return appId ? { appId, appArgument: `${SITE_URL}${path}` } : undefined;
}

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
    itunes: smartAppBanner(path),
  };
}
