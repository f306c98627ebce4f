import { pageCardTexts } from "@/content/share-cards";
import { PageCard } from "@/components/share-card/PageCard";
import { cardBrand } from "@/lib/share-card/card-brand";
import { cardResponse } from "@/lib/share-card/card-image";
import { pageCards } from "@/lib/share-card/card-refs";

// A declared page's share card (og:image), drawn at build time.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return pageCards.map(({ id }) => ({ id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const card = pageCards.find((c) => c.id === id);
  if (!card) return new Response(null, { status: 404 });
  return cardResponse(<PageCard text={pageCardTexts[card.page]} brand={cardBrand()} />);
}
