import type { PlateItem } from "@/lib/nutrition/plate";

/**
 * "Add these to the plate", sent from the calculator: one meal from «أضف إلى طبقي», or the
 * lines of «ماذا أكلت؟»; `seq` tells two equal clicks apart.
 */
export interface PlateRequest {
  items: readonly PlateItem[];
  seq: number;
}

/** What became of a request, for the feedback beside the button that sent it. */
export interface PlateOutcome {
  seq: number;
  message: string;
  full: boolean;
}
