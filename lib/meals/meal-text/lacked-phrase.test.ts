import { lackedPhrases } from "@/content/meals/lacked-phrases";
import { getMealCatalog } from "@/lib/meals/catalog";
import { normalizeArabic } from "@/lib/meals/normalize-arabic";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const catalog = getMealCatalog();
const parser = createMealTextParser(catalog, { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { meals: items.map((i) => i.meal.name), unmatched };
};

describe("a food we lack said as a phrase is no line of the nearest food (lackedPhraseTo)", () => {
  it.each<[string, string[], string[]]>([
    // peanut butter: not butter and peanuts; its amount is shown with it
    ["توست بملعقة زبدة الفول السوداني", ["خبز توست أبيض"], ["بملعقة زبدة الفول السوداني"]],
    ["شريحتين توست وزبدة لوز", ["خبز توست أبيض"], ["زبدة لوز"]],
    ["peanut butter w banana", ["موز"], ["peanut butter"]],
    // roasted chickpeas with tea: not hummus, not the محمصة a typo is near
    ["شاهي وحفنة حمص محمص", ["شاهي ليبي"], ["حفنة حمص محمص"]],
    // garlic sauce after a grill, with or without the article
    ["دجاج مشوي وصلصة الثوم", ["دجاج مشوي بالجلد"], ["صلصة الثوم"]],
    // rice cakes counted after or before
    ["كيك رز ٣ مع جبنة", ["جبنة بيضاء"], ["كيك رز ٣"]],
    // oat soup and oat biscuits: neither is a line of dry oats
    ["شربة شوفان زبدية صغيرة", [], ["شربة شوفان زبدية صغيرة"]],
    ["كوب حليب مع كوكيز شوفان ٢", ["حليب كامل الدسم"], ["كوكيز شوفان ٢"]],
    // tuna salad is not the Arab salad; Aleppo-pine cream is not the flour assida
    ["سلاطة تونة صغيرة", [], ["سلاطة تونة صغيرة"]],
    ["زبدية عصيدة زقوقو وقهوة", ["قهوة تركية"], ["زبدية عصيدة زقوقو"]],
    // a stew of peas is not a plate of peas
    ["مرقة بازلاء صحن", [], ["مرقة بازلاء صحن"]],
    // a single word we lack stays not understood too
    ["ثومية مع البطاطا المقلية", ["بطاطا مقلية"], ["ثومية"]],
  ])("«%s»", (text, meals, unmatched) => {
    expect(read(text)).toEqual({ meals, unmatched });
  });

  it("leaves a meal of ours named with one of the words to that meal", () => {
    expect(read("حمص بالطحينة وزبدة").meals).toEqual(["حمص بالطحينة", "زبدة"]);
    expect(read("لوز وزبدة").meals).toEqual(["لوز", "زبدة"]);
    expect(read("كيك وأرز").meals).toEqual(["كيك إسفنجي", "رز أبيض مطبوخ"]);
  });

  it("lists no phrase that is a meal's name or alias", () => {
    const labels = new Set(
      catalog.flatMap((meal) => [meal.name, ...(meal.aliases ?? [])].map(normalizeArabic)),
    );
    expect(lackedPhrases.filter((phrase) => labels.has(normalizeArabic(phrase)))).toEqual([]);
  });
});
