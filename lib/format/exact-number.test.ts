import { exactNumber } from "./number";

describe("exactNumber", () => {
  it.each([
    [1000, "1,000"],
    [3200.5, "3,200.5"],
    [1997.95, "1,997.95"],
    [2.2, "2.2"],
    [1.55, "1.55"],
    [55.5555, "55.56"],
    [6.25 * 160, "1,000"],
    [1289 * 1.55, "1,997.95"],
  ])("exactNumber(%p) = %p", (value, expected) => {
    expect(exactNumber(value)).toBe(expected);
  });
});
