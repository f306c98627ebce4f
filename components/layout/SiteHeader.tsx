import Link from "next/link";
import { navLinks, navText } from "@/content/navigation";
import { ExternalLink } from "@/components/ui/ExternalLink";
import { LogoMark } from "./Logo";
import { MobileMenu } from "./MobileMenu";

const linkClass =
  "rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700";

export function SiteHeader({
  productName,
  healthTestUrl,
}: {
  productName: string;
  healthTestUrl: string;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          href="/"
          className="flex items-center gap-2 text-xl font-bold text-brand-800"
          aria-label={`${productName} – ${navText.homeLabel}`}
        >
          <LogoMark />
          <span>{productName}</span>
        </Link>
        <nav aria-label={navText.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <ExternalLink href={healthTestUrl} className={linkClass}>
                {navText.healthTest}
              </ExternalLink>
            </li>
            <li>
              <a
                href="#contact"
                className="ms-2 rounded-full bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
              >
                {navText.contact}
              </a>
            </li>
          </ul>
        </nav>
        <MobileMenu healthTestUrl={healthTestUrl} />
      </div>
    </header>
  );
}
