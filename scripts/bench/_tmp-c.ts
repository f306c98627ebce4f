import { getMealCatalog } from "@/lib/meals/catalog";
const c = getMealCatalog();
for (const m of c) if (/سلطة|تبولة|فتوش|متبل|حمص|بابا|مخلل|زبادي بالخيار|لبنة|سلطه/.test(m.name)) console.log(m.name, (m as any).category, JSON.stringify(m.servings?.map(s=>`${s.label}=${s.grams}`)));
