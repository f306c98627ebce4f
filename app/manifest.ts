import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { getConfig } from "@/lib/config/env";
import { playPackageOf } from "@/lib/app-links/app-ids";

export default function manifest(): MetadataRoute.Manifest {
  const { PRODUCT_NAME: name, ANDROID_STORE_URL } = getConfig();
  const playPackage = playPackageOf(ANDROID_STORE_URL);
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
    // The Android app, for navigator.getInstalledRelatedApps() (the Android bar hides itself
    // when it is installed). Not preferred over the site: the site stays installable.
    related_applications: playPackage
      ? [{ platform: "play", id: playPackage, url: ANDROID_STORE_URL }]
      : [],
    prefer_related_applications: false,
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
