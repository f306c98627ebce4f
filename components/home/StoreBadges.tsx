import { storeBadgeText } from "@/content/home";

// Our own badges, not Apple's or Google's artwork. Plain <a> elements: /ios and /android are
// route handlers that redirect to the stores, so next/link's prefetch would only waste a request.

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

export function StoreBadges({ className = "" }: { className?: string }) {
  const badges = [
    { href: "/ios", text: storeBadgeText.ios, icon: <PhoneIcon /> },
    { href: "/android", text: storeBadgeText.android, icon: <PlayIcon /> },
  ];
  return (
    <ul aria-label={storeBadgeText.groupLabel} className={`flex flex-wrap gap-3 ${className}`}>
      {badges.map(({ href, text, icon }) => (
        <li key={href}>
          <a href={href} className={badgeClass}>
            {icon}
            <span className="flex flex-col text-start leading-tight">
              <span className="text-xs">{text.small}</span>
              <span lang="en" dir="ltr" className="text-lg font-bold">
                {text.store}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
