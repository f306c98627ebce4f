import { calculatorText } from "@/content/calculator";
import { energySplit, MACROS, type Macro } from "@/lib/nutrition/energy-split";
import { PercentValue } from "./PercentValue";

const SWATCH: Record<Macro, string> = {
  protein: "bg-brand-700",
  fat: "bg-amber-500",
  carbohydrates: "bg-sky-600",
};

/** The share of energy from protein, fat and carbohydrates: a bar for the eye, a list for everyone. */
export function EnergySplitBar({
  grams,
  headingLevel: Heading = "h4",
}: {
  grams: Record<Macro, number>;
  /** h4 under the calculator's result heading (h3); h3 where it sits under an h2. */
  headingLevel?: "h3" | "h4";
}) {
  const split = energySplit(grams);
  return (
    <div>
      <Heading className="mb-2 text-lg font-bold text-brand-900">
        {calculatorText.energyHeading}
      </Heading>
      {split === null ? (
        <p className="text-slate-700">{calculatorText.energyNone}</p>
      ) : (
        <>
          <div className="flex h-4 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            {MACROS.map((m) =>
              split[m] > 0 ? (
                <div key={m} className={SWATCH[m]} style={{ width: `${split[m]}%` }} />
              ) : null,
            )}
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
            {MACROS.map((m) => (
              <li key={m} className="flex items-center gap-2 text-slate-800">
                <span
                  className={`inline-block size-3 rounded-sm ${SWATCH[m]}`}
                  aria-hidden="true"
                />
                <span>
                  {calculatorText[m]}:{" "}
                  <span className="font-bold">
                    <PercentValue value={split[m]} />
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-700">{calculatorText.energyNote}</p>
        </>
      )}
    </div>
  );
}
