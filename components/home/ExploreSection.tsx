import Link from "next/link";
import { homeText } from "@/content/home";
import { ArrowIcon } from "@/components/ui/ArrowIcon";

const { explore } = homeText;

/** Leads to the calculator, the articles and the quiz. */
export function ExploreSection() {
  return (
    <section aria-labelledby="explore-heading" className="bg-brand-50/60">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="explore-heading" className="text-3xl font-bold text-brand-950">
          {explore.heading}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{explore.intro}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {explore.cards.map((card) => (
            <li
              key={card.href}
              className="relative flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
            >
              <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 flex-1 leading-8 text-slate-700">{card.text}</p>
              <Link
                href={card.href}
                className="mt-4 inline-flex items-center gap-2 font-bold text-brand-800 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-950"
              >
                {card.action}
                <ArrowIcon />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
