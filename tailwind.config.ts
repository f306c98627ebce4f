import type { Config } from "tailwindcss";

// Theme tokens of the product's design card. Loaded from app/globals.css with `@config`.
// Right-to-left layout needs no plugin: Tailwind 4's logical utilities (ms-, pe-, start-,
// text-start) and the rtl: variant replace the old tailwindcss-rtl plugin.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./content/**/*.ts"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eefbf8",
          100: "#d4f4ec",
          200: "#ace8da",
          300: "#76d5c2",
          400: "#45bca6",
          500: "#28a891",
          600: "#1f8776",
          700: "#1c6c60",
          800: "#1b574e",
          900: "#1a4942",
          950: "#092a27",
          DEFAULT: "#28a891",
        },
      },
      fontFamily: {
        // --font-stack is set on <html> from app/fonts.ts (both Tajawal subsets, then fallbacks).
        sans: ["var(--font-stack)"],
        // Latin-only text (the 404 heading): Tajawal Latin with its own size-adjusted fallback.
        latin: ["var(--font-tajawal-latin)"],
      },
      screens: {
        wide: "1200px",
      },
    },
  },
};

export default config;
