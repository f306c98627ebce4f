import { activeOptionIndex, movedActiveOption } from "./active-option";

// Two answers as a visitor may get them, for «حمص مسل» and then, late, for «حمص مسلوق»: the
// second reorders the first and drops part of it.
const partAnswer = ["حمص بالطحينة", "فتة حمص", "حمص مسلوق", "بيض مسلوق"];
const wholeAnswer = ["حمص مسلوق", "حمص بالطحينة", "فول مسلوق"];

describe("the active option of the meal combobox", () => {
  it("opens on the first option with ArrowDown and on the last with ArrowUp", () => {
    expect(movedActiveOption(partAnswer, null, "ArrowDown", true)).toBe("حمص بالطحينة");
    expect(movedActiveOption(partAnswer, null, "ArrowUp", true)).toBe("بيض مسلوق");
  });

  it("moves one step in an open list and stops at either end", () => {
    expect(movedActiveOption(partAnswer, "فتة حمص", "ArrowDown", false)).toBe("حمص مسلوق");
    expect(movedActiveOption(partAnswer, "فتة حمص", "ArrowUp", false)).toBe("حمص بالطحينة");
    expect(movedActiveOption(partAnswer, "بيض مسلوق", "ArrowDown", false)).toBe("بيض مسلوق");
    expect(movedActiveOption(partAnswer, "حمص بالطحينة", "ArrowUp", false)).toBe("حمص بالطحينة");
  });

  it("stays on the meal the visitor reached when a late answer reorders the list", () => {
    let active = movedActiveOption(partAnswer, null, "ArrowDown", true);
    active = movedActiveOption(partAnswer, active, "ArrowDown", false);
    active = movedActiveOption(partAnswer, active, "ArrowDown", false);
    expect(activeOptionIndex(partAnswer, active)).toBe(2);
    // The answer to the whole text arrives: the same meal, now first, is still the active one.
    expect(activeOptionIndex(wholeAnswer, active)).toBe(0);
    expect(wholeAnswer[activeOptionIndex(wholeAnswer, active)]).toBe("حمص مسلوق");
    // And the next arrow moves on from there, not from where it stood in the old list.
    expect(movedActiveOption(wholeAnswer, active, "ArrowDown", false)).toBe("حمص بالطحينة");
  });

  it("has no active option when the late answer no longer lists the meal", () => {
    expect(activeOptionIndex(wholeAnswer, "فتة حمص")).toBe(-1);
    expect(movedActiveOption(wholeAnswer, "فتة حمص", "ArrowDown", false)).toBe("حمص مسلوق");
    expect(activeOptionIndex(wholeAnswer, null)).toBe(-1);
  });

  it("keeps the active option while the list is empty, waiting for an answer", () => {
    expect(movedActiveOption([], "فتة حمص", "ArrowDown", true)).toBe("فتة حمص");
    expect(movedActiveOption([], null, "ArrowUp", false)).toBeNull();
  });
});
