// /ios and /android: the redirect to the app's page in the App Store or on Google Play. The
// target only ever comes from the validated configuration, never from the request.
import { getConfig } from "@/lib/config/env";

export type AppPlatform = "ios" | "android";

/**
 * The app store page for a platform, read from the configuration on each request so a changed
 * variable needs no rebuild.
 */
function appStoreUrlFor(platform: AppPlatform): string {
  const config = getConfig();
  return platform === "ios" ? config.IOS_STORE_URL : config.ANDROID_STORE_URL;
}

export function appStoreRedirect(platform: AppPlatform): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: appStoreUrlFor(platform), "Cache-Control": "no-store" },
  });
}
