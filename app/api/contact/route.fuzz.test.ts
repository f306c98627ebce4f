/**
 * Robustness of the contact route against a real SQLite file: 1,200 random bodies (never a 5xx,
 * nothing stored from an invalid one, every valid one stored exactly) and 500 valid messages
 * posted at once (exactly 500 rows). The figures are printed for the closing note.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

type RouteModule = typeof import("./route");

const ENDPOINT = "http://127.0.0.1:3000/api/contact";
const SEED = 20261121;
let route: RouteModule;
let dataDir: string;
let db: Database.Database;
let addressCounter = 0;

// The production limit (5 a minute per address) stays on; every request has its own address,
// as 1,700 different visitors would.
function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
const rnd = seeded(SEED);

// Odd but legitimate Unicode for the inside of texts: Arabic with tashkeel, Persian, emoji
// (also joined sequences), direction marks, zero-width joiners, CJK, astral math letters, NUL.
const oddPieces = [
  "سلام",
  "مرحبًا",
  "ميزانُ",
  "گچپژ",
  "😀",
  "👩‍👩‍👧",
  "🇱🇾",
  "\u200f",
  "\u200e",
  "\u200d",
  "\u061c",
  "漢字",
  "𝐀𝐁",
  "e\u0301",
  "\u0000",
  "\u2028",
  '"',
  "\\",
  "<script>",
  "' OR 1=1 --",
  "\t",
  "\n",
  "،",
  "؟",
  " ",
];
const arabicLetters = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي";

/** A text that starts and ends with an Arabic letter (so trimming leaves it unchanged). */
function oddText(maxPieces: number): string {
  let text = rnd.pick([...arabicLetters]);
  const count = rnd.int(0, maxPieces);
  for (let i = 0; i < count; i++) text += rnd.pick(oddPieces);
  return text + rnd.pick([...arabicLetters]);
}

const arabicIndic = "٠١٢٣٤٥٦٧٨٩";
const persian = "۰۱۲۳۴۵۶۷۸۹";

/** A valid phone written in mixed digit systems with separators, and its normal form. */
function oddPhone(): { written: string; normal: string } {
  const plus = rnd.next() < 0.4;
  const digits = Array.from({ length: rnd.int(7, 15) }, () => String(rnd.int(0, 9))).join("");
  let written = plus ? "+" : "";
  for (const d of digits) {
    const system = rnd.int(0, 2);
    written += system === 0 ? d : system === 1 ? arabicIndic[Number(d)] : persian[Number(d)];
    if (rnd.next() < 0.2) written += rnd.pick([" ", "-", "\u200f", "\u00a0"]);
  }
  return { written: ` ${written} `, normal: (plus ? "+" : "") + digits };
}

/** A random JSON value that is never a string (for wrong-type fields). */
function nonString(depth = 0): unknown {
  switch (rnd.int(0, depth > 3 ? 3 : 6)) {
    case 0:
      return rnd.int(-1e9, 1e9);
    case 1:
      return rnd.next() < 0.5;
    case 2:
      return null;
    case 3:
      return rnd.pick([0, -0, 1.5, 1e308, -1e-308]);
    case 4:
      return Array.from({ length: rnd.int(0, 4) }, () => nonString(depth + 1));
    case 5:
      return { name: "سالم", nested: nonString(depth + 1) };
    default:
      return { [rnd.pick(["__proto__", "constructor", "toString", "data"])]: nonString(depth + 1) };
  }
}

type Case = {
  kind: string;
  body: BodyInit;
  contentType?: string;
  valid?: { marker: string; expected: Record<string, string | null> };
};

function validCase(i: number): Case {
  const phone = oddPhone();
  const marker = `fuzz-${i}`;
  const name = oddText(8);
  const message = `${oddText(40)} ${marker}`;
  const email = rnd.next() < 0.5 ? `user${i}@example.ly` : rnd.pick(["", "  ", null]);
  return {
    kind: "valid odd Unicode",
    body: JSON.stringify({
      data: { name: ` ${name}\n`, email, phone: phone.written, message },
      website: "",
    }),
    valid: {
      marker,
      // What the schema promises to store: control characters dropped, a name on one line.
      expected: {
        name: name
          .replace(/\u0000/g, "")
          .replace(/\s+/g, " ")
          .trim(),
        email: typeof email === "string" && email.trim() ? email : null,
        phone: phone.normal,
        message: message.replace(/\u0000/g, ""),
      },
    },
  };
}

function invalidCase(): Case {
  const base = { name: "سالم", email: "", phone: "0912345678", message: "مرحبا" };
  const field = rnd.pick(["name", "phone", "message", "email"] as const);
  switch (rnd.int(0, 11)) {
    case 0: {
      // Broken JSON: a valid body cut short, or with a raw control character (never valid JSON).
      const text = JSON.stringify({ data: base });
      const cut = rnd.int(0, text.length - 1);
      return {
        kind: "broken JSON",
        body:
          rnd.next() < 0.5 ? text.slice(0, cut) : `${text.slice(0, cut)}\u0001${text.slice(cut)}`,
      };
    }
    case 1:
      return {
        kind: "broken JSON",
        body: rnd.pick([
          "",
          "{",
          "[",
          "nul",
          "{'data':{}}",
          '{"data":{"name":"سالم",}}',
          "undefined",
          "NaN",
          "\u0000",
        ]),
      };
    case 2:
      // Wrong type for a required field (email: any non-string but null is wrong too).
      return {
        kind: "wrong type",
        body: JSON.stringify({
          data: { ...base, [field]: field === "email" ? rnd.pick([1, true, [], {}]) : nonString() },
        }),
      };
    case 3:
      return {
        kind: "data not an object",
        body: JSON.stringify({ data: rnd.pick([null, [], [base], "سالم", 42, true]) }),
      };
    case 4:
      return {
        kind: "top level not an object",
        body: JSON.stringify(rnd.pick([null, [], [{ data: base }], "data", 0, false])),
      };
    case 5: {
      // Over-long texts: 400 below 16 KB, 413 above.
      const huge = rnd.pick(["ن", "😀", "a", "\u0301"]).repeat(rnd.int(2001, 20000));
      return {
        kind: "huge string",
        body: JSON.stringify({
          data: {
            ...base,
            message: huge,
            name: rnd.next() < 0.5 ? huge.slice(0, 101 * 2) : base.name,
          },
        }),
      };
    }
    case 6:
      return {
        kind: "name too long",
        body: JSON.stringify({ data: { ...base, name: "ن".repeat(rnd.int(101, 500)) } }),
      };
    case 7:
      return {
        kind: "bad phone",
        body: JSON.stringify({
          data: {
            ...base,
            phone: rnd.pick([
              "abc",
              "09x1234567",
              "123",
              "1".repeat(16),
              "++2189123456",
              "٠٩١",
              "+",
              "091#234567",
              "𝟎𝟗𝟏𝟐𝟑𝟒𝟓𝟔𝟕",
            ]),
          },
        }),
      };
    case 8:
      return {
        kind: "empty required field",
        body: JSON.stringify({
          data: {
            ...base,
            [field === "email" ? "name" : field]: rnd.pick(["", "   ", "\n\t", "\u00a0"]),
          },
        }),
      };
    case 9:
      return {
        kind: "wrong content type",
        body: JSON.stringify({ data: base }),
        contentType: rnd.pick([
          "text/plain",
          "application/x-www-form-urlencoded",
          "",
          "application/jsonp",
        ]),
      };
    case 10: {
      // Deeply nested arrays (still under 16 KB).
      const depth = rnd.int(100, 5000);
      return { kind: "deep nesting", body: `{"data":${"[".repeat(depth)}${"]".repeat(depth)}}` };
    }
    default:
      return {
        kind: "bad email",
        body: JSON.stringify({
          data: {
            ...base,
            email: rnd.pick(["x", "a@", "@b.ly", "a b@c.ly", "سالم@", `${"a".repeat(250)}@b.ly`]),
          },
        }),
      };
  }
}

function send(c: Case): Promise<Response> {
  const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
  if (c.contentType !== "") headers["content-type"] = c.contentType ?? "application/json";
  return route.POST(new Request(ENDPOINT, { method: "POST", headers, body: c.body }));
}

const rowCount = () => db.prepare("SELECT COUNT(*) FROM messages").pluck().get() as number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-fuzz-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.BACKEND_URL;
  delete process.env.CONTACT_RATE_LIMIT;
  route = await import("./route");
  const warmUp = await route.POST(
    new Request(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ data: { name: "تهيئة", phone: "0912345678", message: "أول رسالة" } }),
    }),
  );
  expect(warmUp.status).toBe(200);
  db = new Database(path.join(dataDir, "messages.sqlite"), { readonly: true });
});

afterAll(() => {
  db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/contact under random and concurrent input", () => {
  it("never answers 5xx to 1,200 random bodies and stores exactly the valid ones", async () => {
    const cases: Case[] = [];
    for (let i = 0; i < 1200; i++) {
      const roll = rnd.next();
      if (roll < 0.2) cases.push(validCase(i));
      else if (roll < 0.25) {
        const c = validCase(i);
        // A filled honeypot: answered as a success, never stored.
        const body = JSON.parse(c.body as string);
        cases.push({ kind: "honeypot", body: JSON.stringify({ ...body, website: "spam" }) });
      } else cases.push(invalidCase());
    }

    const before = rowCount();
    const started = performance.now();
    const statuses = new Map<string, Map<number, number>>();
    for (const c of cases) {
      const response = await send(c);
      const body = await response.json();
      const perKind = statuses.get(c.kind) ?? new Map<number, number>();
      perKind.set(response.status, (perKind.get(response.status) ?? 0) + 1);
      statuses.set(c.kind, perKind);

      expect(response.status).toBeLessThan(500);
      expect(typeof body.success).toBe("boolean");
      if (c.valid || c.kind === "honeypot") {
        expect({ kind: c.kind, status: response.status }).toEqual({ kind: c.kind, status: 200 });
      } else {
        expect([400, 413, 415]).toContain(response.status);
        expect(body.success).toBe(false);
      }
    }
    const elapsed = performance.now() - started;

    const validCases = cases.filter((c) => c.valid);
    expect(rowCount() - before).toBe(validCases.length);
    // Matched in JavaScript, not with LIKE: the comparison must see every stored character.
    const stored = (
      db.prepare("SELECT name, email, phone, message FROM messages").all() as Record<
        string,
        string | null
      >[]
    ).filter((row) => /fuzz-\d+$/.test(row.message!));
    expect(stored).toHaveLength(validCases.length);
    const byMarker = new Map(stored.map((row) => [row.message!.split(" ").pop()!, row]));
    for (const c of validCases) expect(byMarker.get(c.valid!.marker)).toEqual(c.valid!.expected);

    const summary = [...statuses].map(
      ([kind, m]) => `${kind}: ${[...m].map(([s, n]) => `${n}×${s}`).join(" ")}`,
    );
    console.log(
      `fuzz (seed ${SEED}): ${cases.length} bodies in ${elapsed.toFixed(0)} ms, 0 answers ≥ 500; ` +
        `${validCases.length} valid stored exactly, ${cases.length - validCases.length} others stored nothing\n  ` +
        summary.join("\n  "),
    );
  });

  it("stores 500 valid messages posted at once as exactly 500 rows", async () => {
    const before = rowCount();
    const run = `concurrency-${Date.now()}`;
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        send({
          kind: "concurrent",
          body: JSON.stringify({
            data: {
              name: `زائر ${i}`,
              email: "",
              phone: `09100${String(i).padStart(5, "0")}`,
              message: `${run} #${i}`,
            },
          }),
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(500);

    expect(rowCount() - before).toBe(500);
    const rows = db
      .prepare("SELECT message FROM messages WHERE message LIKE ?")
      .pluck()
      .all(`${run} #%`) as string[];
    expect(rows).toHaveLength(500);
    expect(new Set(rows).size).toBe(500);
    for (let i = 0; i < 500; i++) expect(rows).toContain(`${run} #${i}`);
    console.log(
      `concurrency: 500 valid messages posted in parallel → 500×200, ${rows.length} rows, ` +
        `${new Set(rows).size} distinct, in ${elapsed.toFixed(0)} ms`,
    );
  });
});
