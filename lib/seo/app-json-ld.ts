// The app described to search engines: MobileApplication structured data on the home page
// (schema.org; Google's "Software app" rich result reads name, operating system, category,
// offers and, when there is one, a rating). Only facts the owners give: a free offer (the app
// is free to download), both store pages, and a rating only from APP_RATING and
// APP_RATING_COUNT, never an invented number.
import type { MobileApplication, WithContext } from "schema-dts";
import type { AppConfig } from "@/lib/config/env";

type AppFacts = Pick<
  AppConfig,
  | "PRODUCT_NAME"
  | "SITE_URL"
  | "IOS_STORE_URL"
  | "ANDROID_STORE_URL"
  | "APP_RATING"
  | "APP_RATING_COUNT"
>;

export function mobileApplicationJsonLd(
  config: AppFacts,
  description: string,
  screenshotPath: string,
): WithContext<MobileApplication> {
  const rating =
    config.APP_RATING !== undefined && config.APP_RATING_COUNT !== undefined
      ? {
          aggregateRating: {
            "@type": "AggregateRating" as const,
            ratingValue: config.APP_RATING,
            ratingCount: config.APP_RATING_COUNT,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {};
  return {
    "@context": "https://schema.org",
    "@type": "MobileApplication",
    name: config.PRODUCT_NAME,
    description,
    operatingSystem: "iOS, Android",
    applicationCategory: "HealthApplication",
    inLanguage: "ar",
    url: `${config.SITE_URL}/`,
    downloadUrl: [config.IOS_STORE_URL, config.ANDROID_STORE_URL],
    installUrl: [config.IOS_STORE_URL, config.ANDROID_STORE_URL],
    screenshot: `${config.SITE_URL}${screenshotPath}`,
    offers: { "@type": "Offer", price: 0, priceCurrency: "LYD" },
    ...rating,
  };
}
