import localFont from "next/font/local";

// Tajawal, self-hosted from the @fontsource/tajawal files (no download at build time).
// The Arabic and Latin subsets are separate files with the same weights, so they are two
// families: Arabic glyphs come from the first, Latin letters and digits from the second.
// next/font adds a size-adjusted local fallback (Arial) to each family; that fallback must
// come after BOTH Tajawal families, or Latin text would stop at the Arabic family's Arial
// fallback and never reach Tajawal Latin. `fontStack` orders them so.
//
// display "optional", no preload: the text of the first screen is the largest paint of every
// page, and with "swap" it was painted a second time when Tajawal arrived, 1–3 s after the
// first paint in the phone audit. With "optional" the browser waits for the font at most
// ~100 ms and otherwise keeps the size-adjusted fallback for that page view (Tajawal comes
// from the cache on the next one), so the largest paint is the first paint. Preloading put
// four font requests ahead of the first paint on every page; measured variants are in the
// README's Performance section.
export const tajawalArabic = localFont({
  src: [
    {
      path: "../node_modules/@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../node_modules/@fontsource/tajawal/files/tajawal-arabic-700-normal.woff2",
      weight: "700",
    },
  ],
  variable: "--font-tajawal",
  display: "optional",
  preload: false,
  fallback: ["Arial", "sans-serif"],
});

export const tajawalLatin = localFont({
  src: [
    {
      path: "../node_modules/@fontsource/tajawal/files/tajawal-latin-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../node_modules/@fontsource/tajawal/files/tajawal-latin-700-normal.woff2",
      weight: "700",
    },
  ],
  variable: "--font-tajawal-latin",
  display: "optional",
  preload: false,
  fallback: ["Arial", "sans-serif"],
});

const familyNames = (fontFamily: string) => fontFamily.split(",").map((name) => name.trim());

/** Both Tajawal families first, then the Arabic family's size-adjusted fallbacks. */
export const fontStack = [
  familyNames(tajawalArabic.style.fontFamily)[0],
  familyNames(tajawalLatin.style.fontFamily)[0],
  ...familyNames(tajawalArabic.style.fontFamily).slice(1),
].join(", ");
