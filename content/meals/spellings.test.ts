import { arabiziWords, englishWords } from "./spellings";

describe("each Latin word in one list", () => {
  it("never lists a word both as read in Arabic (arabiziWords) and as left as typed", () => {
    const readInArabic = new Set(Object.keys(arabiziWords));
    expect(englishWords.filter((word) => readInArabic.has(word))).toEqual([]);
  });
});
