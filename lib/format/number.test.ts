import { formatNumber, roundTo } from "./number";

describe("roundTo", () => {
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [-1.5, 0, -2],
    [0.1 + 0.2, 2, 0.3],
    [123.456, 1, 123.5],
  ])("roundTo(%p, %p) = %p", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe("formatNumber", () => {
  it("uses Latin digits and a fixed number of decimals", () => {
    expect(formatNumber(12.3, 2)).toBe("12.30");
    expect(formatNumber(0, 2)).toBe("0.00");
    expect(formatNumber(1234.567, 2)).toBe("1,234.57");
    expect(formatNumber(1999.5)).toBe("2,000");
  });

  it("never prints a negative zero", () => {
    expect(formatNumber(-0.001, 2)).toBe("0.00");
  });

  it("writes what Intl's en-US formatter writes of the same rounded value", () => {
    // Many values at every scale the site shows, from a fixed seed so a failure can be rerun.
    let seed = 20261126;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = [0, 1, 999, 1000, 999999.995, 1234567.891, -1234.5, 0.005, 1.005, 2.675];
    for (let i = 0; i < 20000; i++) {
      const scale = 10 ** Math.floor(random() * 8 - 2);
      values.push((random() - 0.2) * scale);
    }
    for (const decimals of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat("en-US", {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      for (const value of values) {
        const rounded = roundTo(value, decimals);
        expect([value, decimals, formatNumber(value, decimals)]).toEqual([
          value,
          decimals,
          intl.format(Object.is(rounded, -0) ? 0 : rounded),
        ]);
      }
    }
  });
});
