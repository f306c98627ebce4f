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
  // dishes of oats we lack: the Gulf's Ramadan oat soup (oats in meat or chicken broth, mostly
  // broth) and oat biscuits; neither is 40 g of dry oats nor our oatmeal cooked in water
  "شوربة شوفان",
  "شربة شوفان",
  "بسكويت شوفان",
  "كعك شوفان",
  "كعكة شوفان",
  "كوكيز شوفان",
  // tuna salad: its own mix, not the Arab salad of tomato and cucumber
  "سلطة تونة",
  "سلطة تن",
  "سلاطة تونة",
  // Egyptian meat reqaq (sheets of dough baked with minced meat and ghee), not the bare sheets
  "رقاق باللحمة",
  "رقاق باللحم",
  "رقاق بلحمة",
  // a stew of peas (with lamb), not 160 g of peas and a line of meat
  "مرقة جلبانة",
  "مرقة بازلاء",
  "مرقة بسلة",
  "جلبانة بالعلوش",
  "جلبانة باللحم",
  "بسلة باللحمة",
  "بسلة باللحم",
  // barley bread, as «خبز شعير» already reads: not the white French loaf a bare «خبزة» is
  "خبزة شعير",
  "خبزه شعير",
  // Tunisian Aleppo-pine cream («عصيدة زقوقو»), a pudding, not the plain flour assida
  "عصيدة زقوقو",
];
