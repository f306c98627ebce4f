import type { ArticleToolName } from "@/content/articles/types";
import { toolText } from "@/content/tools/common";
import { LazyTool } from "./LazyTool";

/** An article's interactive tool: a note for browsers without JavaScript, the island for the rest. */
export function ArticleTool({ tool }: { tool: ArticleToolName }) {
  return (
    <div className="my-6">
      <noscript>
        <p className="rounded-xl bg-amber-50 p-4 leading-8 text-amber-950">{toolText.noScript}</p>
      </noscript>
      <LazyTool tool={tool} loadingText={toolText.loading} failedText={toolText.loadFailed} />
    </div>
  );
}
