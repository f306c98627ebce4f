import { appStoreRedirect } from "@/lib/app-store-redirect";

export const dynamic = "force-dynamic";

export function GET() {
  return appStoreRedirect("ios");
}
