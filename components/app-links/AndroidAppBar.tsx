import { androidBarText } from "@/content/app-links";
import {
  APP_BAR_CLOSE_ATTRIBUTE,
  APP_LINK_FROM_PAGE_ATTRIBUTE,
} from "@/lib/app-links/device-script";
import { LogoMark } from "@/components/layout/Logo";

/**
 * The bar at the top of every page on an Android phone: the app on Google Play, and a close
 * button. Static HTML, shown only by the `.app-bar` rule of app/globals.css once the device
 * script has marked an Android phone (never without JavaScript, never on another device), in
 * the page's flow rather than over it, so it covers nothing. The device script closes it
 * (remembered on the device), hides it when the browser reports the app installed, and makes
 * its link carry the page it is on.
 */
export function AndroidAppBar({ productName }: { productName: string }) {
  const closeButton = { [APP_BAR_CLOSE_ATTRIBUTE]: "" };
  const linkWithPage = { [APP_LINK_FROM_PAGE_ATTRIBUTE]: "" };
  return (
    <aside
      aria-label={androidBarText.label(productName)}
      className="app-bar items-center gap-3 border-b border-brand-100 bg-brand-50 px-3 py-2"
    >
      <LogoMark className="size-9 shrink-0" />
      <p className="flex-1 text-sm leading-6 font-bold text-brand-950">
        {androidBarText.body(productName)}
      </p>
      <a
        href="/app"
        {...linkWithPage}
        className="shrink-0 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-800"
      >
        {androidBarText.download}
      </a>
      <button
        type="button"
        {...closeButton}
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-brand-100"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only">{androidBarText.close}</span>
      </button>
    </aside>
  );
}
