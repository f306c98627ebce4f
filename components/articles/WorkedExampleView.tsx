import type { WorkedExample } from "@/content/articles/types";
import { articleText } from "@/content/articles/common";

/** A worked example: the inputs, each step of the arithmetic, and the result. */
export function WorkedExampleView({ example, id }: { example: WorkedExample; id: string }) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="my-6 rounded-2xl border-s-4 border-brand-500 bg-brand-50 p-5 md:p-6"
    >
      <h3 id={headingId} className="text-xl font-bold text-brand-900">
        {example.title}
      </h3>
      <p className="mt-2 leading-8 text-slate-800">{example.intro}</p>
      <ol className="mt-4 space-y-2">
        {example.steps.map((step) => (
          <li key={step.label} className="rounded-lg bg-white px-4 py-2.5 leading-7">
            <span className="font-bold text-brand-900">{step.label}: </span>
            <span className="text-slate-800">{step.calculation}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 leading-8">
        <strong className="text-brand-900">{articleText.exampleResult}: </strong>
        {example.result}
      </p>
    </section>
  );
}
