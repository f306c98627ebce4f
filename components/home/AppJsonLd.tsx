import { JsonLd } from "@/components/seo/JsonLd";
import { site } from "@/content/site";
import { mobileApplicationJsonLd } from "@/lib/seo/app-json-ld";

/** The home page's structured data for the app (lib/seo/app-json-ld.ts). */
export function AppJsonLd({
  config,
  screenshotPath,
}: {
  config: Parameters<typeof mobileApplicationJsonLd>[0];
  screenshotPath: string;
}) {
  return <JsonLd data={mobileApplicationJsonLd(config, site.description, screenshotPath)} />;
}
