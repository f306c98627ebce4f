import { appleAppSiteAssociationResponse } from "@/lib/app-links/app-association";

// Read by Apple's CDN to let the iOS app open the site's links (APPLE_APP_ID; 404 without).
export const dynamic = "force-dynamic";

export const GET = appleAppSiteAssociationResponse;
