// The one look of the site's text boxes and selects (the contact form, the article tools): a
// border dark enough to see (3:1 against white), the brand colour with an outline on focus,
// and red once the field says it is invalid (aria-invalid="true"), so no caller picks colours.
export const fieldClass =
  "mt-1 block w-full rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 " +
  "focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 " +
  "aria-invalid:border-red-700";
