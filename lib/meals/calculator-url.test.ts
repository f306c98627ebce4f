import { calculatorHref, readCalculatorChoice, writeCalculatorChoice } from "./calculator-url";

describe("the calculator's URL", () => {
  it("links a meal page to the calculator with the meal and the quantity", () => {
    expect(calculatorHref({ meal: "بازين", quantity: "serving" })).toBe(
      `/calculator?meal=${encodeURIComponent("بازين")}&q=serving`,
    );
    expect(calculatorHref({ meal: "بازين", quantity: "" })).toBe(
      `/calculator?meal=${encodeURIComponent("بازين")}`,
    );
  });

  it("reads back what it writes, whatever the name holds", () => {
    for (const meal of ["كبسة دجاج", "a&b=c+d", "فول (مدمس) #1 ?"]) {
      const href = calculatorHref({ meal, quantity: "half-serving" });
      const params = new URL(href, "https://mizan.ly").searchParams;
      expect(readCalculatorChoice(params)).toEqual({ meal, quantity: "half-serving", oil: null });
    }
  });

  it("reads no meal and no quantity from a URL without them, and trims the meal", () => {
    const none = { meal: null, quantity: null, oil: null };
    expect(readCalculatorChoice(new URLSearchParams(""))).toEqual(none);
    expect(readCalculatorChoice(new URLSearchParams("meal=%20%20"))).toEqual(none);
    expect(readCalculatorChoice(new URLSearchParams("meal=%20حمص%20&q=2"))).toEqual({
      meal: "حمص",
      quantity: "2",
      oil: null,
    });
  });

  it("replaces the choice and leaves the plate's parameters alone", () => {
    const params = new URLSearchParams("p=250:بازين&meal=حمص&q=3");
    writeCalculatorChoice(params, { meal: "شاي", quantity: "" });
    expect([...params]).toEqual([
      ["p", "250:بازين"],
      ["meal", "شاي"],
    ]);
    writeCalculatorChoice(params, null);
    expect([...params]).toEqual([["p", "250:بازين"]]);
  });

  it("writes the oil only when it is not as the recipe says, and reads it back", () => {
    const href = calculatorHref({ meal: "بازين", quantity: "serving", oil: "less" });
    expect(href).toBe(`/calculator?meal=${encodeURIComponent("بازين")}&q=serving&oil=less`);
    expect(readCalculatorChoice(new URL(href, "https://mizan.ly").searchParams).oil).toBe("less");
    expect(calculatorHref({ meal: "بازين", quantity: "", oil: "usual" })).not.toContain("oil");
    const params = new URLSearchParams("meal=x&oil=more");
    writeCalculatorChoice(params, { meal: "y", quantity: "" });
    expect(params.has("oil")).toBe(false);
  });
});
