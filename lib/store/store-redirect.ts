import { getConfig } from "@/lib/config/env";

export type StorePlatform = "ios" | "android";

/**
 * The store page for a platform, read from the configuration on each request so a changed
 * variable needs no rebuild. The target only ever comes from the validated configuration.
 */
function storeUrlFor(platform: StorePlatform): string {
  const config = getConfig();
  return platform === "ios" ? config.IOS_STORE_URL : config.ANDROID_STORE_URL;
}

export function storeRedirectResponse(platform: StorePlatform): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: storeUrlFor(platform), "Cache-Control": "no-store" },
  });
}
