import { formerMealNames } from "@/content/meals/former-names";
import { getMealByName } from "@/lib/meals/catalog";
import {
  arrivingPlate,
  decodePlateParams,
  encodePlateParams,
  parseStoredPlate,
  serializePlate,
} from "./plate-link";

describe("plate in the URL", () => {
  it("round-trips names with spaces and punctuation", () => {
    const entries = [
      { name: "بازين بالصلصة الحمراء", grams: 250 },
      { name: "شاي (أخضر)، محلى", grams: 12.5 },
    ];
    const params = new URLSearchParams("meal=بازين&q=2");
    encodePlateParams(params, entries);
    const url = `?${params.toString()}`;
    const back = decodePlateParams(new URLSearchParams(url));
    expect(back).toEqual({ entries, invalid: [], overflow: 0 });
    // the calculator's own parameters are left alone
    expect(new URLSearchParams(url).get("meal")).toBe("بازين");
  });

  it("is null when the URL names no plate", () => {
    expect(decodePlateParams(new URLSearchParams("meal=x"))).toBeNull();
  });

  it("reports bad entries and duplicates instead of throwing", () => {
    const params = new URLSearchParams();
    for (const p of [
      "250:بازين",
      "abc",
      "0:شاي",
      "3000:خبز",
      "100:",
      ":حمص",
      "100:بازين",
      "١٠٠:تمر",
    ]) {
      params.append("p", p);
    }
    expect(decodePlateParams(params)).toEqual({
      entries: [
        { name: "بازين", grams: 250 },
        { name: "تمر", grams: 100 },
      ],
      invalid: ["abc", "0:شاي", "3000:خبز", "100:", ":حمص", "100:بازين"],
      overflow: 0,
    });
  });

  it("keeps 20 meals and counts the rest", () => {
    const params = new URLSearchParams();
    for (let i = 0; i < 23; i++) params.append("p", `100:meal ${i}`);
    const decoded = decodePlateParams(params)!;
    expect(decoded.entries).toHaveLength(20);
    expect(decoded.overflow).toBe(3);
  });

  it("rejects an overlong name", () => {
    const params = new URLSearchParams([["p", `100:${"x".repeat(101)}`]]);
    expect(decodePlateParams(params)!.entries).toEqual([]);
  });

  it("counts a name's characters as the meal API does, not its UTF-16 units", () => {
    const params = new URLSearchParams([["p", `100:${"🍲".repeat(100)}`]]);
    expect(decodePlateParams(params)!.entries).toEqual([{ name: "🍲".repeat(100), grams: 100 }]);
  });
});

describe("plate in localStorage", () => {
  it("round-trips", () => {
    const entries = [{ name: "بازين", grams: 250 }];
    expect(parseStoredPlate(serializePlate(entries)).entries).toEqual(entries);
  });

  it("reads a meal kept under its former name as the meal it is now", () => {
    const stored = JSON.stringify(["240:شاي بدون سكر", "150:أرز أبيض مطبوخ"]);
    expect(parseStoredPlate(stored).entries).toEqual([
      { name: "شاهي بدون سكر", grams: 240 },
      { name: "رز أبيض مطبوخ", grams: 150 },
    ]);
    const link = decodePlateParams(new URLSearchParams("p=100:كبدة بقري"));
    expect(link?.entries).toEqual([{ name: "كبدة بقر", grams: 100 }]);
  });

  it("names only meals that exist under their former names", () => {
    for (const [former, now] of Object.entries(formerMealNames)) {
      expect(getMealByName(former)).toBeUndefined();
      expect(getMealByName(now)?.aliases).toContain(former);
    }
  });

  it.each([null, "{", "{}", "[1,2]", '"x"'])("gives an empty plate for %p", (raw) => {
    expect(parseStoredPlate(raw).entries).toEqual([]);
  });
});

describe("a shared link on arrival", () => {
  const mine = { entries: [{ name: "بازين", grams: 200 }], invalid: [], overflow: 0 };
  const theirs = { entries: [{ name: "شاي", grams: 150 }], invalid: ["abc"], overflow: 0 };
  const none = { entries: [], invalid: [], overflow: 0 };

  it("fills an empty plate", () => {
    expect(arrivingPlate(theirs, none)).toEqual({ start: theirs, offer: null });
  });

  it("never replaces the visitor's own plate: that one stays, the link's is offered", () => {
    expect(arrivingPlate(theirs, mine)).toEqual({ start: mine, offer: theirs });
  });

  it("asks nothing when the link holds the plate already kept, in any order", () => {
    const two = [
      { name: "بازين", grams: 200 },
      { name: "شاي", grams: 150 },
    ];
    const link = { entries: [...two].reverse(), invalid: [], overflow: 0 };
    expect(arrivingPlate(link, { ...none, entries: two }).offer).toBeNull();
  });

  it("is the stored plate without a link", () => {
    expect(arrivingPlate(null, mine)).toEqual({ start: mine, offer: null });
  });
});

describe("a plate split by meal in its link", () => {
  it("writes each placed line with its meal's code, and reads it back", () => {
    const entries = [
      { name: "تمر دقلة نور", grams: 21.3, slot: "iftar" as const },
      { name: "تمر دقلة نور", grams: 14.2, slot: "suhoor" as const },
      { name: "شاهي ليبي", grams: 115 },
    ];
    const params = new URLSearchParams();
    encodePlateParams(params, entries);
    expect(params.getAll("p")).toEqual([
      "21.3_i:تمر دقلة نور",
      "14.2_s:تمر دقلة نور",
      "115:شاهي ليبي",
    ]);
    expect(decodePlateParams(new URLSearchParams(params.toString()))?.entries).toEqual(entries);
    expect(parseStoredPlate(serializePlate(entries)).entries).toEqual(entries);
  });

  it("opens links made before the split, their lines not placed", () => {
    const decoded = decodePlateParams(new URLSearchParams("p=250:بازين&p=100:شاهي ليبي"));
    expect(decoded?.entries).toEqual([
      { name: "بازين", grams: 250 },
      { name: "شاهي ليبي", grams: 100 },
    ]);
  });

  it("reports a line with an unknown meal code or a doubled one, and keeps the rest", () => {
    const decoded = decodePlateParams(
      new URLSearchParams("p=250_x:بازين&p=250_l_d:بازين&p=100_l:بازين&p=50_l:بازين"),
    );
    expect(decoded?.entries).toEqual([{ name: "بازين", grams: 100, slot: "lunch" }]);
    expect(decoded?.invalid).toEqual(["250_x:بازين", "250_l_d:بازين", "50_l:بازين"]);
  });
});

describe("the oil of a line in its link", () => {
  it("writes less or more oil after the meal's code, and reads it back", () => {
    const entries = [
      { name: "بازين", grams: 250, slot: "lunch" as const, oil: "less" as const },
      { name: "بازين", grams: 250, slot: "lunch" as const },
      { name: "شربة ليبية", grams: 300, oil: "more" as const },
    ];
    const params = new URLSearchParams();
    encodePlateParams(params, entries);
    expect(params.getAll("p")).toEqual(["250_l_less:بازين", "250_l:بازين", "300_more:شربة ليبية"]);
    expect(decodePlateParams(new URLSearchParams(params.toString()))).toEqual({
      entries,
      invalid: [],
      overflow: 0,
    });
    expect(parseStoredPlate(serializePlate(entries)).entries).toEqual(entries);
  });

  it("keeps the same food with two oils as two lines; the same oil twice is a duplicate", () => {
    const decoded = decodePlateParams(
      new URLSearchParams("p=200_more:بازين&p=200:بازين&p=100_more:بازين"),
    );
    expect(decoded?.entries).toEqual([
      { name: "بازين", grams: 200, oil: "more" },
      { name: "بازين", grams: 200 },
    ]);
    expect(decoded?.invalid).toEqual(["100_more:بازين"]);
  });

  it("opens links made before the choice as the recipe says", () => {
    const decoded = decodePlateParams(new URLSearchParams("p=250_l:بازين&p=100:شاهي ليبي"));
    expect(decoded?.entries).toEqual([
      { name: "بازين", grams: 250, slot: "lunch" },
      { name: "شاهي ليبي", grams: 100 },
    ]);
  });

  it("reports an unknown, misplaced, doubled or spelt-out usual oil", () => {
    const raws = [
      "250_half:بازين",
      "250_less_l:بازين",
      "250_l_less_more:بازين",
      "250_less_more:بازين",
      "250_usual:بازين",
      "250_l_usual:بازين",
    ];
    const decoded = decodePlateParams(new URLSearchParams(raws.map((r) => ["p", r])));
    expect(decoded).toEqual({ entries: [], invalid: raws, overflow: 0 });
  });
});
