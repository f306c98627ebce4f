import { shareCardText as text } from "@/content/share-cards";
import { countedNouns } from "@/content/counted-nouns";
import { countedText } from "@/lib/format/counted";
import { exactNumber, formatNumber } from "@/lib/format/number";
import type { MealPageData } from "@/lib/meals/pages";
import { energySplit } from "@/lib/nutrition/energy-split";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import type { CardBrand, RecipeCardShape } from "@/lib/share-card/card-format";
import { cardColors } from "./card-colors";
import { CardFrame } from "./CardFrame";
import { MacroSplitBar } from "./MacroSplitBar";
import { RtlLine } from "./RtlLine";

const kcal = (value: number) => countedText(formatNumber(value, 0), countedNouns.kcal);

// Names up to this many characters fit one line at the large size; longer ones wrap (the taller
// shapes have room for two lines).
const SHORT_NAME = 14;

// Per shape: the name's size (short, long), the space above it, the energy's size and the size
// of the line under it. The taller the card, the larger its name and energy.
const SIZES: Record<
  RecipeCardShape,
  { name: [number, number]; nameTop: number; energy: number; line: number }
> = {
  "1x1": { name: [140, 112], nameTop: 48, energy: 160, line: 58 },
  "4x3": { name: [112, 88], nameTop: 24, energy: 120, line: 48 },
};

/**
 * A meal's card in a recipe shape (1:1 or 4:3): the same facts as the link card (the name,
 * energy per typical serving and per 100 g, the energy split), laid out for a taller picture,
 * the energy drawn large with what it is in under it.
 */
export function MealShapeCard({
  data,
  brand,
  shape,
}: {
  data: MealPageData;
  brand: CardBrand;
  shape: RecipeCardShape;
}) {
  const { meal, serving } = data;
  const split = energySplit(meal);
  const size = SIZES[shape];
  const energy = serving
    ? {
        calories: scaleMealToGrams(meal, serving.grams).calories,
        where: text.mealIn({ label: serving.label, grams: exactNumber(serving.grams) }),
      }
    : { calories: meal.calories, where: text.mealIn100g };
  return (
    <CardFrame brand={brand}>
      <RtlLine
        text={meal.name}
        style={{
          fontSize: meal.name.length <= SHORT_NAME ? size.name[0] : size.name[1],
          fontWeight: 800,
          lineHeight: 1.2,
          color: cardColors.ink,
          marginTop: size.nameTop,
        }}
      />
      <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 14 }}>
        <RtlLine
          text={kcal(energy.calories)}
          style={{ fontSize: size.energy, fontWeight: 800, color: cardColors.brandDark }}
        />
        <RtlLine
          text={energy.where}
          style={{ fontSize: size.line, fontWeight: 700, color: cardColors.brandDark }}
        />
        {serving ? (
          <RtlLine
            text={text.mealPer100g(kcal(meal.calories))}
            style={{ fontSize: size.line * 0.75, fontWeight: 700, color: cardColors.muted }}
          />
        ) : null}
      </div>
      {split ? <MacroSplitBar split={split} /> : null}
    </CardFrame>
  );
}
