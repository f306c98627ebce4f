import type { MetadataRoute } from "next";
import { canonicalPaths } from "@/lib/routes";
import { getConfig } from "@/lib/config/env";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getConfig().SITE_URL;
  return canonicalPaths.map((path) => ({
    url: `${base}${path === "/" ? "" : path}`,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
