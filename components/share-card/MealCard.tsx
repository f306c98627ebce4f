import { shareCardText as text } from "@/content/share-cards";
import { countedNouns } from "@/content/counted-nouns";
import { countedText } from "@/lib/format/counted";
import { exactNumber, formatNumber } from "@/lib/format/number";
import type { MealPageData } from "@/lib/meals/pages";
import { energySplit } from "@/lib/nutrition/energy-split";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import type { CardBrand } from "@/lib/share-card/card-format";
import { cardColors } from "./card-colors";
import { CardFrame } from "./CardFrame";
import { MacroSplitBar } from "./MacroSplitBar";
import { RtlLine } from "./RtlLine";

const kcal = (value: number) => countedText(formatNumber(value, 0), countedNouns.kcal);

// Names up to this many characters fit one line at the large size.
const SHORT_NAME = 22;

/** A meal page's card: the name, energy per typical serving and per 100 g, the energy split. */
export function MealCard({ data, brand }: { data: MealPageData; brand: CardBrand }) {
  const { meal, serving } = data;
  const split = energySplit(meal);
  return (
    <CardFrame brand={brand}>
      <RtlLine
        text={meal.name}
        style={{
          fontSize: meal.name.length <= SHORT_NAME ? 96 : 70,
          fontWeight: 800,
          lineHeight: 1.15,
          color: cardColors.ink,
        }}
      />
      <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 8 }}>
        {serving ? (
          <RtlLine
            text={text.mealServing({
              calories: kcal(scaleMealToGrams(meal, serving.grams).calories),
              label: serving.label,
              grams: exactNumber(serving.grams),
            })}
            style={{ fontSize: 50, fontWeight: 800, color: cardColors.brandDark }}
          />
        ) : null}
        <RtlLine
          text={text.mealPer100g(kcal(meal.calories))}
          style={{ fontSize: serving ? 36 : 50, fontWeight: 700, color: cardColors.muted }}
        />
      </div>
      {split ? <MacroSplitBar split={split} /> : null}
    </CardFrame>
  );
}
