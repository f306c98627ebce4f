// The Arabic wording of the articles' worked examples. Numbers arrive already formatted
// (lib/format/number.ts), calories and grams with their noun («2,077 سعرة»، «250 غرام»,
// lib/format/counted.ts); lib/worked-examples.ts computes them and fills these in.
import { unitText } from "./common";

export const energyExampleText = {
  intro: (v: {
    who: string;
    weight: string;
    height: string;
    age: string;
    activity: string;
    factor: string;
  }) =>
    `${v.who}: الوزن ${v.weight} ${unitText.kg}، والطول ${v.height} ${unitText.cm}، والعمر ${v.age} ${unitText.years}، ومستوى النشاط «${v.activity}» (المعامل ${v.factor}).`,
  steps: {
    weight: "الوزن",
    height: "الطول",
    age: "العمر",
    rest: "طاقة الراحة",
    withActivity: "مع النشاط",
  },
  result: (v: { needs: string }) => `الاحتياج اليومي نحو ${v.needs}.`,
  deficit: (v: { eaten: string; deficit: string }) =>
    ` فإذا أكلت ${v.eaten} في اليوم كان العجز ${v.deficit} يوميًا.`,
};

export const macroExampleText = {
  title: (v: { kcal: string }) => `مثال: ${v.kcal} في اليوم`,
  intro: (v: { kcal: string; carbohydrates: string; protein: string; fat: string }) =>
    `شخص هدفه ${v.kcal} في اليوم، ويوزعها ${v.carbohydrates}% و${v.protein}% و${v.fat}%:`,
  step: (v: {
    kcal: string;
    percent: string;
    macroKcal: string;
    macroKcalCounted: string;
    perGram: string;
    equals: string;
    grams: string;
  }) =>
    `${v.kcal} × ${v.percent}% = ${v.macroKcalCounted}، و${v.macroKcal} ÷ ${v.perGram} ${v.equals} ${v.grams}`,
  resultItem: (v: { grams: string; macro: string }) => `${v.grams} من ${v.macro}`,
  resultJoin: "، و",
  resultEnd: " في اليوم.",
  tableCaption: (v: { kcal: string }) => `توزيع ${v.kcal} على المغذيات الكبرى`,
  tableColumns: ["المغذي", "النسبة", "السعرات", "الغرامات"],
  percent: (v: { percent: string }) => `${v.percent}%`,
};
