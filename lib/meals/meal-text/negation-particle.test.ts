import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, notEaten } = parser.parse(text);
  return { items: items.map((i) => i.meal.name), notEaten };
};

// [sentence, the meals read, the words shown as not eaten]
type Row = [string, string[], string[]];

describe("«لم» before a verb of eating: the foods after it were not eaten", () => {
  const table: Row[] = [
    ["لم آكل الأرز، فقط صحن شوربة عدس", ["شوربة عدس"], ["لم آكل الأرز"]],
    ["تناولت تفاحة ولم أشرب الحليب", ["تفاح"], ["ولم أشرب الحليب"]],
    // the reach ends at «بل»: the food after it was eaten
    ["لم أتناول الخبز بل موزة", ["موز"], ["لم أتناول الخبز"]],
  ];
  it.each(table)("«%s»", (text, items, notEaten) => {
    expect(read(text)).toEqual({ items, notEaten });
  });
});

describe("«ما» joined to a verb with no «ش», then a food", () => {
  const table: Row[] = [
    ["ماكلت العيش، بس طبق فول", ["فول مدمس"], ["ماكلت العيش"]],
    ["ماشربت الحليب اليوم وكليت تمرة", ["تمر دقلة نور"], ["ماشربت الحليب"]],
  ];
  it.each(table)("«%s»", (text, items, notEaten) => {
    expect(read(text)).toEqual({ items, notEaten });
  });

  it("leaves «ماكلتي» (my food) and «ماكلة» (food) alone", () => {
    expect(read("ماكلتي اليوم: تفاحة").notEaten).toEqual([]);
    expect(read("ماكلة الغدا رز").items).toEqual(["رز أبيض مطبوخ"]);
  });
});

describe("«لا … ولا»: neither food was eaten", () => {
  const table: Row[] = [
    ["ما تعشيت لا خبز ولا جبنة، بس كاس لبن", ["لبن"], ["ما تعشيت لا خبز ولا جبنة"]],
    ["لا سكر ولا حلويات، كليت تفاحة", ["تفاح"], ["لا سكر ولا حلويات"]],
  ];
  it.each(table)("«%s»", (text, items, notEaten) => {
    expect(read(text)).toEqual({ items, notEaten });
  });
});
