import { site } from "@/content/site";
import { mobileApplicationJsonLd } from "./app-json-ld";

const config = {
  PRODUCT_NAME: "ميزان",
  SITE_URL: "https://mizan.ly",
  IOS_STORE_URL: site.iosStoreUrl,
  ANDROID_STORE_URL: site.androidStoreUrl,
  APP_RATING: undefined,
  APP_RATING_COUNT: undefined,
};

describe("the app's structured data", () => {
  it("describes a free health app on both stores, with no rating of its own", () => {
    const data = mobileApplicationJsonLd(config, "وصف", "/images/home/app-screen.png");
    expect(data).toMatchObject({
      "@type": "MobileApplication",
      name: "ميزان",
      operatingSystem: "iOS, Android",
      applicationCategory: "HealthApplication",
      offers: { "@type": "Offer", price: 0 },
      downloadUrl: [site.iosStoreUrl, site.androidStoreUrl],
    });
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("carries the owners' rating when they give one", () => {
    const data = mobileApplicationJsonLd(
      { ...config, APP_RATING: 4.6, APP_RATING_COUNT: 1250 },
      "وصف",
      "/x.png",
    );
    expect(data).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, ratingCount: 1250 },
    });
  });
});
