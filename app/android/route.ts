import { storeRedirect } from "@/lib/app-links/store-redirect";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return storeRedirect(request, "android");
}
