// The contact form's texts with their limits filled in, formatted by the site's one number
// formatter. The form and the schema read these, never the templates in content/.
import { contactFormText, contactLimits } from "@/content/contact-form";
import { formatNumber } from "@/lib/format/number";

const n = (value: number) => formatNumber(value, 0);
const { errors, hints } = contactFormText;

export const contactErrors = {
  ...errors,
  nameTooLong: errors.nameTooLong({ max: n(contactLimits.nameMax) }),
  phoneLength: errors.phoneLength({
    min: n(contactLimits.phoneMinDigits),
    max: n(contactLimits.phoneMaxDigits),
  }),
  messageTooLong: errors.messageTooLong({ max: n(contactLimits.messageMax) }),
};

export const contactHints = {
  ...hints,
  message: hints.message({ max: n(contactLimits.messageMax) }),
};
