import { contactText } from "@/content/navigation";
import { ExternalLink } from "@/components/ui/ExternalLink";
import type { ContactFormAction } from "@/lib/contact/contact-form-state";
import { ContactForm } from "./ContactForm";

/** The contact section every page ends with; the header's 'تواصل معنا' links to its anchor. */
export function ContactSection({
  email,
  socialUrl,
  action,
}: {
  email: string;
  socialUrl: string;
  /** The form's Server Action, handed down by the layout (components never import server code). */
  action: ContactFormAction;
}) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-20 border-t border-brand-100 bg-brand-50 render-when-visible"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-5">
        <div className="md:col-span-2">
          <h2 id="contact-heading" className="text-2xl font-bold text-brand-900">
            {contactText.heading}
          </h2>
          <p className="mt-3 leading-8 text-slate-700">{contactText.intro}</p>
          <h3 className="mt-6 font-bold text-brand-900">{contactText.detailsHeading}</h3>
          <ul className="mt-2 space-y-2">
            <li>
              <span className="text-slate-600">{contactText.emailLabel}: </span>
              <a
                href={`mailto:${email}`}
                className="font-medium text-brand-800 underline"
                dir="ltr"
              >
                {email}
              </a>
            </li>
            <li>
              <ExternalLink href={socialUrl} className="font-medium text-brand-800 underline">
                {contactText.socialLabel}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <div className="md:col-span-3">
          <ContactForm action={action} />
        </div>
      </div>
    </section>
  );
}
