import Link from "next/link";
import { footerText } from "@/content/navigation";
import { pages } from "@/content/site-pages";
import { CurrentYear } from "./CurrentYear";

export function SiteFooter({ productName }: { productName: string }) {
  return (
    <footer className="border-t border-brand-100 bg-brand-950 text-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center text-sm">
        <p>
          <span className="font-bold">{productName}</span> ©{" "}
          <CurrentYear buildYear={new Date().getFullYear()} /> {footerText.rights}
        </p>
        <nav aria-label={footerText.legalLabel}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
            <li>
              <Link href={pages.privacy.path} className="underline underline-offset-4">
                {footerText.privacy}
              </Link>
            </li>
            <li>
              <Link href={pages.deleteAccount.path} className="underline underline-offset-4">
                {footerText.deleteAccount}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-xs text-brand-100">
          {footerText.dataCredit.text}{" "}
          <span className="whitespace-nowrap">{footerText.dataCredit.source}</span>
        </p>
      </div>
    </footer>
  );
}
