import "server-only";
// /ios, /android and /app: the redirects into the app. The target only ever comes from the
// validated configuration or our own paths, never from the request: `from` is kept only when it
// is one of the site's pages (./app-source.ts), and then only as the stores' campaign fields.
// Each visit is counted (lib/daily-counts) after the answer, never delaying it.
import { getConfig, type AppConfig } from "@/lib/config/env";
import { countDownload } from "@/lib/daily-counts";
import { APP_SOURCE_PARAM, appLinkPath } from "./link-paths";
import { appSourceFrom } from "./app-source";
import { platformOf } from "./platform";

export type StorePlatform = "ios" | "android";

/** The App Store keeps a campaign token of at most 40 characters. */
const CAMPAIGN_TOKEN_MAX = 40;

/**
 * The store page, with what each store reads of where the visitor came from: the App Store's
 * campaign token `ct` (and provider token `pt` when configured), Google Play's install
 * `referrer` (itself a URL-encoded query, as Google documents it). Without a page, the
 * configured URL as it is.
 */
export function storeUrlFor(
  platform: StorePlatform,
  page: string | null,
  config: Pick<AppConfig, "IOS_STORE_URL" | "ANDROID_STORE_URL" | "APPLE_PROVIDER_TOKEN">,
): string {
  const base = platform === "ios" ? config.IOS_STORE_URL : config.ANDROID_STORE_URL;
  if (!page) return base;
  const url = new URL(base);
  if (platform === "ios") {
    url.searchParams.set("ct", page.slice(0, CAMPAIGN_TOKEN_MAX));
    if (config.APPLE_PROVIDER_TOKEN) url.searchParams.set("pt", config.APPLE_PROVIDER_TOKEN);
  } else {
    url.searchParams.set("referrer", `utm_source=site&utm_medium=${page}`);
  }
  return url.href;
}

function redirect(location: string, extra: Record<string, string> = {}): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: location, "Cache-Control": "no-store", ...extra },
  });
}

const sourceOf = (request: Request) =>
  appSourceFrom(new URL(request.url).searchParams.get(APP_SOURCE_PARAM));

/** /ios and /android: the store page, read from the configuration on each request. */
export function storeRedirect(request: Request, platform: StorePlatform): Response {
  const page = sourceOf(request);
  countDownload(request, platform, page);
  return redirect(storeUrlFor(platform, page, getConfig()));
}

/**
 * /app: a phone to its store's route (counted there), anything else to the home page's
 * download section, counted here as "other". The answer depends on the User-Agent.
 */
export function appRedirect(request: Request): Response {
  const page = sourceOf(request);
  const platform = platformOf(request.headers.get("user-agent") ?? "", 0);
  const vary = { Vary: "User-Agent" };
  if (platform === "other") {
    countDownload(request, "other", page);
    return redirect("/#download", vary);
  }
  return redirect(page ? appLinkPath(platform, page) : `/${platform}`, vary);
}
