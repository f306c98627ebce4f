// The calculator's plate on this device (localStorage), so it survives a reload. Never a
// cookie, never sent. What is read back is validated by lib/nutrition/plate-link.ts.
import type { PlateEntry } from "@/lib/nutrition/plate";
import { PLATE_KEY } from "./plate-keys";
import { parseStoredPlate, serializePlate, type DecodedPlate } from "@/lib/nutrition/plate-link";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredPlate(): DecodedPlate {
  try {
    return parseStoredPlate(storage()?.getItem(PLATE_KEY) ?? null);
  } catch {
    return { entries: [], invalid: [], overflow: 0 };
  }
}

export function writeStoredPlate(entries: readonly PlateEntry[]): void {
  try {
    const s = storage();
    if (!s) return;
    if (entries.length === 0) s.removeItem(PLATE_KEY);
    else s.setItem(PLATE_KEY, serializePlate(entries));
  } catch {
    // Storage full or refused: the plate still lives in the URL.
  }
}
