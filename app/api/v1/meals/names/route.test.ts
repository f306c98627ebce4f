// GET /api/v1/meals/names: what «ماذا أكلت؟» loads in the browser. The parser over it must read
// every phrase of the labelled set exactly as POST /api/v1/meals/parse reads it over the whole
// database: one parser, the same answer on the device and on the server.

import { getMealCatalog } from "@/lib/meals/catalog";
import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser, parseMealNames } from "@/lib/meals/meal-text/parse-meal-text";
import { CACHE_CONTROL } from "@/lib/meals/search";
import { labelledPhrases } from "@/test/meal-text/labelled-phrases";
import { GET } from "./route";

describe("GET /api/v1/meals/names", () => {
  it("lists every meal of the database, each well formed, cacheable", async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(CACHE_CONTROL.embedded);
    const body: unknown = await response.json();
    const names = parseMealNames(body);
    expect(names).toHaveLength((body as unknown[]).length);
    expect(names.map((m) => m.name)).toEqual(getMealCatalog().map((m) => m.name));
    for (const meal of names) expect(meal.servings.length).toBeGreaterThan(0);
  });

  it("lets the browser's parser read every labelled phrase as the server's does", async () => {
    const names = parseMealNames(await GET().json());
    const browser = createMealTextParser(names, { defaults: bareWordDefaultsByWord });
    const server = embeddedMealTextParser();
    const read = (parser: typeof browser | typeof server, text: string) => {
      const { items, unmatched, notEaten, water } = parser.parse(text);
      return {
        items: items.map((i) => [
          i.text,
          i.meal.name,
          i.weighing.grams,
          i.amount.count,
          i.amount.unit,
        ]),
        unmatched,
        notEaten,
        water,
      };
    };
    for (const { text } of labelledPhrases) expect(read(browser, text)).toEqual(read(server, text));
  });
});
