"use client";

import { useId, useRef, useState, type ReactNode } from "react";
import { quizText } from "@/content/quiz";
import { formatNumber } from "@/lib/format/number";
import { ArrowIcon } from "@/components/ui/ArrowIcon";
import { QuizProgress } from "./QuizProgress";

type Answer = "true" | "false" | null;

/**
 * The readiness quiz, one statement at a time. Answers live only in this component's state:
 * nothing is scored, stored or sent. The two choices are checkboxes (as the product asks);
 * checking one unchecks the other. As the product's spec says, «السابق» is disabled on the first
 * statement and «التالي» on the tenth; under the tenth, `ending` shows what comes next
 * (rendered on the server: the calculator, the articles, the app), never a score.
 */
export function ReadinessQuiz({
  statements,
  ending,
}: {
  statements: readonly string[];
  ending: ReactNode;
}) {
  const total = statements.length;
  const endingId = useId();
  const [index, setIndex] = useState(0);
  const [announced, setAnnounced] = useState(false);
  const [answers, setAnswers] = useState<Answer[]>(() => statements.map(() => null));
  const firstChoice = useRef<HTMLInputElement>(null);

  const isFirst = index === 0;
  const isLast = index === total - 1;
  const answer = answers[index] ?? null;

  function choose(value: Exclude<Answer, null>, checked: boolean) {
    setAnswers((prev) => prev.map((a, i) => (i === index ? (checked ? value : null) : a)));
  }

  function go(to: number) {
    setIndex(to);
    setAnnounced(true);
    // The button just pressed becomes disabled at either end; keep keyboard focus in the quiz,
    // on the statement's first choice.
    if (to === 0 || to === total - 1) requestAnimationFrame(() => firstChoice.current?.focus());
  }

  const choiceClass =
    "flex cursor-pointer items-center gap-3 rounded-xl border-2 px-5 py-4 text-lg font-bold transition-colors has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 border-slate-200 bg-white hover:border-brand-400";

  return (
    <div className="rounded-3xl border border-brand-100 bg-white p-5 shadow-sm md:p-8">
      <QuizProgress step={index + 1} total={total} />
      {/* Announces the new statement after Next/Previous; focus stays on the pressed button. */}
      <p aria-live="polite" className="sr-only">
        {announced
          ? `${quizText.stepOf(formatNumber(index + 1), formatNumber(total))}: ${statements[index]}`
          : ""}
      </p>
      <fieldset key={index} className="mt-8">
        <legend className="text-xl leading-9 font-bold text-brand-950 md:text-2xl md:leading-10">
          {statements[index]}
        </legend>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:max-w-md">
          {(["true", "false"] as const).map((value) => {
            const id = `quiz-${index}-${value}`;
            return (
              <label key={value} htmlFor={id} className={choiceClass}>
                <input
                  ref={value === "true" ? firstChoice : undefined}
                  id={id}
                  type="checkbox"
                  checked={answer === value}
                  onChange={(e) => choose(value, e.target.checked)}
                  className="size-5 accent-brand-700"
                />
                {quizText[value]}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-8 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => go(index - 1)}
          disabled={isFirst}
          className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-2.5 font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          <ArrowIcon back />
          {quizText.previous}
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={isLast}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {quizText.next}
          <ArrowIcon />
        </button>
      </div>
      {isLast ? (
        <section aria-labelledby={endingId} className="mt-10 border-t border-brand-100 pt-8">
          <h2 id={endingId} className="mb-4 text-2xl font-bold text-brand-950">
            {quizText.end.heading}
          </h2>
          {ending}
        </section>
      ) : null}
    </div>
  );
}
