import localFont from "next/font/local";

// Tajawal, self-hosted from the @fontsource/tajawal files (no download at build time).
// The Arabic and Latin subsets are separate files with the same weights, so they are two
// families chained in the font stack (tailwind.config.ts): Arabic glyphs come from the first,
// Latin letters and digits from the second. next/font adds a size-adjusted local fallback so
// the swap does not shift the layout.
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
  display: "swap",
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
  display: "swap",
  fallback: ["Arial", "sans-serif"],
});
