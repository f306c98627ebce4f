import type { Metadata } from "next";
import Link from "next/link";
import { notFoundText } from "@/content/not-found";
import { pages } from "@/content/site-pages";
import { smartAppBanner } from "@/lib/seo/metadata";

// One page for every unknown path: the smart banner opens the app on its home.
export const metadata: Metadata = {
  title: notFoundText.title,
  robots: { index: false },
  itunes: smartAppBanner(pages.home.path),
};

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="font-latin text-4xl font-bold text-brand-900" dir="ltr">
        {notFoundText.heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{notFoundText.body}</p>
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800"
      >
        {notFoundText.home}
      </Link>
    </div>
  );
}
