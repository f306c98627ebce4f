import type { ReactNode } from "react";
import { CARD_FONT_FAMILY, type CardBrand } from "@/lib/share-card/card-format";
import { cardColors } from "./card-colors";
import { RtlLine } from "./RtlLine";

/** What every share card shares: the green band, the product's name, the site's host. */
export function CardFrame({ brand, children }: { brand: CardBrand; children: ReactNode }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        background: cardColors.paper,
        fontFamily: CARD_FONT_FAMILY,
        color: cardColors.ink,
        borderTop: `20px solid ${cardColors.brand}`,
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "row-reverse",
          justifyContent: "space-between",
          alignItems: "center",
          padding: "28px 64px 0",
        }}
      >
        <RtlLine
          text={brand.productName}
          style={{ fontSize: 52, fontWeight: 800, color: cardColors.brand }}
        />
        <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: cardColors.muted }}>
          {brand.host}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          alignItems: "flex-end",
          justifyContent: "space-between",
          flexGrow: 1,
          padding: "16px 64px 52px",
        }}
      >
        {children}
      </div>
    </div>
  );
}
