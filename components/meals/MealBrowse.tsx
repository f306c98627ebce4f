import Link from "next/link";
import { mealPageText } from "@/content/meal-page-texts";
import type { MealGroup } from "@/content/meals/groups";

export interface MealBrowseGroup {
  group: MealGroup;
  meals: { name: string; path: string }[];
}

/** Every meal page by group, as plain links: the crawl path from /calculator, no JavaScript. */
export function MealBrowse({ groups }: { groups: readonly MealBrowseGroup[] }) {
  return (
    <section aria-labelledby="browse-meals" className="mt-12" data-testid="browse-meals">
      <h2 id="browse-meals" className="text-2xl font-bold text-brand-900">
        {mealPageText.browseHeading}
      </h2>
      <p className="mt-2 leading-7 text-slate-700">{mealPageText.browseIntro}</p>
      <div className="mt-6 space-y-4">
        {groups.map(({ group, meals }) => (
          <details
            key={group.id}
            className="rounded-xl border border-slate-200 p-4 open:pb-5"
            open={group.id === "libyan"}
          >
            <summary className="cursor-pointer text-lg font-bold text-brand-900">
              {group.label}{" "}
              <span className="text-sm font-normal text-slate-700">
                {mealPageText.browseGroupCount(meals.length)}
              </span>
            </summary>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
              {meals.map((meal) => (
                <li key={meal.path}>
                  <Link
                    href={meal.path}
                    prefetch={false}
                    className="inline-block py-1 text-brand-800 underline-offset-4 hover:underline"
                  >
                    {meal.name}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
