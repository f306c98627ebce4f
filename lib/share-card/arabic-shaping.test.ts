import { shapeArabic } from "./arabic-shaping";

// Reading a shaped word back: right to left again (a letter with its marks), each form folded
// to its letter.
const readBack = (segments: string[]) =>
  (segments.join("").match(/\P{M}\p{M}*/gu) ?? []).reverse().join("").normalize("NFKC");
const codes = (segments: string[]) =>
  segments.map((s) => [...s].map((c) => c.codePointAt(0)!.toString(16).toUpperCase()).join(" "));

describe("shapeArabic", () => {
  it("gives each letter its form by its neighbours, in drawing order", () => {
    // في: fa initial (FED3), ya final (FEF2); drawn left to right: ya, then fa.
    expect(codes(shapeArabic("في"))).toEqual(["FEF2 FED3"]);
    // بازين: ba initial, alef final (no join after it), zay alone, ya initial, nun final.
    expect(codes(shapeArabic("بازين"))).toEqual(["FEE6 FEF3", "632", "FE8E FE91"]);
  });

  it("leaves a letter that joins neither side as itself, a segment of its own", () => {
    expect(shapeArabic("غ")).toEqual(["غ"]);
    expect(shapeArabic("ورد")).toEqual(["د", "ر", "و"]);
  });

  it("uses the lam-alef ligatures", () => {
    expect(codes(shapeArabic("لا"))).toEqual(["FEFB"]);
    expect(codes(shapeArabic("سلطة"))).toEqual(["FE94 FEC4 FEE0 FEB3"]);
    // ك after لأ starts a new join: the ligature does not join on its left.
    expect(codes(shapeArabic("الأكل"))).toEqual(["FEDE FEDB FEF7", "627"]);
    expect(codes(shapeArabic("فلافل"))).toEqual(["FEDE FED3 FEFC FED3"]);
  });

  it("keeps marks with their letters", () => {
    expect(readBack(shapeArabic("أُضيف"))).toBe("أُضيف".normalize("NFKC"));
  });

  it("reads back as the word it was given, for every name of the meal database", async () => {
    const { mealPages } = await import("@/lib/meals/pages");
    for (const { mealName } of mealPages) {
      for (const word of mealName.split(/\s+/)) {
        const arabic = word.match(/[\p{Script=Arabic}\p{M}]+/gu) ?? [];
        for (const run of arabic) expect(readBack(shapeArabic(run))).toBe(run.normalize("NFKC"));
      }
    }
  });
});
