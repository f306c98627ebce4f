import type { PageCardText } from "@/content/share-cards";
import type { CardBrand } from "@/lib/share-card/card-format";
import { cardColors } from "./card-colors";
import { CardFrame } from "./CardFrame";
import { RtlLine } from "./RtlLine";

/** A declared page's card: its heading large, a line under it. */
export function PageCard({ text, brand }: { text: PageCardText; brand: CardBrand }) {
  return (
    <CardFrame brand={brand}>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          alignItems: "flex-end",
          gap: 28,
          marginTop: 40,
        }}
      >
        <RtlLine
          text={text.heading}
          style={{
            fontSize: text.heading.length <= 30 ? 84 : 68,
            fontWeight: 800,
            lineHeight: 1.2,
          }}
        />
        <RtlLine
          text={text.line}
          style={{ fontSize: 40, fontWeight: 700, lineHeight: 1.35, color: cardColors.brandDark }}
        />
      </div>
      <div
        style={{
          display: "flex",
          width: "100%",
          height: 14,
          borderRadius: 7,
          background: cardColors.brand,
        }}
      />
    </CardFrame>
  );
}
