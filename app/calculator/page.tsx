import { calculatorMeta, calculatorText } from "@/content/calculator";
import { getConfig } from "@/lib/config/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { CalculatorEmptyState } from "@/components/calculator/CalculatorEmptyState";
import { DailyValueReference } from "@/components/calculator/DailyValueReference";
import { MealCalculator } from "@/components/calculator/MealCalculator";
import { QueryProvider } from "@/components/calculator/QueryProvider";
import { MealBrowse } from "@/components/meals/MealBrowse";
import { mealPagesByGroup } from "@/lib/meals/pages";

export const metadata = pageMetadata(calculatorMeta);

export default function CalculatorPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{calculatorText.heading}</h1>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{calculatorText.intro}</p>
      </header>
      <QueryProvider>
        <MealCalculator
          healthTestUrl={getConfig().HEALTH_TEST_URL}
          emptyState={<CalculatorEmptyState />}
        />
      </QueryProvider>
      <DailyValueReference />
      <MealBrowse groups={mealPagesByGroup()} />
    </div>
  );
}
