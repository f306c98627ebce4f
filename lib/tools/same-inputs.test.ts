import { sameInputs } from "./same-inputs";

describe("sameInputs", () => {
  const typed = { age: "30", weight: "70", activity: "moderate" };
  it("holds while every field is as computed", () => {
    expect(sameInputs(typed, { ...typed })).toBe(true);
  });
  it("fails once any field changes, even to an equal number written otherwise", () => {
    expect(sameInputs(typed, { ...typed, weight: "80" })).toBe(false);
    expect(sameInputs(typed, { ...typed, weight: "٧٠" })).toBe(false);
    expect(sameInputs(typed, { ...typed, activity: "high" })).toBe(false);
  });
});
