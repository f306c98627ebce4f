import { inflateSync } from "node:zlib";

// Just enough PNG for the share-card tests: the header's size, and the pixels as grey levels
// (8-bit RGB or RGBA, not interlaced: what next/og's resvg writes), so a band of a card can be
// handed to Tesseract as a PGM without an image library.

const SIGNATURE = "89504e470d0a1a0a";

/** Width and height from the IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(0, 8).toString("hex") !== SIGNATURE) throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel, row after row. */
  pixels: Uint8Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The PNG's pixels as grey levels (alpha over white). */
export function pngToGrey(png: Buffer): GreyImage {
  const { width, height } = pngSize(png);
  const bitDepth = png[24];
  const colourType = png[25];
  const interlace = png[28];
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  if (bitDepth !== 8 || channels === 0 || interlace !== 0) {
    throw new Error(`unsupported PNG (depth ${bitDepth}, colour type ${colourType})`);
  }
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    if (type === "IDAT") idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[y * stride + x - channels]! : 0;
      const b = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels]! : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new Error(`bad PNG filter ${filter}`);
      rows[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [rows[i * channels]!, rows[i * channels + 1]!, rows[i * channels + 2]!];
    const alpha = channels === 4 ? rows[i * channels + 3]! / 255 : 1;
    const grey = 0.299 * r + 0.587 * g + 0.114 * b;
    pixels[i] = Math.round(grey * alpha + 255 * (1 - alpha));
  }
  return { width, height, pixels };
}

/** Rows top…top+height of the image, shrunk by an integer factor (box average), as a PGM file. */
export function bandAsPgm(image: GreyImage, top: number, height: number, shrink = 1): Buffer {
  const w = Math.floor(image.width / shrink);
  const h = Math.floor(height / shrink);
  const out = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < shrink; dy++) {
        for (let dx = 0; dx < shrink; dx++) {
          sum += image.pixels[(top + y * shrink + dy) * image.width + x * shrink + dx]!;
        }
      }
      out[y * w + x] = Math.round(sum / (shrink * shrink));
    }
  }
  return Buffer.concat([Buffer.from(`P5 ${w} ${h} 255\n`, "latin1"), out]);
}
