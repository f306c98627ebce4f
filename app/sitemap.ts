import type { MetadataRoute } from "next";
import { sitePages } from "@/content/pages";
import { getConfig } from "@/lib/config/env";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getConfig().SITE_URL;
  return sitePages.map(({ path }) => ({
    url: `${base}${path === "/" ? "" : path}`,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
