import { energyNeedsText } from "@/content/tools/energy-needs";
import { energyNeedsSchema } from "./energy-needs-schema";

const valid = {
  sex: "female",
  age: "30",
  weight: "70",
  height: "165",
  activity: "moderate",
  pace: "0.5",
};

function errorsOf(input: Record<string, string>) {
  const result = energyNeedsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("energyNeedsSchema", () => {
  it("turns the typed text into numbers", () => {
    expect(energyNeedsSchema.parse(valid)).toEqual({
      sex: "female",
      age: 30,
      weight: 70,
      height: 165,
      activity: "moderate",
      pace: "0.5",
    });
  });

  it("reads Arabic-Indic digits and a decimal comma", () => {
    expect(
      energyNeedsSchema.parse({ ...valid, age: "٣٠", weight: "٧٠٫٥", height: "165,5" }),
    ).toMatchObject({ age: 30, weight: 70.5, height: 165.5 });
  });

  it.each([
    ["18", true],
    ["100", true],
    ["17", false],
    ["101", false],
  ])("age %p accepted: %p", (age, ok) => {
    expect(energyNeedsSchema.safeParse({ ...valid, age }).success).toBe(ok);
  });

  it.each([
    ["weight", "30", true],
    ["weight", "300", true],
    ["weight", "29.9", false],
    ["weight", "300.1", false],
    ["height", "120", true],
    ["height", "230", true],
    ["height", "119", false],
    ["height", "231", false],
  ])("%s %p accepted: %p", (field, value, ok) => {
    expect(energyNeedsSchema.safeParse({ ...valid, [field]: value }).success).toBe(ok);
  });

  it("gives each field its own Arabic message", () => {
    const { errors } = energyNeedsText;
    expect(
      errorsOf({ sex: "", age: "", weight: "seventy", height: "500", activity: "", pace: "" }),
    ).toEqual({
      sex: errors.sex,
      age: errors.age.empty,
      weight: errors.weight.notNumber,
      height: errors.height.range,
      activity: errors.activity,
      pace: errors.pace,
    });
    expect(errorsOf({ ...valid, age: "30.5" })).toEqual({ age: errors.age.notWhole });
  });
});
