import { site } from "@/content/site";

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{site.slogan}</h1>
    </section>
  );
}
