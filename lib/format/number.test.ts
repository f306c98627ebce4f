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
});
