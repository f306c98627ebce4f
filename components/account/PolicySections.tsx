import type { PolicySection } from "@/content/privacy";

/** Headed sections of a policy page: paragraphs, then a list. */
export function PolicySections({
  sections,
  level = 2,
}: {
  sections: readonly PolicySection[];
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return sections.map((section) => (
    <section key={section.heading} className="mt-8">
      <Heading className="text-2xl font-bold text-brand-900">{section.heading}</Heading>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-3 text-lg leading-9 text-slate-800">
          {p}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-2 ps-6 text-lg leading-9 text-slate-800">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}
