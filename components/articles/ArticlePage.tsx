import type { Metadata } from "next";
import { articles, type ArticlePath } from "@/content/articles";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCard } from "@/lib/share-card/card-refs";
import { getConfig } from "@/lib/config/env";
import { ArticleView } from "./ArticleView";
import { ArticleJsonLd } from "./ArticleJsonLd";

// One page for every article: each app/BlogN/page.tsx names its path and nothing else.

function articleAt(path: ArticlePath) {
  const article = articles.find((a) => a.path === path);
  // Unreachable while ArticlePath is derived from the list; a clear build error if not.
  if (!article) throw new Error(`No article is published at ${path}`);
  return article;
}

/** The metadata of the article published at `path`. */
export function articleMetadata(path: ArticlePath): Metadata {
  const article = articleAt(path);
  return pageMetadata({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    card: pageCard(article.path),
  });
}

/** The article published at `path`, with its structured data. */
export function ArticlePage({ path }: { path: ArticlePath }) {
  const article = articleAt(path);
  const { PRODUCT_NAME, SITE_URL } = getConfig();
  return (
    <>
      <ArticleJsonLd article={article} productName={PRODUCT_NAME} siteUrl={SITE_URL} />
      <ArticleView article={article} />
    </>
  );
}
