import { bareWordDefaults } from "@/content/meals/bare-word-defaults";
import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultMap } from "@/lib/meals/meal-search";
import { createMealTextParser, writtenAmount } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), {
  defaults: bareWordDefaultMap(bareWordDefaults),
});
const phrases = (process.env.PHRASES ?? "").split("|");
it("try", () => {
  const out: string[] = [];
  for (const p of phrases) {
    const r = parser.parse(p);
    out.push(`« ${p} »`);
    for (const it of r.items) {
      out.push(
        `   [${it.text}] → ${it.meal.name} | count=${it.amount.count} unit=${it.amount.unit}${it.amount.size ? " size=" + it.amount.size : ""} | ${it.weighing.grams} g (${it.weighing.how}${"rule" in it.weighing ? ":" + it.weighing.rule : ""}${"serving" in it.weighing ? ":" + it.weighing.serving.label : ""}) | «${writtenAmount(it.meal, it.amount, it.weighing)}» | alt: ${it.alternatives
          .slice(0, 3)
          .map((m) => m.name)
          .join("، ")}`,
      );
    }
    if (r.unmatched.length) out.push(`   unmatched: ${JSON.stringify(r.unmatched)}`);
  }
  console.log(out.join("\n"));
});
