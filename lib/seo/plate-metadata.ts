import type { Metadata } from "next";
import { calculatorMeta } from "@/content/calculator";
import { plateCard, type PlateCardData } from "@/lib/share-card/plate-card";
import { PLATE_PAGE_PATH } from "@/lib/nutrition/plate-link";
import { pageMetadata, smartAppBanner } from "./metadata";

/**
 * A shared plate's page: the calculator's title and canonical URL, but the link itself as
 * og:url (a preview reads the card of the URL it was given, not the canonical page's) and the
 * plate's own card, or the calculator's when the link names no plate.
 */
export function plateMetadata(plate: PlateCardData | null): Metadata {
  const metadata = pageMetadata({ ...calculatorMeta, card: plateCard(plate) });
  const url = plate ? `${PLATE_PAGE_PATH}?${plate.query}` : calculatorMeta.path;
  return { ...metadata, openGraph: { ...metadata.openGraph, url }, itunes: smartAppBanner(url) };
}
