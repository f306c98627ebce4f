import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ReactElement } from "react";
import { ImageResponse } from "next/og";
import { CARD_FONT_NAMES, CARD_SIZE, type CardSize } from "./card-format";

// The share card as a PNG: next/og (Satori + resvg) with Tajawal from @fontsource/tajawal.
// Satori reads .woff, not .woff2. Every glyph a card draws must be in these files: for a
// missing one next/og would try to download a font, and nothing may be fetched at build.

const FONT_DIR = join(process.cwd(), "node_modules", "@fontsource", "tajawal", "files");
const WEIGHTS = [400, 700, 800] as const;

type CardFont = {
  name: string;
  data: Buffer;
  weight: (typeof WEIGHTS)[number];
  style: "normal";
};

let fonts: Promise<CardFont[]> | undefined;

function loadFonts(): Promise<CardFont[]> {
  fonts ??= Promise.all(
    WEIGHTS.flatMap((weight) =>
      (["arabic", "latin"] as const).map(async (subset) => ({
        name: CARD_FONT_NAMES[subset],
        data: await readFile(join(FONT_DIR, `tajawal-${subset}-${weight}-normal.woff`)),
        weight,
        style: "normal" as const,
      })),
    ),
  );
  return fonts;
}

/** The card drawn as a PNG response (1200×630 unless a size is given), with the headers given. */
export async function cardResponse(
  card: ReactElement,
  { headers, size = CARD_SIZE }: { headers?: Record<string, string>; size?: CardSize } = {},
): Promise<Response> {
  return new ImageResponse(card, {
    width: size.width,
    height: size.height,
    fonts: await loadFonts(),
    headers,
  });
}
