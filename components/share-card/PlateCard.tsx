import { shareCardText as text } from "@/content/share-cards";
import { countedNouns } from "@/content/counted-nouns";
import { counted, countedText } from "@/lib/format/counted";
import { exactNumber, formatNumber } from "@/lib/format/number";
import { energySplit } from "@/lib/nutrition/energy-split";
import type { CardBrand } from "@/lib/share-card/card-format";
import { PLATE_CARD_ROWS, type PlateCardData } from "@/lib/share-card/plate-card";
import { cardColors } from "./card-colors";
import { CardFrame } from "./CardFrame";
import { MacroSplitBar } from "./MacroSplitBar";
import { RtlLine } from "./RtlLine";

/** A shared plate's card: its meals with their grams (the first few), the total, the split. */
export function PlateCard({ plate, brand }: { plate: PlateCardData; brand: CardBrand }) {
  const { items, totals } = plate;
  const shown = items.slice(0, PLATE_CARD_ROWS);
  const more = items.length - shown.length;
  const split = energySplit(totals);
  return (
    <CardFrame brand={brand}>
      <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 24 }}>
        <RtlLine
          text={[
            ...shown.map(({ meal, grams }) =>
              text.plateItem({ name: meal.name, grams: exactNumber(grams) }),
            ),
            ...(more > 0 ? [text.plateMore(counted(more, countedNouns.meal))] : []),
          ].join("، ")}
          style={{ fontSize: 40, fontWeight: 700, lineHeight: 1.4, color: cardColors.ink }}
        />
        <RtlLine
          text={text.plateTotal({
            calories: countedText(formatNumber(totals.calories, 0), countedNouns.kcal),
            grams: formatNumber(totals.grams, 0),
          })}
          style={{ fontSize: 54, fontWeight: 800, color: cardColors.brandDark }}
        />
      </div>
      {split ? <MacroSplitBar split={split} /> : null}
    </CardFrame>
  );
}
