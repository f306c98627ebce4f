import type { BlogCard } from "@/content/blog";
import { BlogCardItem } from "./BlogCardItem";

export function BlogGrid({ cards }: { cards: readonly BlogCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <BlogCardItem card={card} />
        </li>
      ))}
    </ul>
  );
}
