import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bandAsPgm, pngToGrey } from "./png";

// Debian's Tesseract with its Arabic model (scripts/ensure-tesseract.sh installs both) reading
// a share card. Its Arabic model misses a 96 px title at full size, and which band, scale and
// page mode finds a given title varies, so a card is read a few ways and each reading kept.
// Tesseract writes Arabic in reading order (right to left as logical text), so a title drawn
// in the right order reads as its name and one drawn left to right reads with its words reversed.

const WAYS = [
  // [top, height, shrink, page segmentation mode]
  [100, 200, 2, "6"],
  [100, 200, 2, "11"],
  [60, 300, 3, "6"],
  [0, 630, 2, "3"],
] as const;

type Way = readonly [top: number, height: number, shrink: number, psm: string];

/**
 * The ways for a recipe's taller cards (1:1, 4:3), whose name is larger (up to 140 px) and may
 * wrap onto two lines: a deeper band, shrunk further.
 */
export const TALL_CARD_WAYS: readonly Way[] = [
  [100, 450, 4, "6"],
  [100, 450, 3, "4"],
  [100, 450, 5, "6"],
];

/** The spellings Tesseract confuses in this font folded together: alef forms, final ى/ي, ة/ه. */
export function foldArabic(text: string): string {
  return text
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/\s+/g, " ")
    .trim();
}

/** What Tesseract reads on the card, one folded text per way of reading it. */
export function cardReadings(png: Buffer, ways: readonly Way[] = WAYS): string[] {
  const image = pngToGrey(png);
  const dir = mkdtempSync(join(tmpdir(), "card-ocr-"));
  try {
    return ways.map(([top, height, shrink, psm], i) => {
      const file = join(dir, `band-${i}.pgm`);
      writeFileSync(file, bandAsPgm(image, top, height, shrink));
      const text = execFileSync("tesseract", [file, "stdout", "-l", "ara", "--psm", psm], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      return foldArabic(text);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
