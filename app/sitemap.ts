import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config/env";
import { allPages } from "@/lib/all-pages";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getConfig().SITE_URL;
  return allPages.map(({ path }) => ({
    url: `${base}${path === "/" ? "" : path}`,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
