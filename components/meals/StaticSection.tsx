import type { ReactNode } from "react";
import { staticHtml } from "@/components/ui/static-html";

/**
 * A meal page's section that holds nothing interactive, headed by its h2: handed to React as
 * markup (staticHtml), so hydration does not walk its elements.
 */
export function StaticSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={className}
      dangerouslySetInnerHTML={staticHtml(
        <>
          <h2 id={id} className="text-2xl font-bold text-brand-900">
            {heading}
          </h2>
          {children}
        </>,
      )}
    />
  );
}
