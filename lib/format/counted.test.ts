import { countedNouns } from "@/content/counted-nouns";
import { counted, countedText, pluralCategoryOf } from "./counted";

const { gram, kcal, milligram, meal } = countedNouns;

describe("counted", () => {
  it.each([
    [1, "غرام واحد"],
    [2, "غرامان"],
    [3, "3 غرامات"],
    [10, "10 غرامات"],
    [11, "11 غرامًا"],
    [60, "60 غرامًا"],
    [99, "99 غرامًا"],
    [100, "100 غرام"],
    [102, "102 غرام"],
    [105, "105 غرامات"],
    [665, "665 غرامًا"],
    [1000, "1,000 غرام"],
    [0, "0 غرام"],
  ])("%p grams → %p", (value, expected) => {
    expect(counted(value, gram)).toBe(expected);
  });

  it("counts calories and meals the same way", () => {
    expect(counted(3, kcal)).toBe("3 سعرات");
    expect(counted(8, kcal)).toBe("8 سعرات");
    expect(counted(13, kcal)).toBe("13 سعرة");
    expect(counted(2, kcal)).toBe("سعرتان");
    expect(counted(1, meal)).toBe("وجبة واحدة");
    expect(counted(20, meal)).toBe("20 وجبة");
  });

  it("writes a decimal with the singular, and an abbreviation unchanged", () => {
    expect(counted(1.5, gram, 1)).toBe("1.5 غرام");
    expect(countedText("1.00", gram)).toBe("1.00 غرام");
    expect(counted(5, milligram)).toBe("5 ملغ");
    expect(counted(1, milligram)).toBe("1 ملغ");
  });

  it("reads the category from the number as shown", () => {
    expect(pluralCategoryOf("1,003")).toBe("few");
    expect(pluralCategoryOf("2.5")).toBe("other");
    expect(pluralCategoryOf("0")).toBe("other");
  });
});

describe("counted results (the search's count screen readers hear)", () => {
  it.each([
    [1, "نتيجة واحدة"],
    [2, "نتيجتان"],
    [3, "3 نتائج"],
    [10, "10 نتائج"],
    [11, "11 نتيجة"],
    [20, "20 نتيجة"],
    [103, "103 نتائج"],
    [111, "111 نتيجة"],
  ])("%i → %s", (n, text) => expect(counted(n, countedNouns.result)).toBe(text));
});
