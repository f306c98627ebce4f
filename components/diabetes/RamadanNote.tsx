import { ramadanTexts as text } from "@/content/diabetes/ramadan-texts";

/** The short note for people with diabetes who fast, shown in Ramadan, with its sources. */
export function RamadanNote() {
  return (
    <aside
      aria-labelledby="ramadan-note"
      className="mt-6 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 text-slate-900"
      data-testid="ramadan-note"
    >
      <h2 id="ramadan-note" className="text-lg font-bold">
        {text.noteHeading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 leading-7">
        {text.notePoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-2 font-bold">{text.noteDoctor}</p>
      <details className="mt-2 text-xs leading-5 text-slate-700">
        <summary className="cursor-pointer font-bold">{text.sourcesLabel}</summary>
        <ul className="mt-1 space-y-1" dir="ltr">
          {text.sources.map((s) => (
            <li key={s.cite}>{s.cite}</li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
