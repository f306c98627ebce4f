import type { CSSProperties } from "react";
import { drawnWords } from "@/lib/share-card/rtl-words";

/**
 * A line of Arabic for a share card, drawn right to left: Satori ignores `direction: rtl`, so
 * each word is its own box in a `row-reverse` flex (wrapping onto more lines from the right),
 * and each word's pieces (letters, numbers, punctuation) another; Arabic letters come already in
 * their joined forms, in drawing order. See lib/share-card/rtl-words.ts.
 */
export function RtlLine({ text, style }: { text: string; style?: CSSProperties }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "row-reverse",
        flexWrap: "wrap",
        columnGap: "0.28em",
        ...style,
      }}
    >
      {drawnWords(text).map((word, i) => (
        <div key={i} style={{ display: "flex", flexDirection: "row-reverse" }}>
          {word.pieces.map((piece, j) => (
            <span key={j}>{piece}</span>
          ))}
        </div>
      ))}
    </div>
  );
}
