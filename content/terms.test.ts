// One term per thing, as a Libyan says it: «شاهي» (never «شاي»), «مكرونة» (never «معكرونة»),
// «رز» (never «أرز»), «صحن» for a plate of food (never «طبق» as a serving), and the quiz never
// called «اختبار», the word of the health-test site «اختبر صحتك». Names people search by
// (aliases) and the words the meal-text parser reads are exempt: they are what people type.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { mealEntries } from "./meals";
import { quizText, quizStatements } from "./quiz";
import { homeText } from "./home";
import { blogText } from "./blog";

/** Files whose strings are words people type, not words the site writes. */
const TYPED_WORDS = [
  "household-units.ts",
  "meal-text-words.ts",
  "bare-word-defaults.ts",
  "lacked-phrases.ts",
];

function* strings(value: unknown, key = ""): Generator<[string, string]> {
  if (key.endsWith("aliases")) return;
  if (typeof value === "string") yield [key, value];
  else if (Array.isArray(value)) for (const v of value) yield* strings(v, key);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${key}.${k}`);
  }
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    if (!name.endsWith(".ts") || name.endsWith(".test.ts") || TYPED_WORDS.includes(name)) return [];
    return [file];
  });
}

const WRONG = [
  { term: "شاهي", wrong: /(^|[\s«(،/])(ال|بال|و)?شاي(?!ه)/ },
  { term: "مكرونة", wrong: /معكرونة/ },
  { term: "رز", wrong: /(^|[\s«(،/])(ال|بال|و)?أرز/ },
];

describe("one term per thing", () => {
  it("writes «شاهي», «مكرونة» and «رز» everywhere the site writes them", () => {
    const found: string[] = [];
    for (const file of files(__dirname)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      for (const [key, text] of strings(require(file) as unknown)) {
        for (const { term, wrong } of WRONG) {
          if (wrong.test(text)) found.push(`${path.basename(file)}${key}: «${term}» → ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("serves a plate of food as «صحن», never «طبق»", () => {
    const labels = mealEntries.filter((e) => "serving" in e && e.serving.label.startsWith("طبق"));
    expect(labels.map((e) => e.name)).toEqual([]);
  });

  it("names the quiz apart from «اختبر صحتك», and speaks to women and men alike", () => {
    const quizTexts = [
      ...strings(quizText),
      ...strings(quizStatements),
      ...strings(homeText),
      ...strings(blogText),
    ]
      .map(([, text]) => text)
      .filter((text) => text !== "اختبر صحتك");
    expect(quizTexts.filter((text) => /اختبار|الاختبار/.test(text))).toEqual([]);
    expect(quizStatements.filter((s) => /مستعد|مقتنع|قادر/.test(s))).toEqual([]);
    expect(quizText.title).not.toMatch(/مستعد/);
  });
});
