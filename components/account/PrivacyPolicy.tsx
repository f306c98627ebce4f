import { privacyText as text } from "@/content/privacy";
import { ExternalLink } from "@/components/ui/ExternalLink";
import { PolicySections } from "./PolicySections";

/** /privacy: the site's part, then the app's (the owners' text, or their page's link). */
export function PrivacyPolicy({
  productName,
  email,
  appPrivacyUrl,
}: {
  productName: string;
  email: string;
  appPrivacyUrl: string | undefined;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold text-brand-950 md:text-4xl">{text.title}</h1>
      <p className="mt-5 text-xl leading-9 text-slate-700">{text.lead(productName)}</p>
      <PolicySections sections={text.site} />
      <section aria-labelledby="app-privacy" className="mt-12 border-t border-brand-100 pt-8">
        <h2 id="app-privacy" className="text-2xl font-bold text-brand-950">
          {text.appHeading(productName)}
        </h2>
        {appPrivacyUrl ? (
          <p className="mt-3 text-lg leading-9 text-slate-800">
            {text.appLinkIntro}{" "}
            <ExternalLink href={appPrivacyUrl} className="font-bold text-brand-800 underline">
              {text.appLink}
            </ExternalLink>
          </p>
        ) : (
          <PolicySections sections={text.app} level={3} />
        )}
      </section>
      <p className="mt-10 text-lg leading-9 text-slate-800">{text.contact(email)}</p>
    </article>
  );
}
