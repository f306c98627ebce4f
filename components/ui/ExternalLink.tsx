import type { ReactNode } from "react";
import { navText } from "@/content/navigation";

/** A link to another site: opens in a new tab, never hands the opener over, says so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {navText.newTabHint}</span>
    </a>
  );
}
