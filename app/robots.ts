import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config/env";

export default function robots(): MetadataRoute.Robots {
  const base = getConfig().SITE_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/"] },
    sitemap: `${base}/sitemap.xml`,
  };
}
