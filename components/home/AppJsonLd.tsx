import { JsonLd } from "@/components/seo/JsonLd";
import { site } from "@/content/site";
import type { AppConfig } from "@/lib/config/env";

/**
 * The MobileApplication structured data of the home page. Only facts we know: no rating, no
 * review count, and no price (the stores, not this site, say what the app costs).
 */
export function AppJsonLd({
  config,
  screenshotPath,
}: {
  config: Pick<AppConfig, "PRODUCT_NAME" | "SITE_URL" | "IOS_STORE_URL" | "ANDROID_STORE_URL">;
  screenshotPath: string;
}) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "MobileApplication",
        name: config.PRODUCT_NAME,
        description: site.description,
        operatingSystem: "iOS, Android",
        applicationCategory: "HealthApplication",
        inLanguage: "ar",
        url: `${config.SITE_URL}/`,
        downloadUrl: [config.IOS_STORE_URL, config.ANDROID_STORE_URL],
        screenshot: `${config.SITE_URL}${screenshotPath}`,
      }}
    />
  );
}
