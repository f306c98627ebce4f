"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ArticleToolName } from "@/content/articles/types";

// An article's tool loads as its own chunk when it nears the viewport, after the page has
// hydrated: the article's text above never waits for it, and a visitor who only reads never
// downloads it. Each tool is a separate dynamic import, so each article loads only its own.

const loaders: Record<ArticleToolName, () => Promise<ComponentType>> = {
  "energy-needs": () => import("./EnergyNeedsTool").then((m) => m.EnergyNeedsTool),
  "macro-split": () => import("./MacroSplitTool").then((m) => m.MacroSplitTool),
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
  const box = useRef<HTMLDivElement>(null);
  const [Tool, setTool] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  // The server's HTML says nothing here (without JavaScript, the <noscript> note speaks);
  // "loading" appears only once the browser runs this code.
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let cancelled = false;
    setStarted(true);
    const load = () =>
      loaders[tool]()
        .then((component) => !cancelled && setTool(() => component))
        .catch(() => !cancelled && setFailed(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [tool]);

  return (
    <div ref={box} data-tool={tool} data-loaded={Tool ? "" : undefined}>
      {Tool ? (
        <Tool />
      ) : started ? (
        <p
          role={failed ? "alert" : undefined}
          className="rounded-2xl border-2 border-dashed border-brand-100 p-6 text-center text-slate-700"
        >
          {failed ? failedText : loadingText}
        </p>
      ) : null}
    </div>
  );
}
