import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MealPageView } from "@/components/meals/MealPageView";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { OIL_SEGMENTS, oilOfSegment } from "@/lib/meals/oil-pages";
import { oilPageMetadata } from "@/lib/seo/meal-metadata";

// A meal page with less or more oil (lib/meals/oil-pages.ts): prerendered for each dish
// whose recipe holds added fat, so the choice is a plain link; its canonical page is the meal's.
export const dynamicParams = false;

export function generateStaticParams() {
  return mealPages.flatMap(({ slug }) =>
    getMealPageData(slug)?.meal.oil
      ? Object.values(OIL_SEGMENTS).map((oil) => ({ slug, oil }))
      : [],
  );
}

type Params = { params: Promise<{ slug: string; oil: string }> };

async function pageOf(params: Params["params"]) {
  const { slug, oil: segment } = await params;
  const data = getMealPageData(slug);
  const oil = oilOfSegment(segment);
  return data?.meal.oil && oil ? { data, oil } : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await pageOf(params);
  return page ? oilPageMetadata(page.data, page.oil) : {};
}

export default async function MealOilPage({ params }: Params) {
  const page = await pageOf(params);
  if (!page) notFound();
  return <MealPageView data={page.data} oil={page.oil} />;
}
