import { privacyText } from "@/content/privacy";
import { pages } from "@/content/site-pages";
import { getConfig } from "@/lib/config/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCard } from "@/lib/share-card/card-refs";
import { PrivacyPolicy } from "@/components/account/PrivacyPolicy";

export const metadata = pageMetadata({
  title: privacyText.title,
  description: privacyText.metaDescription,
  path: pages.privacy.path,
  card: pageCard(pages.privacy.path),
});

export default function PrivacyPage() {
  const config = getConfig();
  return (
    <PrivacyPolicy
      productName={config.PRODUCT_NAME}
      email={config.CONTACT_EMAIL}
      appPrivacyUrl={config.APP_PRIVACY_URL}
    />
  );
}
