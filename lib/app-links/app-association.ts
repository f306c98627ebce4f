import "server-only";
// The two files that let the app open the site's links (universal links, App Links), built from
// the configuration on each request: /.well-known/apple-app-site-association (Apple's
// "applinks" format with appIDs and components, developer.apple.com "Supporting associated
// domains") and /.well-known/assetlinks.json (Google's Digital Asset Links statement,
// developer.android.com "Verify Android App Links"). Without the app's identity, no file: 404,
// never an empty or invented one.
import { getConfig, type AppConfig } from "@/lib/config/env";
import { apiError } from "@/lib/http/api-error";
import { MEAL_PAGES_BASE } from "@/lib/meals/pages";
import { playPackageOf } from "./app-ids";

/** The pages the app can open: the calculator, each meal page, the plate (with its link's query). */
const APP_OPENS_PATHS = [MEAL_PAGES_BASE, `${MEAL_PAGES_BASE}/*`, "/plate"] as const;

export function appleAppSiteAssociation(config: Pick<AppConfig, "APPLE_APP_ID">) {
  if (!config.APPLE_APP_ID) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: config.APPLE_APP_ID,
          components: APP_OPENS_PATHS.map((path) => ({ "/": path })),
        },
      ],
    },
  };
}

export function assetLinks(config: Pick<AppConfig, "ANDROID_CERT_SHA256" | "ANDROID_STORE_URL">) {
  const packageName = playPackageOf(config.ANDROID_STORE_URL);
  if (!config.ANDROID_CERT_SHA256 || !packageName) return null;
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: packageName,
        sha256_cert_fingerprints: config.ANDROID_CERT_SHA256,
      },
    },
  ];
}

function jsonFile(body: unknown): Response {
  if (body === null) return apiError("app_links_not_configured");
  return Response.json(body, {
    headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=3600" },
  });
}

export const appleAppSiteAssociationResponse = () => jsonFile(appleAppSiteAssociation(getConfig()));

export const assetLinksResponse = () => jsonFile(assetLinks(getConfig()));
