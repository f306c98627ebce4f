import {
  foldCharacters,
  normalizeArabic,
  splitTerms,
  stripArticle,
  termVariants,
} from "./normalize-arabic";

describe("foldCharacters", () => {
  it.each([
    ["removes tashkeel", "كَبْسَةٌ", "كبسه"],
    ["removes shadda, sukun and superscript alef", "حمّصْ رحمٰن", "حمص رحمن"],
    ["removes Quranic annotation marks", "كبسة\u0610\u06D6\u06ED", "كبسه"],
    ["removes tatweel", "كبــــسة", "كبسه"],
    [
      "folds hamza on alef above and below, madda and wasla",
      "أرز إجاص آيس ٱلخبز",
      "ارز اجاص ايس الخبز",
    ],
    ["folds hamza on waw and yeh to the carrier", "مؤونة فطائر", "موونه فطاير"],
    ["drops a standalone hamza", "ماء حساء", "ما حسا"],
    ["folds alef maqsura to yeh", "كمثرى حلوى", "كمثري حلوي"],
    ["folds teh marbuta to heh", "شربة", "شربه"],
    ["folds Persian keyboard letters", "کبسه ی ڤ", "كبسه ي ف"],
    ["maps Arabic presentation forms", "ﻛﺒﺴﺔ", "كبسه"],
    ["maps Arabic-Indic and Persian digits", "٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹", "0123456789 0123456789"],
    ["lower-cases Latin and strips accents", "Crème BRÛLÉE Ñ", "creme brulee n"],
    [
      "turns punctuation into word breaks",
      "بسبوسة، كنافة؟ (حلوى)-شامية",
      "بسبوسه كنافه حلوي شاميه",
    ],
    ["collapses and trims whitespace", "  خبز \t\n  عربي  ", "خبز عربي"],
  ])("%s", (_label, input, expected) => {
    expect(foldCharacters(input)).toBe(expected);
  });

  it("gives an empty string for text without letters or digits", () => {
    expect(foldCharacters(" ،؟!ـــ \u064B ")).toBe("");
  });
});

describe("stripArticle", () => {
  it.each([
    ["الكبسه", "كبسه"],
    ["الرز", "رز"],
    ["والخضار", "خضار"],
    ["باللحم", "لحم"],
    ["بالرز", "رز"],
  ])("removes the article from %s", (word, expected) => {
    expect(stripArticle(word)).toBe(expected);
  });

  it.each([["الف"], ["ال"], ["بال"], ["وال"], ["ورق"], ["كبسه"]])(
    "keeps %s, which would leave fewer than two letters or has no article",
    (word) => {
      expect(stripArticle(word)).toBe(word);
    },
  );
});

describe("splitTerms and normalizeArabic", () => {
  it("normalises every word and removes articles per word", () => {
    expect(splitTerms("كُسْكُسِي باللّحم والخضار")).toEqual(["كسكسي", "لحم", "خضار"]);
    expect(normalizeArabic("الأرز الأبيض المطبوخ")).toBe("ارز ابيض مطبوخ");
  });

  it("keeps a word that starts with و as written", () => {
    expect(normalizeArabic("ورق عنب")).toBe("ورق عنب");
    expect(normalizeArabic("وافل")).toBe("وافل");
  });

  it("returns nothing for blank text", () => {
    expect(splitTerms("   ")).toEqual([]);
    expect(normalizeArabic("")).toBe("");
  });

  it("is idempotent on meal names", () => {
    for (const text of ["الكبسة", "شربة ليبية", "كسكسي باللحم والخضار", "حليب 1%", "آيس كريم"]) {
      const once = normalizeArabic(text);
      expect(normalizeArabic(once)).toBe(once);
    }
  });
});

describe("termVariants", () => {
  it("offers a word of four letters or more without a leading و as well", () => {
    expect(termVariants("وخضار")).toEqual(["وخضار", "خضار"]);
    expect(termVariants("وافل")).toEqual(["وافل", "افل"]);
  });

  it("leaves short words and words without و alone", () => {
    expect(termVariants("ورق")).toEqual(["ورق"]);
    expect(termVariants("كبسه")).toEqual(["كبسه"]);
  });
});
