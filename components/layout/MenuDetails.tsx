"use client";

import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

/**
 * The phone menu's <details>: the browser opens and closes it with no JavaScript (and tells
 * screen readers whether it is expanded). This island adds only what <details> cannot do:
 * closing after a link in it is followed (the header stays on screen across client-side
 * navigation) and closing with Escape, focus back on the menu button.
 */
export function MenuDetails({ className, children }: { className?: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest("a");
    // A link to another site opens in a new tab: the menu stays as it was, as before.
    if (link && link.target !== "_blank" && details.current) details.current.open = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  };

  return (
    <details ref={details} className={className} onClick={onClick} onKeyDown={onKeyDown}>
      {children}
    </details>
  );
}
