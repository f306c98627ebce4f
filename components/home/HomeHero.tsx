import type { ReactNode } from "react";
import { site } from "@/content/site";
import { homeText } from "@/content/home";
import { pages } from "@/content/site-pages";
import { appLinkPath } from "@/lib/app-links/link-paths";
import { ExternalLink } from "@/components/ui/ExternalLink";

const { hero } = homeText;

const joinClass =
  "rounded-full bg-brand-700 px-7 py-3.5 text-lg font-bold text-white shadow-md shadow-brand-900/10 hover:bg-brand-800";

/**
 * The hero: slogan, the invitation to join, the health-test button (opens a new tab) and the
 * download section (`download`). From 1,280 px the hero fills the first screen with the download
 * section beside the text: a computer's visitor sees the code to scan at once, and the app
 * screenshot, a large picture on a weak link, is left below the first screen (its text paints
 * first).
 */
export function HomeHero({
  healthTestUrl,
  download,
}: {
  healthTestUrl: string;
  download: ReactNode;
}) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white xl:flex xl:min-h-[calc(100svh-4rem)] xl:items-center"
    >
      <HeroPattern />
      <div className="relative mx-auto max-w-6xl px-4 py-14 md:py-24 xl:grid xl:w-full xl:grid-cols-[minmax(0,1fr)_auto] xl:items-center xl:gap-12 xl:py-12">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-bold text-brand-800">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 max-w-3xl text-4xl leading-tight font-bold text-brand-950 md:text-6xl md:leading-tight"
          >
            {site.slogan}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-9 text-slate-700 md:text-xl md:leading-10">
            {hero.callToAction}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A phone goes straight to its store (through /app); a computer, or a page without
              JavaScript, to the download section and its code to scan. The device script picks
              one before the first paint (lib/app-links/device-script.ts). */}
            <a
              href={appLinkPath("app", pages.home.path)}
              className={`hidden ios:block android:block ${joinClass}`}
            >
              {hero.join}
            </a>
            <a href="#download" className={`ios:hidden android:hidden ${joinClass}`}>
              {hero.join}
            </a>
            <ExternalLink
              href={healthTestUrl}
              className="rounded-full border-2 border-brand-700 bg-white px-7 py-3 text-lg font-bold text-brand-800 hover:bg-brand-50"
            >
              {hero.healthTest}
            </ExternalLink>
          </div>
        </div>
        <div className="mt-10 xl:mt-0">{download}</div>
      </div>
    </section>
  );
}

/** Soft decorative circles; inline so they cost no request. */
function HeroPattern() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute -end-24 -top-24 size-96 text-brand-200 opacity-40 max-md:-end-40 md:size-[36rem] md:opacity-60"
      viewBox="0 0 200 200"
    >
      <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="100" cy="100" r="70" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="100" cy="100" r="44" fill="currentColor" opacity="0.35" />
    </svg>
  );
}
