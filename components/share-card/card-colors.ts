// The site's colours as the share cards paint them (Satori takes no Tailwind classes here):
// the brand greens of tailwind.config.ts and the macro swatches of EnergySplitBar.
import type { Macro } from "@/lib/nutrition/energy-split";

export const cardColors = {
  brand: "#28a891",
  brandDark: "#1c6c60",
  ink: "#092a27",
  muted: "#334155",
  paper: "#ffffff",
  wash: "#eefbf8",
} as const;

export const macroColors: Record<Macro, string> = {
  protein: "#1c6c60",
  fat: "#f59e0b",
  carbohydrates: "#0284c7",
};
