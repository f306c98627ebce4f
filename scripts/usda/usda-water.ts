// Water (g per 100 g) of the USDA rows the meal database uses, for content/meals/usda-water.json.
// foods.csv (../shared) carries no water column, so it is read from the same USDA inputs
// foods.csv was built from: SR28's ABBREV.txt (field 3, Water_(g)) and FNDDS 2021-2023's
// "Nutrient Values" workbook ("Water (g)"). Used only to hold the recipes' water against
// analysed dishes (issue 19); the site shows no water value. Build-time only.
import { inflateRawSync } from "node:zlib";
import type { UsdaId } from "../../content/meals/types";

/** SR28: ids "sr28:<NDB>" → water, from ABBREV.txt ('^'-separated, text in '~'). */
export function sr28Water(abbrev: string, ids: ReadonlySet<UsdaId>): Map<UsdaId, number> {
  const out = new Map<UsdaId, number>();
  for (const line of abbrev.split(/\r?\n/)) {
    const fields = line.split("^");
    if (fields.length < 3) continue;
    const id = `sr28:${fields[0]!.replace(/~/g, "")}` as UsdaId;
    if (ids.has(id) && fields[2] !== "") out.set(id, Number(fields[2]));
  }
  return out;
}

/** One stored file of a .xlsx (a zip), by name; only the two methods Excel writes. */
function zipEntry(zip: Buffer, name: string): Buffer {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("not a zip file");
  let at = zip.readUInt32LE(eocd + 16);
  const count = zip.readUInt16LE(eocd + 10);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString("utf8", at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 0 ? data : inflateRawSync(data);
    }
    at += 46 + skip;
  }
  throw new Error(`${name} is not in the workbook`);
}

function xmlText(s: string): string {
  return s
    .replace(/&#10;/g, "\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** FNDDS: ids "fndds:<food code>" → water, from the Nutrient Values workbook's first sheet. */
export function fnddsWater(xlsx: Buffer, ids: ReadonlySet<UsdaId>): Map<UsdaId, number> {
  const strings = [
    ...zipEntry(xlsx, "xl/sharedStrings.xml")
      .toString("utf8")
      .matchAll(/<si>(.*?)<\/si>/gs),
  ].map(([, si]) => xmlText([...si!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map(([, t]) => t).join("")));
  const sheet = zipEntry(xlsx, "xl/worksheets/sheet1.xml").toString("utf8");
  let codeColumn: string | undefined;
  let waterColumn: string | undefined;
  const out = new Map<UsdaId, number>();
  for (const [, row] of sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)) {
    const cells = new Map<string, string>();
    for (const [, column, attributes, value] of row!.matchAll(
      /<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>(?:<f>.*?<\/f>)?<v>(.*?)<\/v><\/c>)/gs,
    )) {
      if (value === undefined) continue;
      cells.set(column!, / t="s"/.test(attributes!) ? strings[Number(value)]! : value);
    }
    if (codeColumn === undefined || waterColumn === undefined) {
      for (const [column, text] of cells) {
        if (text === "Food code") codeColumn = column;
        if (text.replace(/\s+/g, " ") === "Water (g)") waterColumn = column;
      }
      continue;
    }
    const code = cells.get(codeColumn);
    const water = cells.get(waterColumn);
    const id = `fndds:${code}` as UsdaId;
    if (code && water !== undefined && ids.has(id)) out.set(id, Number(water));
  }
  return out;
}
