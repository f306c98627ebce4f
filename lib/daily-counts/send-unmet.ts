// The browser's side of the unmet-search counts: the words of a «ماذا أكلت؟» sentence that found
// no food (the sentence is read in the browser, so the server never sees them otherwise), sent
// once, without waiting and without retrying; nothing is kept on the device. Browser-safe: no
// server module is imported here.

const UNMET_URL = "/api/v1/meals/unmet";

/** At most this many texts in one report (a sentence of 500 characters has few). */
export const UNMET_TEXTS_PER_REPORT = 10;

export function sendUnmet(texts: readonly string[]): void {
  if (texts.length === 0 || typeof navigator === "undefined") return;
  const body = JSON.stringify({ texts: texts.slice(0, UNMET_TEXTS_PER_REPORT) });
  try {
    if (navigator.sendBeacon?.(UNMET_URL, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // A browser that refuses the beacon gets the plain request below.
  }
  void fetch(UNMET_URL, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "application/json" },
  }).catch(() => undefined);
}
