import { drawnWords, rtlWords, visualOrder, wordPieces } from "./rtl-words";

const pieces = (text: string) => rtlWords(text).map((w) => w.pieces);

describe("wordPieces", () => {
  it("keeps numbers as the site writes them whole", () => {
    expect(wordPieces("2,000")).toEqual(["2,000"]);
    expect(wordPieces("12.5")).toEqual(["12.5"]);
    expect(wordPieces("٣٫٥")).toEqual(["٣٫٥"]);
    expect(wordPieces("15%")).toEqual(["15%"]);
  });

  it("splits punctuation off Arabic words and numbers", () => {
    expect(wordPieces("«بازين»،")).toEqual(["«", "بازين", "»", "،"]);
    expect(wordPieces("(665")).toEqual(["(", "665"]);
    expect(wordPieces("100غ")).toEqual(["100", "غ"]);
  });

  it("keeps Arabic marks with their letters", () => {
    expect(wordPieces("أُضيف")).toEqual(["أُضيف"]);
  });
});

describe("rtlWords", () => {
  it("gives the words from right to left, in the order they are read", () => {
    expect(pieces("شوربة عدس")).toEqual([["شوربة"], ["عدس"]]);
  });

  it("draws a word's punctuation on the side an RTL paragraph shows it", () => {
    // «صحن (665 غ)»: the opening parenthesis is drawn right of 665 as «)», the closing one
    // left of غ as «(»; the comma after a word sits at its left.
    expect(pieces("صحن (665 غ)")).toEqual([["صحن"], [")", "665"], ["غ", "("]]);
    expect(pieces("بازين، شاي")).toEqual([["بازين", "،"], ["شاي"]]);
    expect(pieces("«طبقي»")).toEqual([["»", "طبقي", "«"]]);
  });

  it("reads, from the left, as a browser draws the same RTL line", () => {
    expect(visualOrder(rtlWords("957 سعرة في صحن (665 غ)"))).toBe("(غ 665) صحن في سعرة 957");
    expect(visualOrder(rtlWords("ما هو؟"))).toBe("؟هو ما");
  });

  it("keeps consecutive Latin words, and a number after them, left to right", () => {
    expect(pieces("وجبة Big Mac 2 كبيرة")).toEqual([["وجبة"], ["Big Mac 2"], ["كبيرة"]]);
    expect(pieces("موقع mizan.ly")).toEqual([["موقع"], ["mizan.ly"]]);
  });

  it("keeps numbers apart when no Latin word leads them", () => {
    expect(pieces("بين 100 و 200")).toEqual([["بين"], ["100"], ["و"], ["200"]]);
  });

  it("ignores extra white space and gives nothing for an empty line", () => {
    expect(pieces("  شاي \n  بالنعناع ")).toEqual([["شاي"], ["بالنعناع"]]);
    expect(rtlWords("   ")).toEqual([]);
  });
});

describe("drawnWords", () => {
  it("shapes the Arabic pieces and leaves numbers and punctuation as they are", () => {
    const [fee, number] = drawnWords("في (665").map((w) => w.pieces);
    expect(fee).toEqual(["\uFEF2\uFED3"]);
    expect(number).toEqual([")", "665"]);
  });
});
