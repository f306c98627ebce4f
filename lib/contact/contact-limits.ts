// Limits of the contact form, shared by the schema (browser and server) and the Arabic
// messages that name them. Lengths of texts are counted in Unicode code points, so an emoji
// or a rare CJK character counts as one character, as a visitor would count it.

export const contactLimits = {
  nameMax: 100,
  /** RFC 5321: an address longer than 254 characters cannot be delivered. */
  emailMax: 254,
  /** Shortest local number worth calling back; E.164 allows at most 15 digits. */
  phoneMinDigits: 7,
  phoneMaxDigits: 15,
  messageMax: 2000,
} as const;
