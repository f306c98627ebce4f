import { MealShapeCard } from "@/components/share-card/MealShapeCard";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { cardBrand } from "@/lib/share-card/card-brand";
import {
  RECIPE_CARD_SHAPES,
  RECIPE_CARD_SIZES,
  type RecipeCardShape,
} from "@/lib/share-card/card-format";
import { cardResponse } from "@/lib/share-card/card-image";

// A recipe's card in the shapes Google's recipe results crop to (1:1, 4:3), listed in its
// Recipe structured data: one PNG per recipe and shape, drawn at build time with the pages.
// Single foods carry no Recipe, so they have none.
export const dynamic = "force-static";
export const dynamicParams = false;

const isShape = (shape: string): shape is RecipeCardShape =>
  Object.hasOwn(RECIPE_CARD_SIZES, shape);

export function generateStaticParams() {
  return mealPages
    .filter(({ slug }) => getMealPageData(slug)?.build.kind === "recipe")
    .flatMap(({ slug }) => RECIPE_CARD_SHAPES.map((shape) => ({ slug, shape })));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ slug: string; shape: string }> },
) {
  const { slug, shape } = await params;
  const data = getMealPageData(slug);
  if (!data || data.build.kind !== "recipe" || !isShape(shape)) {
    return new Response(null, { status: 404 });
  }
  return cardResponse(<MealShapeCard data={data} brand={cardBrand()} shape={shape} />, {
    size: RECIPE_CARD_SIZES[shape],
  });
}
