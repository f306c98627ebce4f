"use client";

import { useEffect, useRef, type FocusEvent, type MouseEvent, type ReactNode } from "react";

/**
 * The phone menu's <details>: the browser opens and closes it with no JavaScript (and tells
 * screen readers whether it is expanded). This island adds only what <details> cannot do:
 * closing after a link in it is followed (the header stays on screen across client-side
 * navigation), closing when focus leaves it (Tab past its last link: it would otherwise stay
 * open over the page the visitor is now in), and closing with Escape wherever focus is, focus
 * back on the menu button.
 */
export function MenuDetails({ className, children }: { className?: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest("a");
    // A link to another site opens in a new tab: the menu stays as it was, as before.
    if (link && link.target !== "_blank" && details.current) details.current.open = false;
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = details.current;
      if (event.key !== "Escape" || !menu?.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    // relatedTarget is null when the window itself loses focus: the menu stays as it was then.
    if (next && details.current?.open && !details.current.contains(next)) {
      details.current.open = false;
    }
  };

  return (
    <details ref={details} className={className} onClick={onClick} onBlur={onBlur}>
      {children}
    </details>
  );
}
