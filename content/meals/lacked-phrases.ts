// Foods the database lacks that are said as a phrase of words it knows one by one: «زبدة فول
// سوداني» is peanut butter, not butter and peanuts; «حمص محمص» roasted chickpeas, not the
// hummus dip or the محمصة pasta a typo is near. Such a phrase gives no line and is shown not
// understood (lib/meals/meal-text/lacked-phrase.ts), rather than the nearest wrong food. A
// meal of ours named with these words is always found first: when one is added, its phrase
// leaves this list (lacked-phrase.test.ts holds that none is a meal's name or alias).
// Words are compared folded and without «ال», so «زبدة الفول السوداني» is the same phrase.

export const lackedPhrases: readonly string[] = [
  // nut butters (USDA has them, the site has no meal of them yet)
  "زبدة فول سوداني",
  "زبدة كاكاوية",
  "زبدة فستق",
  "زبدة لوز",
  "زبدة بندق",
  "زبدة كاجو",
  "زبده فول سوداني",
  "peanut butter",
  "almond butter",
  // roasted chickpeas, a dry snack (the Levant's «قضامة»), not the boiled or mashed ones
  "حمص محمص",
  "حمص مقرمش",
  "حمص مملح",
  // garlic sauce (toum: oil beaten with garlic), not 3 g of garlic
  "صلصة ثوم",
  "صلصة توم",
  // rice cakes («رايس كيك» is read as a dish we lack, content/meals/meal-text-words.ts)
  "كيك أرز",
  "كيك رز",
  "كعك أرز",
  "كعك رز",
  "rice cake",
  "rice cakes",
  // tamarind («تمر هندي», its juice a Ramadan drink), neither dates nor prickly pear («تين هندي»)
  "تمر هندي",
  "عصير تمر هندي",
];
