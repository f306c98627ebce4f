import "server-only";
import { getConfig } from "@/lib/config/env";
import type { CardBrand } from "./card-format";

/** The product's name and the site's host, as configured, for every card. */
export function cardBrand(): CardBrand {
  const config = getConfig();
  return { productName: config.PRODUCT_NAME, host: new URL(config.SITE_URL).host };
}
