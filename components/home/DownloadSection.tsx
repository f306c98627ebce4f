import { homeText } from "@/content/home";
import { pages } from "@/content/site-pages";
import { StoreBadges } from "@/components/app-links/StoreBadges";

const { download } = homeText;

/**
 * The home page's download section: the store badges, and on a computer the code to scan. The
 * hero's «انضم إلينا الآن» leads a computer here (#download). Beside the hero's text from 1,280
 * px, under it on narrower screens.
 */
export function DownloadSection() {
  return (
    <section
      aria-labelledby="download"
      className="rounded-3xl bg-white/90 p-6 shadow-sm ring-1 ring-brand-100 xl:p-8"
    >
      <h2 id="download" className="scroll-mt-24 text-2xl font-bold text-brand-900">
        {download.heading}
      </h2>
      <p className="mt-2 leading-8 text-slate-700">{download.body}</p>
      <StoreBadges from={pages.home.path} className="mt-5" />
    </section>
  );
}
