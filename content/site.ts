// Site constants: the product's name, store pages and contact details, in one typed place.
// These are the embedded defaults; each can be replaced at run time through the environment
// (see lib/config/env.ts and README.md), so a deployment never edits this file.
export const site = {
  productName: "ميزان",
  /** The slogan shown in the hero and used as the default description. */
  slogan: "وزنك بميزان، وأكلك بحساب",
  description:
    "ميزان تطبيق عربي لإنقاص الوزن وتنظيم النظام الغذائي: احسب السعرات والقيمة الغذائية لأشهر الوجبات العربية والليبية، واقرأ مقالات مبسطة عن السعرات والماكروز والكربوهيدرات.",
  /** Public origin of the site, used for canonical URLs, the sitemap and Open Graph. */
  siteUrl: "https://mizan.ly",
  iosStoreUrl: "https://apps.apple.com/ly/app/mizan/id6450000000",
  androidStoreUrl: "https://play.google.com/store/apps/details?id=ly.mizan.app",
  /** The product's health-test web site, opened in a new tab from the header and the hero. */
  healthTestUrl: "https://test.mizan.ly",
  contactEmail: "info@mizan.ly",
  socialUrl: "https://www.facebook.com/mizan.ly",
  locale: "ar_LY",
  themeColor: "#28A891",
} as const;
