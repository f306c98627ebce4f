// Words of the share of a dish that was the visitor's own, said after the dish eaten with
// others («شية نص كيلو مع الشباب، نصيبي ربع كيلو»): read by lib/meals/meal-text/own-share.ts.

export const ownShareWords = {
  /** «my share», «my portion»: the amount after them is what the visitor ate of the dish. */
  words: ["نصيبي", "حصتي"],
  /**
   * Words that may stand between the share and its amount, saying nothing of how much:
   * a hedge («حوالي ربع كيلو»), or «of it» («نصيبي منها صحن»).
   */
  between: ["حوالي", "تقريبا", "يمكن", "ربما", "منه", "منها", "كان"],
};
