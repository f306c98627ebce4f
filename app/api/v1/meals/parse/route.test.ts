// POST /api/v1/meals/parse as Next.js calls it: the exported handlers with real Request
// objects, over the real embedded meal database. The answer is exactly
// { items: [{ text, meal, grams, count, unit }], unmatched, notEaten, water }, each meal as the meal API gives it;
// bad input is the house's JSON error with a 4xx status, never a 500.

import { GET as getByName } from "../name/[name]/route";
import { DELETE, GET, OPTIONS, PATCH, POST, PUT } from "./route";

const ENDPOINT = "http://localhost/api/v1/meals/parse";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return POST(
    new Request(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    }),
  );
}

const postText = (text: unknown) => post(JSON.stringify({ text }));

async function mealFromNameApi(name: string) {
  const url = `http://localhost/api/v1/meals/name/${encodeURIComponent(name)}`;
  const response = await getByName(new Request(url), { params: Promise.resolve({ name }) });
  const meals = (await response.json()) as { name: string }[];
  return meals.find((m) => m.name === name);
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as { success: boolean; code: string; error: string };
  expect(body).toMatchObject({ success: false, code });
  expect(body.error).toMatch(/[\u0600-\u06FF]/);
}

describe("POST /api/v1/meals/parse", () => {
  it("reads the issue's sentence into items with grams, in exactly the documented shape", async () => {
    const response = await postText("صحنين كسكسي ونص رغيف وكاس شاهي");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as {
      items: Record<string, unknown>[];
      unmatched: string[];
      notEaten: string[];
      water: string[];
    };
    expect(Object.keys(body).sort()).toEqual(["items", "notEaten", "unmatched", "water"]);
    expect(body.unmatched).toEqual([]);
    expect(body.notEaten).toEqual([]);
    expect(body.water).toEqual([]);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual([
        "count",
        "grams",
        "meal",
        "reading",
        "text",
        "unit",
      ]);
    }
    expect(
      body.items.map((i) => [i.text, (i.meal as { name: string }).name, i.grams, i.count, i.unit]),
    ).toEqual([
      ["صحنين كسكسي", "كسكسي باللحم والخضار", 1132, 2, "plate"],
      ["نص رغيف", "خبز عربي", 30, 0.5, "loaf"],
      ["كاس شاهي", "شاهي ليبي", 115, 1, "glass"],
    ]);
    // How each amount was understood: its words as typed, its grams, where they come from.
    expect(body.items.map((i) => i.reading)).toEqual([
      { how: "said", words: "صحنين", grams: 1132, source: "recipe" },
      { how: "said", words: "نص رغيف", grams: 30, source: "usda" },
      { how: "said", words: "كاس", grams: 115, source: "recipe" },
    ]);
  });

  it("gives each meal exactly as /api/v1/meals/name/… does, servings included", async () => {
    const body = (await (await postText("طبق شربة وتفاحة")).json()) as {
      items: { meal: { name: string; servings?: unknown[] } }[];
    };
    for (const { meal } of body.items) {
      expect(meal).toEqual(await mealFromNameApi(meal.name));
      expect(meal.servings?.length).toBeGreaterThan(0);
    }
  });

  it("says «serving» when no unit was said, and weighs a unit the data lacks as the portion eaten", async () => {
    const body = (await (await postText("بازين وعلبة رز")).json()) as {
      items: {
        grams: number | null;
        count: number;
        unit: string;
        meal: { servings: { grams: number }[] };
      }[];
    };
    // The portion eaten when no amount is said: a plate of rice, as «رز» alone is.
    const alone = (await (await postText("رز")).json()) as { items: { grams: number }[] };
    const rice = alone.items[0]?.grams;
    expect(rice).toBeGreaterThan(0);
    expect(body.items.map((i) => [i.grams, i.count, i.unit])).toEqual([
      [665, 1, "serving"],
      [rice, 1, "can"],
    ]);
  });

  it("returns the words it did not understand, and no item for a greeting or a number alone", async () => {
    expect(await (await postText("السلام عليكم")).json()).toEqual({
      items: [],
      unmatched: ["السلام عليكم"],
      notEaten: [],
      water: [],
    });
    const none = { items: [], notEaten: [], water: [] };
    expect(await (await postText("5")).json()).toEqual({ ...none, unmatched: ["5"] });
    expect(await (await postText("")).json()).toEqual({ ...none, unmatched: [] });
  });

  it("returns a food said not eaten as understood and not counted, not as words not understood", async () => {
    const body = (await (await postText("رز ودجاج، السلطة ما كليتهاش")).json()) as {
      items: { meal: { name: string } }[];
      unmatched: string[];
      notEaten: string[];
    };
    expect(body.items.map((i) => i.meal.name)).toEqual(["رز أبيض مطبوخ", "دجاج مسلوق"]);
    expect(body.notEaten).toEqual(["السلطة ما كليتهاش"]);
    expect(body.unmatched).toEqual([]);
  });

  it("returns water and its amount as understood and not counted, never as a food or words not understood", async () => {
    const body = (await (await postText("كعكة ونص لتر ماء، وكاسين مية")).json()) as {
      items: { meal: { name: string }; text: string }[];
      unmatched: string[];
      water: string[];
    };
    expect(body.items.map((i) => i.text)).toEqual(["كعكة"]);
    expect(body.water).toEqual(["نص لتر ماء", "كاسين مية"]);
    expect(body.unmatched).toEqual([]);
  });

  it("accepts 500 characters and refuses 501 with 400 meal_text_too_long", async () => {
    const ok = await postText(`${"كسكسي ".repeat(83)}كس`);
    expect(ok.status).toBe(200);
    await expectError(await postText("ك".repeat(501)), 400, "meal_text_too_long");
    // Characters as seen, not UTF-16 units: 500 emoji are 1,000 units but 500 characters.
    expect((await postText("😀".repeat(500))).status).toBe(200);
  });

  it.each<[string, unknown]>([
    ["a number", 42],
    ["null", null],
    ["an array", ["كسكسي"]],
    ["an object", { text: "كسكسي" }],
    ["a boolean", true],
  ])("refuses text that is %s with 400 meal_text_invalid", async (_what, text) => {
    await expectError(await postText(text), 400, "meal_text_invalid");
  });

  it("refuses a body without text, or that is not an object", async () => {
    await expectError(await post(JSON.stringify({ name: "كسكسي" })), 400, "meal_text_invalid");
    await expectError(await post(JSON.stringify(["كسكسي"])), 400, "meal_text_invalid");
    await expectError(await post(JSON.stringify("كسكسي")), 400, "meal_text_invalid");
  });

  it("refuses a body that is not JSON, the wrong content type, and a body too big", async () => {
    await expectError(await post("{text: كسكسي"), 400, "invalid_json");
    await expectError(await post(""), 400, "invalid_json");
    await expectError(
      await post(JSON.stringify({ text: "كسكسي" }), { "content-type": "text/plain" }),
      415,
      "unsupported_media_type",
    );
    await expectError(
      await post(JSON.stringify({ text: "ك".repeat(20_000) })),
      413,
      "payload_too_large",
    );
  });

  it("answers every other method with 405 and Allow: POST", async () => {
    for (const handler of [GET, PUT, PATCH, DELETE, OPTIONS]) {
      const response = handler();
      await expectError(response, 405, "method_not_allowed");
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("parses against the embedded database in backend mode (MEALS_API_URL) too", async () => {
    process.env.MEALS_API_URL = "http://127.0.0.1:9";
    try {
      const body = (await (await postText("صحن بازين")).json()) as {
        items: { meal: { name: string; page?: string }; grams: number }[];
      };
      expect(body.items.map((i) => [i.meal.name, i.grams, i.meal.page])).toEqual([
        ["بازين", 665, "/calculator/bazeen"],
      ]);
    } finally {
      delete process.env.MEALS_API_URL;
    }
  });
});
