import { arrivingPlate, decodePlateParams, type ArrivingPlate } from "@/lib/nutrition/plate-link";
import { readStoredPlate } from "@/lib/device-storage/saved-plate";

/** The plate to start from, and a shared link's plate to offer when the visitor keeps another. */
export function restorePlate(): ArrivingPlate {
  return arrivingPlate(
    decodePlateParams(new URLSearchParams(window.location.search)),
    readStoredPlate(),
  );
}
