import { calculatorText } from "@/content/calculator";
import { mealPagesByGroup } from "@/lib/meals/pages";
import { CalculatorEmptyState } from "./CalculatorEmptyState";
import { DailyValueReference } from "./DailyValueReference";
import { MealCalculator } from "./MealCalculator";
import { QueryProvider } from "./QueryProvider";
import { MealBrowse } from "@/components/meals/MealBrowse";
import type { RamadanDays } from "@/lib/calendar/ramadan";

/** The calculator's page: /calculator, and /plate, which opens a shared plate with its own card. */
export function CalculatorPageView({
  healthTestUrl,
  ramadanDays,
}: {
  healthTestUrl: string;
  ramadanDays?: RamadanDays;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{calculatorText.heading}</h1>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{calculatorText.intro}</p>
      </header>
      <QueryProvider>
        <MealCalculator
          healthTestUrl={healthTestUrl}
          ramadanDays={ramadanDays}
          emptyState={<CalculatorEmptyState />}
        />
      </QueryProvider>
      <DailyValueReference />
      <MealBrowse groups={mealPagesByGroup()} />
    </div>
  );
}
