import { getImageProps } from "next/image";
import Link from "next/link";
import { blogText, type BlogCard } from "@/content/blog";
import { ArrowIcon } from "@/components/ui/ArrowIcon";

/**
 * One card. Every card's link reads 'الذهاب للمقال'; a visually hidden part of the link names
 * the article, so the six links have distinct accessible names that start with the visible text.
 */
export function BlogCardItem({ card, aboveFold = false }: { card: BlogCard; aboveFold?: boolean }) {
  const titleId = `card-${card.id}-title`;
  // getImageProps: next/image's sizing without its client component (the SVGs are served as-is).
  const image = getImageProps({
    src: card.image.src,
    alt: card.image.alt,
    width: 400,
    height: 240,
    loading: aboveFold ? "eager" : "lazy",
    className: "h-auto w-full",
  });
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        {/* eslint-disable-next-line @next/next/no-img-element -- props from getImageProps */}
        <img {...image.props} alt={image.props.alt} />
        {card.comingSoon && (
          <span className="absolute start-3 top-3 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
            {blogText.comingSoon}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} className="text-xl leading-8 font-bold text-brand-950">
          {card.title}
        </h2>
        <p className="mt-2 flex-1 leading-7 text-slate-700">{card.excerpt}</p>
        <Link
          href={card.href}
          className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          {blogText.readMore}
          <span className="sr-only">: {card.title}</span>
          <ArrowIcon />
        </Link>
      </div>
    </article>
  );
}
