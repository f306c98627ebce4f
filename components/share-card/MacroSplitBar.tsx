import { shareCardText as text } from "@/content/share-cards";
import { formatNumber } from "@/lib/format/number";
import { MACROS, type EnergySplit } from "@/lib/nutrition/energy-split";
import { macroColors } from "./card-colors";
import { RtlLine } from "./RtlLine";

const percent = (value: number) =>
  value > 0 && value < 0.5 ? "<1%" : text.percent(formatNumber(value, 0));

/** The energy split as the site's bar (protein, fat, carbohydrates from the right) and its key. */
export function MacroSplitBar({ split }: { split: EnergySplit }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", width: "100%" }}>
      <div
        style={{
          display: "flex",
          flexDirection: "row-reverse",
          height: 30,
          borderRadius: 15,
          overflow: "hidden",
          background: "#f1f5f9",
        }}
      >
        {MACROS.filter((m) => split[m] > 0).map((m) => (
          <div key={m} style={{ width: `${split[m]}%`, background: macroColors[m] }} />
        ))}
      </div>
      <div style={{ display: "flex", flexDirection: "row-reverse", gap: 48, marginTop: 18 }}>
        {MACROS.map((m) => (
          <div
            key={m}
            style={{ display: "flex", flexDirection: "row-reverse", alignItems: "center", gap: 12 }}
          >
            <div style={{ width: 24, height: 24, borderRadius: 5, background: macroColors[m] }} />
            <RtlLine
              text={`${text.macros[m]} ${percent(split[m])}`}
              style={{ fontSize: 34, fontWeight: 700 }}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
