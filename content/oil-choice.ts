// Every Arabic string of «الزيت», the oil as the visitor cooks a dish (lib/nutrition/oil.ts):
// on the meal pages, in the calculator and on the plate.
export const oilText = {
  legend: "الزيت",
  /** The three choices of lib/nutrition/oil.ts. */
  choices: { less: "أقل", usual: "كالعادة", more: "أكثر" },
  /** What each choice means, said once beside the choices. */
  hint: "أقل: نصف الزيت أو السمن أو الزبدة التي في الوصفة. أكثر: مرة ونصف.",
  /**
   * The meal page's range for its typical serving: «بين 480 و 620 سعرة حسب الزيت». `high` comes
   * with its noun as the number takes it («608 سعرات»).
   */
  range: (low: string, highCounted: string) => `بين ${low} و ${highCounted} حسب الزيت`,
  /** The meal page cooked otherwise: what its numbers are. */
  pageNote: (choice: "less" | "more") =>
    choice === "less"
      ? "القيم في هذه الصفحة للطبق بزيت أقل: نصف الزيت أو السمن أو الزبدة التي في الوصفة، وباقي المكونات كما هي."
      : "القيم في هذه الصفحة للطبق بزيت أكثر: مرة ونصف الزيت أو السمن أو الزبدة التي في الوصفة، وباقي المكونات كما هي.",
  /** The basis of the recipe's serving on a page cooked otherwise: «(655 غرامًا)». */
  servingWeight: (grams: string) => `وزن حصة الوصفة كما تؤكل بهذا القدر من الزيت (${grams}).`,
  /** The title of a meal page cooked otherwise, after the meal's own. */
  titleSuffix: { less: " بزيت أقل", more: " بزيت أكثر" },
  /** The plate's select for a line's oil. */
  plateLabel: (name: string) => `زيت ${name}`,
} as const;
