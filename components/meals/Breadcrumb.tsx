import Link from "next/link";
import { mealPageText } from "@/content/meal-page-texts";

/**
 * home › calculator › meal: links for the first two, the current page marked as such. No
 * prefetch: both links are on the first screen, so next/link would fetch the home page's and the
 * calculator's flight data and run the calculator's chunks (the plate's too) while the meal page
 * is still loading, which is the main-thread work that kept meal pages' blocking time above the
 * other pages'. A click fetches the page then, as for every other link of a meal page.
 */
export function Breadcrumb({ items }: { items: { name: string; href?: string }[] }) {
  return (
    <nav aria-label={mealPageText.breadcrumbLabel} className="mb-4 text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, i) => (
          <li key={item.name} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">›</span>}
            {item.href ? (
              <Link
                href={item.href}
                prefetch={false}
                className="text-brand-800 underline underline-offset-4"
              >
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
