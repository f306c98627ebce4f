import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { homeText } from "@/content/home";

const { about } = homeText;

/** Tailwind's `md`, where the screenshot sits beside the text. */
const WIDE_SCREEN = "(min-width: 768px)";
/**
 * Where the screenshot is on the first screen: from `md` until `xl` (1,280 px), where the hero
 * fills the first screen beside the download section (HomeHero) and the screenshot is below it.
 */
const SCREENSHOT_ON_FIRST_SCREEN = "(min-width: 768px) and (max-width: 1279.98px)";

/** About the app: the daily screen and what the app does. */
export function AboutApp({ productName }: { productName: string }) {
  // getImageProps rather than <Image>: the same optimised srcset without shipping the client
  // image component to a page that has no other use for it.
  const screenshot = getImageProps({
    src: "/images/home/app-screen.png",
    width: 640,
    height: 1360,
    alt: about.screenshotAlt(productName),
    sizes: `${WIDE_SCREEN} 320px, 280px`,
    // Lazy and low wherever it is below the first screen (phones, and from 1,280 px, where the
    // hero fills the screen): fetched once the page is laid out, it no longer shares the weak
    // link with the first screen's HTML (a low priority also keeps React from preloading it in
    // the head for every width). From 768 to 1,279 px it is on the first screen and its largest
    // paint: the preload below fetches it at once, with a high priority, for those screens
    // only, and the lazy image then paints from that copy as soon as it is laid out.
    loading: "lazy",
    fetchPriority: "low",
    className: "h-auto w-[280px] drop-shadow-2xl md:w-[320px]",
  });
  preload(screenshot.props.src, {
    as: "image",
    imageSrcSet: screenshot.props.srcSet,
    imageSizes: screenshot.props.sizes,
    fetchPriority: "high",
    media: SCREENSHOT_ON_FIRST_SCREEN,
  });
  return (
    <section aria-labelledby="about-heading" className="bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:gap-16">
        <div className="md:order-2">
          <h2 id="about-heading" className="text-3xl font-bold text-brand-950 md:text-4xl">
            {about.heading(productName)}
          </h2>
          <p className="mt-4 text-lg leading-9 text-slate-700">{about.body(productName)}</p>
          <ul className="mt-6 space-y-3">
            {about.features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 text-lg text-slate-800">
                <CheckIcon />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-center md:order-1">
          {/* eslint-disable-next-line @next/next/no-img-element -- props from getImageProps */}
          <img {...screenshot.props} alt={screenshot.props.alt} />
        </div>
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 shrink-0"
    >
      <circle cx="12" cy="12" r="11" fill="#d4f4ec" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="#1c6c60"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
