import { calculatorMeta } from "@/content/calculator";
import { getConfig, ramadanDays } from "@/lib/config/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCard } from "@/lib/share-card/card-refs";
import { CalculatorPageView } from "@/components/calculator/CalculatorPageView";

export const metadata = pageMetadata({ ...calculatorMeta, card: pageCard(calculatorMeta.path) });

export default function CalculatorPage() {
  return (
    <CalculatorPageView
      healthTestUrl={getConfig().HEALTH_TEST_URL}
      ramadanDays={ramadanDays(getConfig())}
    />
  );
}
