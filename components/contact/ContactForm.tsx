import { contactText } from "@/content/navigation";

// Placeholder until the contact form lands (its own issue): the section keeps its place and title.
export function ContactForm() {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6">
      <h3 className="text-xl font-bold text-brand-900">{contactText.heading}</h3>
    </div>
  );
}
