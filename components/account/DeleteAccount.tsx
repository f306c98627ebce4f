import { deleteAccountText as text } from "@/content/delete-account";
import type { DeletionFormAction } from "@/lib/contact/deletion-request-state";
import { DeletionRequestForm } from "./DeletionRequestForm";

/** /delete-account: the steps in the app, a request without it, what is deleted and kept. */
export function DeleteAccount({
  productName,
  action,
}: {
  productName: string;
  action: DeletionFormAction;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold text-brand-950 md:text-4xl">{text.title}</h1>
      <p className="mt-5 text-xl leading-9 text-slate-700">{text.lead(productName)}</p>
      <section aria-labelledby="in-app" className="mt-8">
        <h2 id="in-app" className="text-2xl font-bold text-brand-900">
          {text.inAppHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 ps-6 text-lg leading-9 text-slate-800">
          {text.inAppSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="request" className="mt-8">
        <h2 id="request" className="text-2xl font-bold text-brand-900">
          {text.requestHeading}
        </h2>
        <p className="mt-3 mb-5 text-lg leading-9 text-slate-800">{text.requestIntro}</p>
        <DeletionRequestForm action={action} />
      </section>
      <ListSection id="deleted" heading={text.deletedHeading} items={text.deleted} />
      <ListSection id="kept" heading={text.keptHeading} items={text.kept} />
    </article>
  );
}

function ListSection({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: readonly string[];
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-3 list-disc space-y-2 ps-6 text-lg leading-9 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
