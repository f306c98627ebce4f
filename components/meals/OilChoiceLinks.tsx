import Link from "next/link";
import { oilText } from "@/content/oil-choice";
import { oilPagePath } from "@/lib/meals/oil-pages";
import { OIL_CHOICES, type OilChoice } from "@/lib/nutrition/oil";

// «الزيت» on a meal page: a link per choice to the page of the dish cooked that way (each one
// prerendered), so it works without JavaScript and ships none. The page shown is marked.
export function OilChoiceLinks({ path, current }: { path: string; current: OilChoice }) {
  return (
    <nav aria-labelledby="oil-choice" className="mt-5" data-testid="oil-choice">
      <p id="oil-choice" className="font-bold text-brand-900">
        {oilText.legend}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {OIL_CHOICES.map((choice) => {
          const isCurrent = choice === current;
          return (
            <li key={choice}>
              <Link
                href={oilPagePath(path, choice)}
                prefetch={false}
                scroll={false}
                aria-current={isCurrent ? "page" : undefined}
                data-oil={choice}
                className={`inline-block rounded-full border-2 px-5 py-1.5 font-bold ${
                  isCurrent
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-brand-200 bg-white text-brand-800 hover:border-brand-500"
                }`}
              >
                {oilText.choices[choice]}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{oilText.hint}</p>
    </nav>
  );
}
