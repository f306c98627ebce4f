"use client";

import { useRef, type ComponentType } from "react";
import { useLoadLater, type LaterPart, type LoadWhen } from "./load-later";

/**
 * A part loaded later (./load-later.ts), shown in place: nothing in the server's HTML, a
 * loading note once the browser runs this code, the part once it has arrived, and an alert if
 * its download failed (a "near" part tries again on the visitor's next touch).
 */
export function LoadLater<P extends object>({
  part,
  when,
  props,
  loadingText,
  failedText,
  noteClassName,
  name,
}: {
  part: LaterPart<ComponentType<P>>;
  when: LoadWhen;
  props: P;
  loadingText: string;
  failedText: string;
  noteClassName: string;
  /** Written as data-part, with data-loaded once the part is on screen (tests and scripts wait for it). */
  name: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const later = useLoadLater(part, when, box);
  const ready = later.status === "ready";
  return (
    <div ref={box} data-part={name} data-loaded={ready ? "" : undefined}>
      {ready ? (
        <later.value {...props} />
      ) : later.armed ? (
        <p role={later.status === "failed" ? "alert" : "status"} className={noteClassName}>
          {later.status === "failed" ? failedText : loadingText}
        </p>
      ) : null}
    </div>
  );
}
