import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { getConfig } from "@/lib/config/env";

export default function manifest(): MetadataRoute.Manifest {
  const name = getConfig().PRODUCT_NAME;
  return {
    name,
    short_name: name,
    description: site.description,
    lang: "ar",
    dir: "rtl",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: site.themeColor,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}
