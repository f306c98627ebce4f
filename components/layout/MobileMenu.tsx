import Link from "next/link";
import { navLinks, navText } from "@/content/navigation";
import { ExternalLink } from "@/components/ui/ExternalLink";
import { MenuDetails } from "./MenuDetails";

const itemClass =
  "block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700";

/**
 * The phone menu: a native <details> whose <summary> is the menu button (exposed as expanded or
 * collapsed, named "open" or "close" by which label is displayed), revealing the same links.
 * Rendered on the server; it works before, and without, any JavaScript.
 */
export function MobileMenu({ healthTestUrl }: { healthTestUrl: string }) {
  return (
    <MenuDetails className="group md:hidden">
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span className="sr-only group-open:hidden">{navText.openMenu}</span>
        <span className="sr-only hidden group-open:inline">{navText.closeMenu}</span>
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
          <path
            className="group-open:hidden"
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path
            className="hidden group-open:inline"
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </summary>
      <nav
        aria-label={navText.mainNav}
        className="absolute inset-x-0 top-full z-40 border-b border-brand-100 bg-white px-4 py-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {navLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={itemClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <ExternalLink href={healthTestUrl} className={itemClass}>
              {navText.healthTest}
            </ExternalLink>
          </li>
          <li>
            <a href="#contact" className={itemClass}>
              {navText.contact}
            </a>
          </li>
        </ul>
      </nav>
    </MenuDetails>
  );
}
