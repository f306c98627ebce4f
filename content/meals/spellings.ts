// How a food word is written other than in Arabic letters, read back into them by the meal-text
// parser (lib/meals/meal-text/spelling.ts): Arabizi, the Latin letters and digits of chat
// («7lib»، «bid m9li»، «3asir»), and the letters of Iraq and the Gulf that Arabic keyboards
// elsewhere lack («چاي»، «مرگ»). Each letter may stand for several Arabic letters or none (a
// short vowel is not written in Arabic); the parser tries them, the usual first, and keeps the
// first spelling that is a word it knows.

/** Arabizi's digits: each the Arabic letter its shape recalls («3» ع, «7» ح, «9» ق in Libya). */
export const arabiziDigits: Readonly<Record<string, readonly string[]>> = {
  // «2»: the hamza, which the search folds away; a long «ا» where it carries one
  "2": ["ا", ""],
  "3": ["ع"],
  "5": ["خ"],
  "6": ["ط"],
  "7": ["ح"],
  "8": ["غ"],
  // «9» is ق in Libya and the Maghreb, ص in the Gulf
  "9": ["ق", "ص"],
};

/** Two Latin letters that write one Arabic letter; tried before the letters one by one. */
export const arabiziPairs: Readonly<Record<string, readonly string[]>> = {
  kh: ["خ"],
  sh: ["ش"],
  ch: ["ش"],
  gh: ["غ"],
  th: ["ث", "ت"],
  dh: ["ذ", "ض"],
  // «dj»: the French way of writing ج, as Algeria and Tunisia spell «djaj»
  dj: ["ج", "دج"],
  ou: ["و"],
  oo: ["و"],
  ee: ["ي"],
  ii: ["ي"],
  aa: ["ا"],
  ai: ["ي", "اي"],
  ay: ["اي", "ي"],
  ei: ["ي"],
};

/** Consonants: the Arabic letters each Latin one writes, the usual first. */
export const arabiziConsonants: Readonly<Record<string, readonly string[]>> = {
  b: ["ب"],
  p: ["ب"],
  t: ["ت", "ط"],
  j: ["ج"],
  // «g» is ق as Libya and the Gulf say it («gahwa»), or ج as Egypt does
  g: ["ق", "ج", "غ"],
  h: ["ه", "ح"],
  d: ["د", "ض"],
  r: ["ر"],
  z: ["ز", "ظ"],
  s: ["س", "ص"],
  c: ["ك", "س"],
  k: ["ك"],
  q: ["ق"],
  f: ["ف"],
  v: ["ف"],
  l: ["ل"],
  m: ["م"],
  n: ["ن"],
  w: ["و"],
  y: ["ي"],
  x: ["كس"],
};

/**
 * Vowels by their place in the word: first, inside, last. A short vowel inside a word is not
 * written in Arabic (first choice: nothing); a long one is («tamrat» تمرات). A last «a» or «e»
 * is most often the feminine «ة» («khobza» خبزة).
 */
export const arabiziVowels: Readonly<
  Record<string, { first: readonly string[]; inside: readonly string[]; last: readonly string[] }>
> = {
  a: { first: ["ا"], inside: ["", "ا"], last: ["ه", "ا", ""] },
  e: { first: ["ا"], inside: ["", "ي", "ا"], last: ["ه", "", "ي"] },
  i: { first: ["ا", "اي"], inside: ["ي", ""], last: ["ي"] },
  o: { first: ["ا", "او"], inside: ["", "و"], last: ["و"] },
  u: { first: ["ا", "او"], inside: ["و", ""], last: ["و"] },
};

/**
 * Whole words the letters above do not reach: a consonant Arabizi leaves out or writes apart
 * («djaj» دجاج, «borte9an» برتقال), and English words said for a food in an Arabic sentence.
 */
export const arabiziWords: Readonly<Record<string, string>> = {
  // «w», «wa»: «and», written apart
  w: "و",
  wa: "و",
  // «fter», «ftour»: breakfast, not «فطر» (mushrooms), which the letters alone would give
  fter: "فطور",
  ftour: "فطور",
  ftor: "فطور",
  djaj: "دجاج",
  djej: "دجاج",
  borte9an: "برتقال",
  bort9an: "برتقال",
  bortogan: "برتقال",
  juice: "عصير",
  jus: "عصير",
  // fast food said by its English name in an Arabic sentence: read as its Arabic name, a dish
  // we lack (meal-text-words.ts's lackedDishWords), and fast food for the fries beside it
  burger: "برجر",
  burgers: "برجر",
  hamburger: "همبرجر",
  pizza: "بيتزا",
  nuggets: "ناجتس",
  zinger: "زنجر",
  // everyday foods said in English beside Arabic («rice w salad», «eggs o khobz»): their Arabic
  // words, so each is read as its bare word is; by their letters alone «rice» was rice pudding
  // and «cheese» a manakish («coffee» is left out: «ice coffee», a drink we lack, would become
  // ice cream and a coffee)
  rice: "رز",
  bread: "خبز",
  egg: "بيضة",
  eggs: "بيض",
  cheese: "جبنة",
  soup: "شوربة",
  // «slice(s)», said of bread in an Arabic sentence
  slice: "شريحة",
  slices: "شرائح",
  // «ma klitch lkhobz»: «not» and the Maghreb's negated «ate»/«drank», read as the Arabic
  // negation (negation-words.ts) so the food after them is no line
  ma: "ما",
  klitch: "كليتش",
  kliitch: "كليتش",
  chrbtch: "شربتش",
  chrebtch: "شربتش",
  // «o»: «and» as Morocco writes it apart («khobz o atay»), never a food
  o: "و",
  // Morocco's «chlada» (شلاضة), French «salade», English «salad»: a salad
  chlada: "سلطة",
  salade: "سلطة",
  salad: "سلطة",
  // English counts and sizes said of a food in an Arabic or Arabizi sentence («half plate»،
  // «bowl كبير»، «fries large»): read as their Arabic words, so the amount rules weigh them as
  // they weigh «نص صحن»، «طاسة كبيرة»
  piece: "قطعة",
  pieces: "قطع",
  scoop: "كرة",
  scoops: "كرات",
  large: "كبير",
  big: "كبير",
  small: "صغير",
  medium: "وسط",
  // «spicy»: hot as a dish's seasoning (shown not understood), never the spiced potatoes its
  // letters spell
  spicy: "حار",
  plate: "صحن",
  bowl: "طاسة",
  half: "نص",
  only: "فقط",
};

/**
 * English words a sentence may hold beside Arabizi, never read as Arabizi: their letters would
 * spell a food («then» تن, «work» ورك, «hot» هوت), which they never mean. A word read as its
 * Arabic word («plate», «pieces», «spicy») is in `arabiziWords` instead, never in both.
 */
export const englishWords: readonly string[] = [
  ...["the", "then", "than", "and", "was", "were", "is", "are", "it", "in", "on", "of", "a"],
  ...["an", "i", "had", "have", "has", "ate", "eat", "some", "my", "me", "at"],
  ...["to", "for", "but", "so", "no", "not", "just", "also", "after", "before", "this"],
  ...["that", "today", "work", "home", "school", "cup", "glass"],
  ...["hot", "cold", "fresh", "late", "early", "good", "very", "much", "more", "less"],
  ...["little", "bit", "lot", "again", "all", "one", "two", "three", "like", "love", "from"],
  // «pcs» said after a food («wings 6 pcs»): its letters spell بسيسة
  ...["pcs"],
];

/**
 * Letters of Iraq, the Gulf and the Maghreb for sounds standard Arabic writes otherwise: «چ»
 * (ch) is ج, ش or ك by the word («كليچة» كليجة, «چاي» شاي, «چبير» كبير); «گ» and the
 * Maghreb's «ڨ» (a hard g) are ق, ك or ج («مرگ» مرق); «پ» is ب.
 */
export const regionalLetters: Readonly<Record<string, readonly string[]>> = {
  "\u0686": ["ج", "ش", "ك"],
  "\u06AF": ["ق", "ك", "ج"],
  "\u06A8": ["ق"],
  "\u067E": ["ب"],
};

/**
 * «بي» (Sudan, Egypt: «كسرة بي روب») and Arabizi's «b», «bi»: «with» written apart from the
 * food after it, read as «ب» joined to it.
 */
export const withWordsApart: readonly string[] = ["بي", "b", "bi"];

/** «l», «el»: the article written apart before a Latin word («f l madrsa»), not a litre. */
export const arabiziArticles: readonly string[] = ["l", "el"];

/** «ب» (with) and «ف» (in), joined to the food word after them («بتمرة»، «فخبزة»). */
export const joinedPrepositions: readonly string[] = ["ب", "ف"];
