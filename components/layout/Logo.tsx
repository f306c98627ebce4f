/** The product mark: a balance scale in brand green, drawn inline so it costs no request. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#28A891" />
      <path
        d="M16 7v17M10 24h12M8 11h16M8 11l-3 7h6zM24 11l-3 7h6z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="7.5" r="1.6" fill="#fff" />
    </svg>
  );
}
