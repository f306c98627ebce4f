import { installMemoryStorage } from "@/test/memory-storage";
import { PLATE_KEY, plateIsWaiting } from "./plate-keys";
import { readStoredPlate, writeStoredPlate } from "./saved-plate";

describe("saved plate", () => {
  beforeEach(() => installMemoryStorage());

  it("writes, reads back and clears the plate", () => {
    expect(plateIsWaiting("")).toBe(false);
    expect(plateIsWaiting("?meal=x&p=100:بازين")).toBe(true);
    writeStoredPlate([{ name: "بازين", grams: 250 }]);
    expect(plateIsWaiting("")).toBe(true);
    expect(readStoredPlate().entries).toEqual([{ name: "بازين", grams: 250 }]);
    writeStoredPlate([]);
    expect(window.localStorage.getItem(PLATE_KEY)).toBeNull();
    expect(plateIsWaiting("")).toBe(false);
  });

  it("reads a corrupted value as an empty plate", () => {
    window.localStorage.setItem(PLATE_KEY, "{broken");
    expect(readStoredPlate().entries).toEqual([]);
  });
});
