// What a bare everyday word means when it names no meal by itself: «حليب» is a glass of
// ordinary milk, not condensed milk; «بيض» a boiled egg, not a raw one. The search ranks the
// meal first for exactly these words (and every spelling the search folds to the same: ة/ه,
// hamza, the article), and the meal-text parser takes it for them; a longer query
// («حليب مكثف») searches as usual.
//
// How a default is chosen (also in content/meals/README.md, "Bare words"): the plain form a household in
// Libya eats most often, as it is eaten (cooked, not raw; boiled or grilled, not a named
// dish); between two such forms, the one with fewer added ingredients. A word that is itself
// a meal's name or alias needs no entry here, and may not have one (a test checks).

export interface BareWordDefault {
  /** The bare words, as people type them. */
  words: readonly string[];
  /** The meal they mean: its exact name in the database. */
  meal: string;
}

export const bareWordDefaults: readonly BareWordDefault[] = [
  { words: ["حليب"], meal: "حليب كامل الدسم" },
  { words: ["بيض", "بيضة", "دحي"], meal: "بيض مسلوق" },
  { words: ["لحم", "لحمة", "لحم مطبوخ"], meal: "لحم ضأن مطبوخ" },
  // «علوش»: Libya's word for a lamb, and for its meat
  { words: ["علوش"], meal: "لحم ضأن مطبوخ" },
  { words: ["جبنة", "جبن"], meal: "جبنة بيضاء" },
  { words: ["مكرونة", "معكرونة", "مقرونة"], meal: "مكرونة مسلوقة" },
  { words: ["بطاطا", "بطاطس", "بطاطة"], meal: "بطاطا مسلوقة" },
  { words: ["حوت", "سمك", "سمكة", "حوتة"], meal: "سمك قاروص مشوي" },
  { words: ["رز", "أرز", "روز"], meal: "رز أبيض مطبوخ" },
  // «خبزة» is the Libyan loaf, counted by its own noun; «خبز», the mass noun said with no loaf
  // («مع خبز»، «رغيف خبز»، «نص رغيف»), is bread as most Arabic writers eat it: the flat round
  // loaf, one pita (SR28 18041).
  { words: ["خبزة"], meal: "خبز فرنسي" },
  { words: ["خبز"], meal: "خبز عربي" },
  // «عيش» alone is bread, as Egypt says it and as a filling's bread already reads it
  // (fillings.ts); the Gulf's rice «عيش» is named with its dish («عيش محمر»، «عيش أبو لحم»).
  { words: ["عيش"], meal: "خبز عربي" },
  { words: ["دجاج", "دجاجة", "فراخ", "جاج", "chicken"], meal: "دجاج مسلوق" },
  { words: ["تمر", "تمرة", "بلح"], meal: "تمر دقلة نور" },
  // «شاهي» is the Libyan word, for Libyan tea; «شاي», as the rest of the Arab world writes it,
  // is a cup of black tea with sugar.
  { words: ["شاهي"], meal: "شاهي ليبي" },
  { words: ["شاي"], meal: "شاهي بالسكر" },
  // «قهوة» in Libya and the Levant is the coffee boiled in a pot and served sweet in a small
  // cup (FNDDS 92101600, Coffee, Turkish); without sugar it reads as plain brewed coffee
  // (drink-sugar-words.ts).
  { words: ["قهوة"], meal: "قهوة تركية" },
  { words: ["عصير"], meal: "عصير برتقال طازج" },
  { words: ["زيت"], meal: "زيت زيتون" },
  // «فلفل» alone is the vegetable, the green pepper of the salad and the pan, not a stuffed dish
  { words: ["فلفل"], meal: "فلفل أخضر" },
  { words: ["ياوورت", "يوغرت"], meal: "زبادي" },
  { words: ["عدس"], meal: "عدس مطبوخ" },
  // «شعيرية» alone is the vermicelli itself, boiled, not the sweet Gulf dish made of it
  { words: ["شعيرية", "شعرية"], meal: "شعرية مسلوقة" },
  // «فول» said alone is the cooked dish of the breakfast table, فول مدمس, in Libya as in Egypt
  // and the Levant; boiled green or dry beans are named so («فول أخضر»، «فول مسلوق»).
  { words: ["فول"], meal: "فول مدمس" },
  { words: ["فاصوليا"], meal: "فاصوليا بيضاء مسلوقة" },
  { words: ["تن", "تونة"], meal: "تونة معلبة بالزيت" },
  { words: ["زيتون"], meal: "زيتون أخضر" },
  { words: ["كسكسي", "كسكس", "كسكسو"], meal: "كسكسي باللحم والخضار" },
  { words: ["شربة", "شوربة"], meal: "شربة ليبية" },
  { words: ["سلطة", "سلاطة"], meal: "سلطة عربية" },
  { words: ["شوكولاتة", "شكلاطة", "شوكولا", "شوكلاطة"], meal: "شوكولاتة بالحليب" },
  { words: ["بسكويت"], meal: "بسكويت بالزبدة" },
  { words: ["كبدة"], meal: "كبدة ضأن" },
  { words: ["كيك"], meal: "كيك إسفنجي" },
  { words: ["كولا", "بيبسي", "ببسي", "كوكاكولا", "كوكا"], meal: "مشروب غازي" },
];
