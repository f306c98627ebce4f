import type { ContactMessageInput } from "@/lib/contact/contact-schema";

// What the visitor has done to the server-rendered form before its island replaced it: the
// text typed so far, the field with the focus (and the caret in it), and whether the form was
// already submitted. The island starts from this, so the swap loses nothing.

export interface ContactFormSnapshot {
  values: ContactMessageInput;
  honeypot: string;
  focus?: { id: string; start: number | null; end: number | null };
  submit: boolean;
}

const fieldNames: (keyof ContactMessageInput)[] = ["name", "email", "phone", "message"];

type TextField = HTMLInputElement | HTMLTextAreaElement;

function valueOf(root: HTMLElement, name: string): string {
  return root.querySelector<TextField>(`[name="${name}"]`)?.value ?? "";
}

export function readFormSnapshot(root: HTMLElement, submit: boolean): ContactFormSnapshot {
  const values = Object.fromEntries(fieldNames.map((n) => [n, valueOf(root, n)]));
  const active = document.activeElement as TextField | null;
  let focus: ContactFormSnapshot["focus"];
  if (active?.id && root.contains(active)) {
    // selectionStart is null on fields without a caret API (type=email).
    focus = { id: active.id, start: active.selectionStart, end: active.selectionEnd };
  }
  return {
    values: values as unknown as ContactMessageInput,
    honeypot: valueOf(root, "website"),
    focus,
    submit,
  };
}

/** Puts the focus and the caret back where the snapshot found them. */
export function restoreFocus(focus: ContactFormSnapshot["focus"]): void {
  if (!focus) return;
  const element = document.getElementById(focus.id) as TextField | null;
  if (!element || document.activeElement === element) return;
  element.focus({ preventScroll: true });
  if (focus.start !== null && focus.end !== null && "setSelectionRange" in element) {
    try {
      element.setSelectionRange(focus.start, focus.end);
    } catch {
      // Not every input type has a caret to restore.
    }
  }
}
