import { plateText } from "@/content/plate";
import type { PlateOutcome } from "./plate-request";
import { PLATE_ANCHOR } from "./plate-anchor";

/**
 * What «أضف إلى طبقي» did, shown beside the button: on a phone the plate is a long scroll below.
 * Not a live region: the plate's own status says it to screen readers, once.
 */
export function PlateFeedback({ outcome }: { outcome: PlateOutcome | null }) {
  if (!outcome?.message) return null;
  return (
    <p
      className={`mt-2 text-sm font-medium ${outcome.full ? "text-red-700" : "text-brand-900"}`}
      data-testid="add-feedback"
    >
      {outcome.message}{" "}
      <a href={`#${PLATE_ANCHOR}`} className="font-bold underline underline-offset-4">
        {plateText.seePlate}
      </a>
    </p>
  );
}
