// Which option of the meal combobox the visitor's arrows are on. It is kept by the meal's name,
// not by its place in the list: an answer that arrives after the visitor started moving (the
// search for the whole text, after a list for part of it) may reorder or replace the options,
// and the option they reached must stay theirs while it is still listed, as the WAI-ARIA
// combobox pattern expects. Only the visitor moves it: their keys, their pointer, their typing.

/** The active option's place among `names`, or -1 when none is active or it is no longer listed. */
export function activeOptionIndex(names: readonly string[], active: string | null): number {
  return active === null ? -1 : names.indexOf(active);
}

/**
 * The option an arrow key makes active. Opening the list starts on its first option (ArrowDown)
 * or its last (ArrowUp); in an open list the key moves one step and stops at either end. With
 * nothing listed the active option stays as it was.
 */
export function movedActiveOption(
  names: readonly string[],
  active: string | null,
  key: "ArrowDown" | "ArrowUp",
  opening: boolean,
): string | null {
  if (names.length === 0) return active;
  const last = names.length - 1;
  const index = activeOptionIndex(names, active);
  let next: number;
  if (opening) next = key === "ArrowDown" ? 0 : last;
  else next = key === "ArrowDown" ? Math.min(index + 1, last) : Math.max(index - 1, 0);
  return names[next]!;
}
