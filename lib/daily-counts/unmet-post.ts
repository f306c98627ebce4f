import "server-only";
import { z } from "zod";
import { getConfig } from "@/lib/config/env";
import { apiError } from "@/lib/http/api-error";
import { readJsonBody } from "@/lib/http/read-json-body";
import { isSameSiteRequest } from "@/lib/http/request-origin";
import { countUnmet } from "./record-count";
import { UNMET_TEXTS_PER_REPORT } from "./send-unmet";

// POST /api/v1/meals/unmet {"texts": ["..."]}: the browser's report of words that found no
// food (./send-unmet.ts). Answered 204 at once; the count is written after. Only from the
// site's own pages; bad input is the house's 4xx JSON error.

const MAX_BODY_BYTES = 4 * 1024;

const unmetReport = z.object({
  texts: z.array(z.string().trim().min(1).max(200)).min(1).max(UNMET_TEXTS_PER_REPORT),
});

export async function handleUnmetPost(request: Request): Promise<Response> {
  if (!isSameSiteRequest(request, getConfig().SITE_URL)) return apiError("cross_site_request");
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return apiError(body.code);
  const report = unmetReport.safeParse(body.value);
  if (!report.success) return apiError("unmet_report_invalid");
  countUnmet(request, report.data.texts);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
