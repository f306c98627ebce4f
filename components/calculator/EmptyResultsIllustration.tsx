/**
 * A plate, a fork and a magnifying glass: the calculator before a meal is chosen. Inline, not an
 * <img>: it is the largest thing above the fold, and as a file it was the page's LCP element,
 * waiting on its own request on a slow network.
 */
export function EmptyResultsIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 240 180"
      width="240"
      height="180"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <ellipse cx="120" cy="160" rx="96" ry="10" fill="#d4f4ec" />
      <circle cx="112" cy="96" r="62" fill="#eefbf8" stroke="#ace8da" strokeWidth="4" />
      <circle cx="112" cy="96" r="42" fill="#fff" stroke="#76d5c2" strokeWidth="3" />
      <path
        d="M88 104c8-14 20-20 34-18 10 2 16 8 18 16"
        stroke="#28a891"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="100" cy="86" r="5" fill="#f59e0b" />
      <circle cx="122" cy="80" r="4" fill="#ef4444" />
      <circle cx="114" cy="96" r="3.5" fill="#1c6c60" />
      <path
        d="M36 52v56M30 52v18a6 6 0 0 0 12 0V52"
        stroke="#1c6c60"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="178" cy="62" r="24" fill="#fff" stroke="#1c6c60" strokeWidth="6" />
      <path d="m195 80 20 20" stroke="#1c6c60" strokeWidth="9" strokeLinecap="round" />
      <path d="M168 56a12 12 0 0 1 12-6" stroke="#76d5c2" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
