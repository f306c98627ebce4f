import { halfServingLabel } from "./half-serving-label";

describe("halfServingLabel: half the typical serving, as Arabic reads it", () => {
  it.each([
    ["نصف كوب", "ربع كوب"],
    ["نصف كوب شرائح", "ربع كوب شرائح"],
    ["5 قطع", "قطعتان ونصف"],
    ["3 أونصات", "أونصة ونصف"],
    ["6 شرائح", "3 شرائح"],
    ["صحن", "نصف صحن"],
    ["كوب (240 مل)", "نصف كوب (240 مل)"],
    ["كبدة واحدة", "نصف كبدة"],
    ["علبة (355 مل)", "نصف علبة (355 مل)"],
  ])("%s → %s", (label, half) => {
    expect(halfServingLabel(label)).toBe(half);
  });

  it("never writes «نصف» twice or before a number", () => {
    for (const label of ["نصف كوب", "3 أونصات", "5 قطع", "نصف دجاجة (بلا عظم)"]) {
      expect(halfServingLabel(label)).not.toMatch(/^نصف (نصف|\d)/);
    }
  });
});
