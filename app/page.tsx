import { homeText } from "@/content/home";
import { pages } from "@/content/site-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCard } from "@/lib/share-card/card-refs";
import { getConfig } from "@/lib/config/env";
import { HomeHero } from "@/components/home/HomeHero";
import { AboutApp } from "@/components/home/AboutApp";
import { DownloadSection } from "@/components/home/DownloadSection";
import { ExploreSection } from "@/components/home/ExploreSection";
import { AppJsonLd } from "@/components/home/AppJsonLd";

export const metadata = pageMetadata({
  title: homeText.metaTitle(getConfig().PRODUCT_NAME),
  description: homeText.metaDescription,
  path: pages.home.path,
  card: pageCard(pages.home.path),
});

export default function HomePage() {
  const config = getConfig();
  return (
    <>
      <AppJsonLd config={config} screenshotPath="/images/home/app-screen.png" />
      <HomeHero healthTestUrl={config.HEALTH_TEST_URL} download={<DownloadSection />} />
      <AboutApp productName={config.PRODUCT_NAME} />
      <ExploreSection />
    </>
  );
}
