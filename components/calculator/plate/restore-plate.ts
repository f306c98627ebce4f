import { decodePlateParams, type DecodedPlate } from "@/lib/nutrition/plate-link";
import { readStoredPlate } from "@/lib/device-storage/saved-plate";

/** The plate to start from: a shared link's plate wins over the one stored on this device. */
export function restorePlate(): DecodedPlate {
  return decodePlateParams(new URLSearchParams(window.location.search)) ?? readStoredPlate();
}
