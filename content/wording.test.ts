// The wording a copy editor asked for (issue «What a careful reader finds»): each line is the
// text the site shows now, where it showed something that read wrong before.
import { mealEntries } from "./meals";
import { householdMeasureLabels } from "./meals/household-measures";
import { servingTexts } from "./meals/serving-texts";
import { mealPageText } from "./meal-page-texts";
import { plateText } from "./plate";
import { energyNeedsText } from "./tools/energy-needs";
import { macroSplitText } from "./tools/macro-split";

describe("wording", () => {
  it("titles a meal page in correct Arabic that starts with what people search", () => {
    expect(mealPageText.metaTitle("بازين")).toBe("سعرات البازين الحرارية والقيمة الغذائية");
    expect(mealPageText.metaTitle("رز أبيض مطبوخ")).toBe("سعرات رز أبيض مطبوخ والقيمة الغذائية");
  });

  it("says in a sentence which meals of a link the plate could not take, one or several", () => {
    expect(plateText.restoredOverflow(1, "")).toBe(
      "يتسع الطبق لـ 20 وجبة، فلم نضف الوجبة الأخيرة من الرابط.",
    );
    expect(plateText.restoredOverflow(2, "")).toBe(
      "يتسع الطبق لـ 20 وجبة، فلم نضف الوجبتين الأخيرتين من الرابط.",
    );
    expect(plateText.restoredOverflow(3, "3 وجبات")).toBe(
      "يتسع الطبق لـ 20 وجبة، فلم نضف آخر 3 وجبات من الرابط.",
    );
    expect(plateText.restoredNotFound(["بازين"])).toBe("لم نجد وجبة «بازين» فحذفناها من الطبق.");
    expect(plateText.restoredNotFound(["بازين", "حمص"])).toBe(
      "لم نجد هذه الوجبات فحذفناها من الطبق: بازين، حمص.",
    );
    expect(plateText.restoredInvalid(1, "عنصرًا واحدًا")).toMatch(
      /^تجاهلنا عنصرًا واحدًا من الرابط لأنه غير صالح/,
    );
  });

  it("uses the words the issue lists", () => {
    expect(energyNeedsText.forget).toBe("احذف احتياجي المحفوظ");
    expect(macroSplitText.kcalHint).toBe("تُقبل الأرقام بالشكلين 123 و١٢٣.");
    expect(energyNeedsText.numberHint).toBe("تُقبل الأرقام بالشكلين 123 و١٢٣، والفاصلة العشرية.");
    expect(plateText.missingFor(["بازين"])).toBe("غير متوفر في بيانات: بازين");
    expect(servingTexts.shareOfRecipe(4, "440.5 غرام")).toBe(
      "ربع الوصفة (وزنها كلها كما تؤكل 440.5 غرام)",
    );
    expect(householdMeasureLabels["1 frankfurter"]).toBe("حبة نقانق");
    const names = mealEntries.map((e) => e.name);
    expect(names).toContain("كبدة بقر");
    expect(names).not.toContain("كبدة بقري");
  });
});
