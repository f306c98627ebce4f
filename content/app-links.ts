// Arabic texts of the ways into the app: the store badges, the code to scan on a computer and
// the Android bar. The product's name is an argument where a text names it (PRODUCT_NAME can be
// changed through the environment).

export const storeBadgeText = {
  groupLabel: "روابط تحميل التطبيق",
  ios: { small: "حمّله من", store: "App Store" },
  android: { small: "احصل عليه من", store: "Google Play" },
  /** The other store, as a small text link on a phone that has its own store's badge large. */
  otherStore: { ios: "أو حمّله من", android: "أو احصل عليه من" },
} as const;

export const appQrText = {
  caption: "امسح الرمز بكاميرا هاتفك لتحميل التطبيق",
  label: (productName: string) => `رمز QR يفتح صفحة تحميل تطبيق ${productName} على هاتفك`,
} as const;

export const androidBarText = {
  label: (productName: string) => `تطبيق ${productName}`,
  body: (productName: string) => `تطبيق ${productName} مجاني على Google Play`,
  download: "حمّل التطبيق",
  close: "إغلاق",
} as const;
