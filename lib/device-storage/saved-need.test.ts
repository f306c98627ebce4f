import { installMemoryStorage } from "@/test/memory-storage";
import {
  dailyReference,
  forgetNeed,
  parseSavedNeed,
  readSavedNeed,
  saveNeed,
  SAVED_NEED_KEY,
} from "./saved-need";

describe("saved daily need", () => {
  beforeEach(() => installMemoryStorage());

  it("saves, reads back and forgets the need", () => {
    expect(readSavedNeed()).toBeNull();
    expect(saveNeed(2627.4625, { now: new Date("2026-11-21T10:00:00Z") })).toBe(true);
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

  it("keeps the chosen weight-loss target, which the plate then measures against", () => {
    // 2,627.4625 − 0.5 × 7,700 ÷ 7 = 2,077.4625 kcal a day
    const target = { kcal: 2077.4625, kgPerWeek: 0.5 };
    expect(saveNeed(2627.4625, { target, now: new Date("2026-11-21T10:00:00Z") })).toBe(true);
    const saved = readSavedNeed();
    expect(saved).toEqual({ kcal: 2627.4625, savedAt: "2026-11-21T10:00:00.000Z", target });
    expect(dailyReference(saved!)).toEqual({ kind: "target", kcal: 2077.4625, kgPerWeek: 0.5 });
  });

  it("measures against the need when no target was saved (old value, or a pace under the floor)", () => {
    const saved = parseSavedNeed('{"kcal":2000,"savedAt":"2026-11-21T10:00:00Z"}');
    expect(dailyReference(saved!)).toEqual({ kind: "need", kcal: 2000 });
    // A malformed target is dropped, the need kept.
    const bad = parseSavedNeed(
      '{"kcal":2000,"savedAt":"2026-11-21T10:00:00Z","target":{"kcal":2500,"kgPerWeek":0.5}}',
    );
    expect(bad).toEqual({ kcal: 2000, savedAt: "2026-11-21T10:00:00Z" });
  });

  it("refuses to save an implausible need", () => {
    expect(saveNeed(Number.NaN)).toBe(false);
    expect(saveNeed(50)).toBe(false);
    expect(readSavedNeed()).toBeNull();
  });
});
