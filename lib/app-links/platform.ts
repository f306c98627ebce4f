// Which phone a visitor holds, from what the browser says of itself: "ios" (iPhone, iPad,
// iPod), "android", or "other" (a computer, or anything not known to be a phone). One function
// for both places that decide: the /app redirect (the request's User-Agent) and the pages'
// inline script (./device-script.ts serialises this very function), so they never disagree.

export type DevicePlatform = "ios" | "android" | "other";

/**
 * Self-contained on purpose (no imports, no outer names): its source is inlined into every
 * page. `touchPoints` is the browser's `navigator.maxTouchPoints`; iPadOS Safari describes
 * itself as a Mac, and only its touch screen tells it apart (a server, which has no such
 * number, sends such an iPad to the home page's download section with both badges).
 */
export function platformOf(userAgent: string, touchPoints: number): DevicePlatform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  if (/macintosh/i.test(userAgent) && touchPoints > 1) return "ios";
  return "other";
}
