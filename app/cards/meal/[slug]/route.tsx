import { MealCard } from "@/components/share-card/MealCard";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { cardBrand } from "@/lib/share-card/card-brand";
import { cardResponse } from "@/lib/share-card/card-image";

// A meal page's share card (og:image), one PNG per meal, drawn at build time with the pages.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return mealPages.map(({ slug }) => ({ slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const data = getMealPageData((await params).slug);
  if (!data) return new Response(null, { status: 404 });
  return cardResponse(<MealCard data={data} brand={cardBrand()} />);
}
