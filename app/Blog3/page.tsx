import { ArticlePage, articleMetadata } from "@/components/articles/ArticlePage";

export const metadata = articleMetadata("/Blog3");

export default function Blog3Page() {
  return <ArticlePage path="/Blog3" />;
}
