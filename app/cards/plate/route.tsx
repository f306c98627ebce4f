import type { NextRequest } from "next/server";
import { pageCardTexts } from "@/content/share-cards";
import { pages } from "@/content/site-pages";
import { PageCard } from "@/components/share-card/PageCard";
import { PlateCard } from "@/components/share-card/PlateCard";
import { cardBrand } from "@/lib/share-card/card-brand";
import { cardResponse } from "@/lib/share-card/card-image";
import { PLATE_CARD_CACHE, plateCardData } from "@/lib/share-card/plate-card";

// A shared plate's card, drawn on the first request for its link and then cached like a static
// file (the link is the key: the same plate always draws the same card). A damaged link gets
// the calculator's card, never an error.
export async function GET(request: NextRequest) {
  const plate = plateCardData(request.nextUrl.search);
  const brand = cardBrand();
  const card = plate ? (
    <PlateCard plate={plate} brand={brand} />
  ) : (
    <PageCard text={pageCardTexts[pages.calculator.path]} brand={brand} />
  );
  return cardResponse(card, { headers: { "Cache-Control": PLATE_CARD_CACHE } });
}
