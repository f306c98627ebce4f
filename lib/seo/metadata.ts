import type { Metadata } from "next";

/**
 * Per-page metadata: Arabic title and description, a canonical URL and Open Graph. Paths are
 * relative; the root layout sets metadataBase from SITE_URL so they resolve to absolute URLs.
 */
export function pageMetadata({
  title,
  description,
  path,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type },
    twitter: { card: "summary_large_image", title, description },
  };
}
