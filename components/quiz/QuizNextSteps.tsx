import Link from "next/link";
import { quizText } from "@/content/quiz";
import { pages } from "@/content/site-pages";
import { StoreBadges } from "@/components/app-links/StoreBadges";

const { end } = quizText;

const cardClass =
  "block rounded-2xl border-2 border-brand-100 bg-white p-4 hover:border-brand-400 hover:bg-brand-50";

/** What comes after the quiz's last statement: the calculator, the articles, the app. Static HTML. */
export function QuizNextSteps() {
  return (
    <div className="space-y-5">
      <p className="text-lg leading-9 text-slate-800">{end.intro}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <Link href={pages.calculator.path} className={cardClass}>
            <span className="block text-lg font-bold text-brand-800">{end.calculator}</span>
            <span className="mt-1 block leading-7 text-slate-700">{end.calculatorNote}</span>
          </Link>
        </li>
        <li>
          <Link href={pages.blog.path} className={cardClass}>
            <span className="block text-lg font-bold text-brand-800">{end.articles}</span>
            <span className="mt-1 block leading-7 text-slate-700">{end.articlesNote}</span>
          </Link>
        </li>
      </ul>
      <div>
        <p className="mb-3 font-bold text-brand-900">{end.app}</p>
        <StoreBadges from={pages.quiz.path} />
      </div>
    </div>
  );
}
