import { calculatorText } from "@/content/calculator";
import { EmptyResultsIllustration } from "./EmptyResultsIllustration";

/** What the calculator shows before a meal is chosen. A server component, handed to the island. */
export function CalculatorEmptyState() {
  return (
    <div className="mt-8 flex flex-col items-center text-center">
      <h2 className="max-w-xl text-xl leading-9 font-bold text-brand-900 sm:text-2xl">
        {calculatorText.inviteHeading}
      </h2>
      <p className="mt-3 max-w-xl leading-7 text-slate-700">{calculatorText.inviteBody}</p>
      <EmptyResultsIllustration className="mt-6 h-auto w-60" />
    </div>
  );
}
