import type { BlogCard } from "@/content/blog";
import { BlogCardItem } from "./BlogCardItem";

export function BlogGrid({ cards }: { cards: readonly BlogCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, i) => (
        <li key={card.id}>
          {/* The first row can be above the fold (one card on phones, three on desktops). */}
          <BlogCardItem card={card} aboveFold={i < 3} />
        </li>
      ))}
    </ul>
  );
}
