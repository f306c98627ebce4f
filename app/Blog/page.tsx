import { blogCards, blogText } from "@/content/blog";
import { pages } from "@/content/site-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCard } from "@/lib/share-card/card-refs";
import { BlogGrid } from "@/components/blog/BlogGrid";

export const metadata = pageMetadata({
  title: blogText.title,
  description: blogText.metaDescription,
  path: pages.blog.path,
  card: pageCard(pages.blog.path),
});

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold text-brand-950 md:text-5xl">{blogText.title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-9 text-slate-700">{blogText.intro}</p>
      <div className="mt-10">
        <BlogGrid cards={blogCards} />
      </div>
    </div>
  );
}
