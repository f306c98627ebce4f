import { JsonLd } from "@/components/seo/JsonLd";
import type { Article } from "@/content/articles/types";

/** Article structured data; the product is both the author and the publisher. */
export function ArticleJsonLd({
  article,
  productName,
  siteUrl,
}: {
  article: Article;
  productName: string;
  siteUrl: string;
}) {
  const organization = { "@type": "Organization", name: productName, url: `${siteUrl}/` };
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.description,
        inLanguage: "ar",
        image: `${siteUrl}${article.image}`,
        datePublished: article.datePublished,
        dateModified: article.datePublished,
        author: organization,
        publisher: organization,
        mainEntityOfPage: { "@type": "WebPage", "@id": `${siteUrl}${article.path}` },
      }}
    />
  );
}
