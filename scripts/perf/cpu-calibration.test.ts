// @ts-expect-error: a plain .mjs script of the perf tools, without types.
import { multiplierFor } from "./cpu-calibration.mjs";

describe("multiplierFor (Lighthouse's CPU calibration)", () => {
  it.each([
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])("a host of index %d runs the phone at %d×", (index, multiplier) => {
    expect(multiplierFor(index)).toBeCloseTo(multiplier, 1);
  });

  it("grows with the host's speed, without a jump between the guide's brackets", () => {
    expect(multiplierFor(799.9)).toBeCloseTo(multiplierFor(800), 2);
    expect(multiplierFor(1299.9)).toBeCloseTo(multiplierFor(1300), 2);
  });

  it("refuses a host too slow to calibrate, or no index", () => {
    expect(() => multiplierFor(100)).toThrow(/too slow/);
    expect(() => multiplierFor(Number.NaN)).toThrow(/too slow/);
  });
});
