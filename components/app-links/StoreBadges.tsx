import type { ReactNode } from "react";
import { appQrText, storeBadgeText } from "@/content/app-links";
import { getConfig } from "@/lib/config/env";
import { appLinkPath } from "@/lib/app-links/link-paths";
import { appQrSvg } from "@/lib/app-links/app-qr-code";

// Our own badges, not Apple's or Google's artwork. Plain <a> elements: /ios and /android are
// route handlers that redirect to the stores, so next/link's prefetch would only waste a request.
// One HTML for every visitor: the device script (lib/app-links/device-script.ts) marks <html>
// with the phone's platform before the first paint, and the `ios:`/`android:` variants
// (app/globals.css) show that phone's store large and the other as a small text link. Without
// JavaScript, or on a computer, both badges show, and from 1,280 px the code to scan.

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <rect
        x="6"
        y="2.5"
        width="12"
        height="19"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        d="M6 3.5v17l14-8.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const badgeClass =
  "inline-flex min-h-14 items-center gap-3 rounded-xl bg-slate-900 px-4 py-2 text-white shadow-sm transition-colors hover:bg-slate-700";

const smallLinkClass = "font-bold text-brand-800 underline underline-offset-4";

/** The store badges of a page, each link carrying the page (`from`), and its code to scan. */
export function StoreBadges({ from, className = "" }: { from: string; className?: string }) {
  const { SITE_URL, PRODUCT_NAME } = getConfig();
  const ios = { href: appLinkPath("ios", from), text: storeBadgeText.ios };
  const android = { href: appLinkPath("android", from), text: storeBadgeText.android };
  const qr = appQrSvg(SITE_URL, from);
  return (
    <div className={`flex items-center gap-8 ${className}`}>
      <div>
        <ul aria-label={storeBadgeText.groupLabel} className="flex flex-wrap gap-3">
          <li className="android:hidden">
            <Badge {...ios} icon={<PhoneIcon />} />
          </li>
          <li className="ios:hidden">
            <Badge {...android} icon={<PlayIcon />} />
          </li>
        </ul>
        <p className="mt-3 hidden ios:block">
          {storeBadgeText.otherStore.android}{" "}
          <a href={android.href} lang="en" dir="ltr" className={smallLinkClass}>
            {android.text.store}
          </a>
        </p>
        <p className="mt-3 hidden android:block">
          {storeBadgeText.otherStore.ios}{" "}
          <a href={ios.href} lang="en" dir="ltr" className={smallLinkClass}>
            {ios.text.store}
          </a>
        </p>
      </div>
      <figure className="app-qr shrink-0 flex-col items-center gap-2">
        <div
          role="img"
          aria-label={appQrText.label(PRODUCT_NAME)}
          data-app-qr
          className="size-36 rounded-lg border border-slate-200 bg-white [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <figcaption className="max-w-40 text-center text-sm leading-6 text-slate-700">
          {appQrText.caption}
        </figcaption>
      </figure>
    </div>
  );
}

function Badge({
  href,
  text,
  icon,
}: {
  href: string;
  text: { small: string; store: string };
  icon: ReactNode;
}) {
  return (
    <a href={href} className={badgeClass}>
      {icon}
      <span className="flex flex-col text-start leading-tight">
        <span className="text-xs">{text.small}</span>
        <span lang="en" dir="ltr" className="text-lg font-bold">
          {text.store}
        </span>
      </span>
    </a>
  );
}
