"use client";

import type { ComponentType } from "react";
import type { ArticleToolName } from "@/content/articles/types";
import { LoadLater } from "@/components/lazy/LoadLater";
import { loadLater, type LaterPart } from "@/components/lazy/load-later";

// An article's tool loads as its own chunk when it nears the viewport, after the page has
// hydrated: the article's text above never waits for it, and a visitor who only reads never
// downloads it. Each tool is a separate dynamic import, so each article loads only its own.

const tools: Record<ArticleToolName, LaterPart<ComponentType<object>>> = {
  "energy-needs": loadLater(() => import("./EnergyNeedsTool").then((m) => m.EnergyNeedsTool)),
  "macro-split": loadLater(() => import("./MacroSplitTool").then((m) => m.MacroSplitTool)),
};

export function LazyTool({
  tool,
  loadingText,
  failedText,
}: {
  tool: ArticleToolName;
  loadingText: string;
  failedText: string;
}) {
  return (
    <LoadLater
      name={tool}
      part={tools[tool]}
      when="near"
      props={{}}
      loadingText={loadingText}
      failedText={failedText}
      noteClassName="rounded-2xl border-2 border-dashed border-brand-100 p-6 text-center text-slate-700"
    />
  );
}
