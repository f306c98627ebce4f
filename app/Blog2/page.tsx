import { ArticlePage, articleMetadata } from "@/components/articles/ArticlePage";

export const metadata = articleMetadata("/Blog2");

export default function Blog2Page() {
  return <ArticlePage path="/Blog2" />;
}
