import { storeRedirectResponse } from "@/lib/store/store-redirect";

export const dynamic = "force-dynamic";

export function GET() {
  return storeRedirectResponse("android");
}
