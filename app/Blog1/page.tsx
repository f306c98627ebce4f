import { caloriesArticle as article } from "@/content/articles";
import { pageMetadata } from "@/lib/seo/metadata";
import { getConfig } from "@/lib/config/env";
import { ArticleView } from "@/components/articles/ArticleView";
import { ArticleJsonLd } from "@/components/articles/ArticleJsonLd";

export const metadata = pageMetadata({
  title: article.title,
  description: article.description,
  path: article.path,
  type: "article",
});

export default function Blog1Page() {
  const { PRODUCT_NAME, SITE_URL } = getConfig();
  return (
    <>
      <ArticleJsonLd article={article} productName={PRODUCT_NAME} siteUrl={SITE_URL} />
      <ArticleView article={article} />
    </>
  );
}
