import { footerText } from "@/content/navigation";
import { CurrentYear } from "./CurrentYear";

export function SiteFooter({ productName }: { productName: string }) {
  return (
    <footer className="border-t border-brand-100 bg-brand-950 text-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center text-sm">
        <p>
          <span className="font-bold">{productName}</span> ©{" "}
          <CurrentYear buildYear={new Date().getFullYear()} /> {footerText.rights}
        </p>
        <p className="text-xs text-brand-100">
          {footerText.dataCredit.text}{" "}
          <span className="whitespace-nowrap">{footerText.dataCredit.source}</span>
        </p>
      </div>
    </footer>
  );
}
