import Link from "next/link";
import type { Article } from "@/content/articles/types";
import { articleText } from "@/content/articles/common";
import { ArrowIcon } from "@/components/ui/ArrowIcon";
import { ArticleBlockView } from "./ArticleBlockView";

/** An article page's body: title, date, lead, sections, the medical note and the way back. */
export function ArticleView({ article }: { article: Article }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <BackLink />
      <header className="mt-6 border-b border-brand-100 pb-6">
        <h1 className="text-3xl leading-tight font-bold text-brand-950 md:text-4xl md:leading-tight">
          {article.title}
        </h1>
        <p className="mt-3 text-sm text-slate-600">
          {articleText.published}{" "}
          <time dateTime={article.datePublished}>{article.datePublishedText}</time>
        </p>
        <p className="mt-5 text-xl leading-9 text-slate-700">{article.lead}</p>
      </header>
      {article.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold text-brand-900">
            {section.heading}
          </h2>
          {section.blocks.map((block, i) => (
            <ArticleBlockView
              key={i}
              block={block}
              id={`${section.id}-${i}`}
              pagePath={article.path}
            />
          ))}
        </section>
      ))}
      <aside
        aria-label={articleText.disclaimerHeading}
        className="mt-12 rounded-xl border border-amber-200 bg-amber-50 p-5 leading-8 text-amber-950"
      >
        <strong>{articleText.disclaimerHeading}: </strong>
        {articleText.disclaimer}
      </aside>
      <div className="mt-10">
        <BackLink />
      </div>
    </article>
  );
}

function BackLink() {
  return (
    <Link
      href="/Blog"
      className="inline-flex items-center gap-2 font-bold text-brand-800 hover:text-brand-950"
    >
      <ArrowIcon back />
      {articleText.backToBlog}
    </Link>
  );
}
