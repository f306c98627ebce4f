import Link from "next/link";
import type { ArticleBlock } from "@/content/articles/types";
import { StoreBadges } from "@/components/app-links/StoreBadges";
import { energyWorkedExample, macroWorkedExample } from "@/lib/worked-examples";
import { ArticleTableView } from "./ArticleTableView";
import { WorkedExampleView } from "./WorkedExampleView";
import { ArticleTool } from "@/components/tools/ArticleTool";

const paragraphClass = "my-4 text-lg leading-9 text-slate-800";

/** Renders one typed block of an article. */
export function ArticleBlockView({
  block,
  id,
  pagePath,
}: {
  block: ArticleBlock;
  id: string;
  /** The article's path: where its links into the app say they were followed from. */
  pagePath: string;
}) {
  switch (block.kind) {
    case "paragraph":
      return <p className={paragraphClass}>{block.text}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`my-4 space-y-2 ps-6 text-lg leading-9 text-slate-800 ${block.ordered ? "list-decimal" : "list-disc marker:text-brand-600"}`}
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "formula":
      return (
        <p className="my-3 rounded-xl border border-brand-200 bg-white px-4 py-3 text-lg leading-8 shadow-sm">
          <span className="font-bold text-brand-800">{block.label}: </span>
          <span className="font-bold text-slate-900">{block.expression}</span>
        </p>
      );
    case "table":
      return <ArticleTableView table={block} id={id} />;
    case "example":
      return <WorkedExampleView example={block} id={id} />;
    case "energyExample":
      return <WorkedExampleView example={energyWorkedExample(block)} id={id} />;
    case "macroExample": {
      const { example, table } = macroWorkedExample(block.kcal);
      return (
        <>
          <WorkedExampleView example={example} id={id} />
          <ArticleTableView table={table} id={`${id}-table`} />
        </>
      );
    }
    case "linkParagraph":
      return (
        <p className={paragraphClass}>
          {block.text}{" "}
          <Link
            href={block.link.href}
            className="font-bold text-brand-800 underline underline-offset-4"
          >
            {block.link.label}
          </Link>
        </p>
      );
    case "storeBadges":
      return (
        <div className="my-4">
          <p className={paragraphClass}>{block.text}</p>
          <StoreBadges from={pagePath} />
        </div>
      );
    case "tool":
      return <ArticleTool tool={block.tool} />;
  }
}
