import { ArticlePage, articleMetadata } from "@/components/articles/ArticlePage";

export const metadata = articleMetadata("/Blog1");

export default function Blog1Page() {
  return <ArticlePage path="/Blog1" />;
}
