import { assetLinksResponse } from "@/lib/app-links/app-association";

// Read by Android to let the app open the site's links (ANDROID_CERT_SHA256; 404 without).
export const dynamic = "force-dynamic";

export const GET = assetLinksResponse;
