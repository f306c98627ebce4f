import { installMemoryStorage } from "@/test/memory-storage";
import { forgetNeed, parseSavedNeed, readSavedNeed, saveNeed, SAVED_NEED_KEY } from "./saved-need";

describe("saved daily need", () => {
  beforeEach(() => installMemoryStorage());

  it("saves, reads back and forgets the need", () => {
    expect(readSavedNeed()).toBeNull();
    expect(saveNeed(2627.4625, new Date("2026-11-21T10:00:00Z"))).toBe(true);
    expect(readSavedNeed()).toEqual({ kcal: 2627.4625, savedAt: "2026-11-21T10:00:00.000Z" });
    forgetNeed();
    expect(window.localStorage.getItem(SAVED_NEED_KEY)).toBeNull();
    expect(readSavedNeed()).toBeNull();
  });

  it.each([
    "not json",
    "null",
    "42",
    '{"kcal":"2000","savedAt":"2026-11-21T10:00:00Z"}',
    '{"kcal":2000}',
    '{"kcal":2000,"savedAt":"yesterday"}',
    '{"kcal":100,"savedAt":"2026-11-21T10:00:00Z"}',
    '{"kcal":1e6,"savedAt":"2026-11-21T10:00:00Z"}',
  ])("ignores a malformed stored value %p", (raw) => {
    expect(parseSavedNeed(raw)).toBeNull();
    window.localStorage.setItem(SAVED_NEED_KEY, raw);
    expect(readSavedNeed()).toBeNull();
  });

  it("refuses to save an implausible need", () => {
    expect(saveNeed(Number.NaN)).toBe(false);
    expect(saveNeed(50)).toBe(false);
    expect(readSavedNeed()).toBeNull();
  });
});
