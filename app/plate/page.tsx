import type { Metadata } from "next";
import { getConfig, ramadanDays } from "@/lib/config/env";
import { plateMetadata } from "@/lib/seo/plate-metadata";
import { plateCardData } from "@/lib/share-card/plate-card";
import { CalculatorPageView } from "@/components/calculator/CalculatorPageView";

// A shared plate («شارك طبقك»): the calculator, which rebuilds the plate from the query in the
// browser, with the plate's own share card in its metadata; the one part rendered per request.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of [value ?? []].flat()) query.append(key, v);
  }
  return plateMetadata(plateCardData(query.toString()));
}

export default function PlatePage() {
  return (
    <CalculatorPageView
      healthTestUrl={getConfig().HEALTH_TEST_URL}
      ramadanDays={ramadanDays(getConfig())}
    />
  );
}
