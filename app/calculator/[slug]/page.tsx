import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/JsonLd";
import { MealPageView } from "@/components/meals/MealPageView";
import { getConfig } from "@/lib/config/env";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { mealJsonLd } from "@/lib/seo/meal-json-ld";
import { mealMetadata } from "@/lib/seo/meal-metadata";

// One static page per meal of the embedded database; any other slug is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return mealPages.map(({ slug }) => ({ slug }));
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const data = getMealPageData((await params).slug);
  return data ? mealMetadata(data) : {};
}

export default async function MealPage({ params }: Params) {
  const data = getMealPageData((await params).slug);
  if (!data) notFound();
  return (
    <>
      {mealJsonLd(data, getConfig()).map((item) => (
        <JsonLd key={String(item["@type"])} data={item} />
      ))}
      <MealPageView data={data} />
    </>
  );
}
