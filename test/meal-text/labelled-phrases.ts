// A labelled set of meals written the way people in Libya write them, each with the meals and
// grams it means: the grams are what the meal's own servings give for the amount said (the
// serving named, or the typical one when none is), by content/meals/README.md's rules; null
// where the data has no weight for the unit said, so the line must ask. Scored by
// scripts/bench/meal-text-accuracy.ts (`npm run bench:parse`) and by
// lib/meals/meal-text/labelled-phrases.test.ts, which fails below 97 % recall or precision.

export interface LabelledPhrase {
  text: string;
  items: { meal: string; grams: number | null }[];
  /** Written after the parser, and scored before any change made for it (see the README). */
  heldOut?: true;
}

export const labelledPhrases: readonly LabelledPhrase[] = [
  {
    text: "صحنين كسكسي ونص رغيف وكاس شاهي",
    items: [
      { meal: "كسكسي باللحم والخضار", grams: 1132 },
      { meal: "خبز عربي", grams: 30 },
      { meal: "شاهي ليبي", grams: 115 },
    ],
  },
  {
    text: "فطور: زوز بيضات وكاس حليب",
    items: [
      { meal: "بيض مسلوق", grams: 100 },
      { meal: "حليب كامل الدسم", grams: 244 },
    ],
  },
  { text: "كليت صحن بازين", items: [{ meal: "بازين", grams: 665 }] },
  {
    text: "تغديت صحن رز مبوخ وسلطة",
    items: [
      { meal: "رز مبوخ", grams: 411 },
      { meal: "سلطة عربية", grams: 141.4 },
    ],
  },
  {
    text: "فطرت خبزة وجبنة وكاس حليب",
    items: [
      { meal: "خبز فرنسي", grams: 152 },
      { meal: "جبنة بيضاء", grams: 56 },
      { meal: "حليب كامل الدسم", grams: 244 },
    ],
  },
  {
    text: "كاس شاهي وزوز سفنزات",
    items: [
      { meal: "شاهي ليبي", grams: 115 },
      { meal: "سفنز", grams: 232 },
    ],
  },
  {
    text: "طبق شربة ليبية ورغيف خبز تنور",
    items: [
      { meal: "شربة ليبية", grams: 393 },
      { meal: "خبز تنور", grams: 60 },
    ],
  },
  {
    text: "٣ تمرات وكاس لبن",
    items: [
      { meal: "تمر دقلة نور", grams: 21.3 },
      { meal: "لبن", grams: 245 },
    ],
  },
  { text: "عشاء: صحن مكرونة مبكبكة", items: [{ meal: "مبكبكة", grams: 444 }] },
  { text: "نص صحن عصبان", items: [{ meal: "عصبان", grams: 207.5 }] },
  { text: "صحن ونص كسكسي بالحوت", items: [{ meal: "كسكسي بالحوت", grams: 804 }] },
  { text: "كاسين شاهي بالكاكاوية", items: [{ meal: "شاهي بالكاكاوية", grams: 254 }] },
  {
    text: "قهوة وقطعة كيك",
    items: [
      // plain «قهوة» is Turkish coffee, as Libya drinks it (bare-word-defaults.ts)
      { meal: "قهوة تركية", grams: 60 },
      { meal: "كيك إسفنجي", grams: 38 },
    ],
  },
  { text: "فنجان قهوة تركية", items: [{ meal: "قهوة تركية", grams: 60 }] },
  { text: "مكياطة", items: [{ meal: "قهوة مكياطة", grams: 60 }] },
  {
    text: "2 مكياطة وكرواسون",
    items: [
      { meal: "قهوة مكياطة", grams: 120 },
      { meal: "كرواسون", grams: 57 },
    ],
  },
  {
    text: "تفاحة وموزة",
    items: [
      { meal: "تفاح", grams: 182 },
      { meal: "موز", grams: 118 },
    ],
  },
  { text: "حبتين برتقال", items: [{ meal: "برتقال", grams: 262 }] },
  {
    text: "بيضتين مقلي وخبزة",
    items: [
      { meal: "بيض مقلي", grams: 92 },
      { meal: "خبز فرنسي", grams: 152 },
    ],
  },
  {
    text: "شكشوكة بالخبز",
    items: [
      { meal: "شكشوكة", grams: 327 },
      { meal: "خبز عربي", grams: 60 },
    ],
  },
  { text: "صحن شكشوكة", items: [{ meal: "شكشوكة", grams: 327 }] },
  {
    text: "200 غ رز أبيض و150 غ دجاج مسلوق",
    items: [
      { meal: "رز أبيض مطبوخ", grams: 200 },
      { meal: "دجاج مسلوق", grams: 150 },
    ],
  },
  { text: "ربع كيلو لحم ضأن مشوي", items: [{ meal: "لحم ضأن مشوي", grams: 250 }] },
  { text: "نص كيلو برتقال", items: [{ meal: "برتقال", grams: 500 }] },
  { text: "كاس عصير برتقال", items: [{ meal: "عصير برتقال طازج", grams: 248 }] },
  { text: "علبة بيبسي", items: [{ meal: "مشروب غازي", grams: 344 }] },
  { text: "زوز علب كولا", items: [{ meal: "مشروب غازي", grams: 688 }] },
  { text: "ملعقة عسل", items: [{ meal: "عسل", grams: 21 }] },
  // USDA gives sugar a teaspoon (4.2 g) and no tablespoon: a tablespoon is three teaspoons
  { text: "معلقتين سكر", items: [{ meal: "سكر أبيض", grams: 25.2 }] },
  { text: "معلقة زيت زيتون", items: [{ meal: "زيت زيتون", grams: 14 }] },
  { text: "ملعقة صغيرة سكر", items: [{ meal: "سكر أبيض", grams: 4.2 }] },
  { text: "٢ ملعقة صغيرة سكر", items: [{ meal: "سكر أبيض", grams: 8.4 }] },
  {
    text: "صحن فول مدمس وخبزة",
    items: [
      { meal: "فول مدمس", grams: 230 },
      { meal: "خبز فرنسي", grams: 152 },
    ],
  },
  { text: "فول مدمس", items: [{ meal: "فول مدمس", grams: 230 }] },
  { text: "طعمية 5 حبات", items: [{ meal: "طعمية", grams: 85 }] },
  { text: "سندويش فلافل", items: [{ meal: "سندويش فلافل", grams: 215 }] },
  {
    text: "سندويش شاورما دجاج وبيبسي",
    items: [
      { meal: "شاورما دجاج", grams: 219 },
      { meal: "مشروب غازي", grams: 344 },
    ],
  },
  { text: "2 شاورما لحم", items: [{ meal: "شاورما لحم", grams: 444 }] },
  { text: "صحن كبسة دجاج", items: [{ meal: "كبسة دجاج", grams: 399 }] },
  { text: "مندي لحم صحن", items: [{ meal: "مندي لحم", grams: 372 }] },
  { text: "صحن رز بالخلطة", items: [{ meal: "رز بالخلطة", grams: 404 }] },
  { text: "رشتة", items: [{ meal: "رشتة", grams: 434 }] },
  { text: "صحنين رشتة كسكاس", items: [{ meal: "رشتة كسكاس", grams: 881 }] },
  { text: "عصيدة بالرب", items: [{ meal: "عصيدة", grams: 355 }] },
  {
    text: "صحن عصيدة ورب",
    items: [
      { meal: "عصيدة", grams: 355 },
      { meal: "رب التمر", grams: 21 },
    ],
  },
  { text: "بسيسة", items: [{ meal: "بسيسة", grams: 103 }] },
  { text: "طاجين ليبي", items: [{ meal: "طاجين ليبي", grams: 404 }] },
  {
    text: "طاجين حوت ونص رغيف",
    items: [
      { meal: "طاجين حوت", grams: 409 },
      { meal: "خبز عربي", grams: 30 },
    ],
  },
  {
    text: "حوت مقلي صحن وسلطة مشوية",
    items: [
      { meal: "حوت مقلي", grams: 174 },
      { meal: "سلطة مشوية", grams: 287 },
    ],
  },
  { text: "شرمولة", items: [{ meal: "شرمولة", grams: 219 }] },
  { text: "مبطن صحن", items: [{ meal: "مبطن", grams: 288 }] },
  { text: "محشي ليبي", items: [{ meal: "محشي ليبي", grams: 368 }] },
  { text: "زوز بوريك", items: [{ meal: "بوريك", grams: 128 }] },
  { text: "3 قطع بوريك", items: [{ meal: "بوريك", grams: 192 }] },
  { text: "مقروض 2 قطع", items: [{ meal: "مقروض", grams: 76 }] },
  {
    text: "4 حبات غريبة وكاس شاهي",
    items: [
      { meal: "غريبة", grams: 120 },
      { meal: "شاهي ليبي", grams: 115 },
    ],
  },
  { text: "زلابية", items: [{ meal: "زلابية", grams: 45 }] },
  { text: "كاس شاهي باللوز", items: [{ meal: "شاهي باللوز", grams: 127 }] },
  { text: "شاهي أخضر بالنعناع كاسين", items: [{ meal: "شاهي أخضر بالنعناع", grams: 225 }] },
  { text: "صحن دشيشة", items: [{ meal: "دشيشة", grams: 365 }] },
  { text: "شربة فريك", items: [{ meal: "شربة فريك", grams: 422 }] },
  { text: "كرشة", items: [{ meal: "كرشة", grams: 361 }] },
  {
    text: "قلاية لحم ونص خبزة",
    items: [
      { meal: "قلاية لحم", grams: 324 },
      { meal: "خبز فرنسي", grams: 76 },
    ],
  },
  { text: "قلاية كبدة", items: [{ meal: "قلاية كبدة", grams: 256 }] },
  { text: "دولمة صحن", items: [{ meal: "دولمة", grams: 476 }] },
  {
    text: "فطور رب وزيت وكاس شاهي",
    items: [
      { meal: "رب وزيت", grams: 105 },
      { meal: "شاهي ليبي", grams: 115 },
    ],
  },
  {
    text: "مرقة فاصوليا وخبزة",
    items: [
      { meal: "مرقة فاصوليا", grams: 425 },
      { meal: "خبز فرنسي", grams: 152 },
    ],
  },
  { text: "طبيخة بطاطا", items: [{ meal: "طبيخة بطاطا", grams: 363.5 }] },
  { text: "محمصة", items: [{ meal: "محمصة", grams: 416 }] },
  { text: "مثرودة صحن", items: [{ meal: "مثرودة", grams: 376 }] },
  { text: "فتات صحن ونص", items: [{ meal: "فتات", grams: 597 }] },
  { text: "صحن رز بالحوت", items: [{ meal: "رز بالحوت", grams: 400 }] },
  { text: "حرايمي", items: [{ meal: "حرايمي", grams: 272 }] },
  { text: "كسكسي بالدجاج", items: [{ meal: "كسكسي بالدجاج", grams: 545 }] },
  { text: "كسكسي بالبصلة صحنين", items: [{ meal: "كسكسي بالبصلة", grams: 1012 }] },
  { text: "كوسكسي", items: [{ meal: "كسكسي باللحم والخضار", grams: 566 }] },
  { text: "بازبن", items: [{ meal: "بازين", grams: 665 }] },
  { text: "شكشوكه", items: [{ meal: "شكشوكة", grams: 327 }] },
  { text: "مكرونه بالبشاميل", items: [{ meal: "مكرونة بالبشاميل", grams: 280 }] },
  { text: "كشري صحن", items: [{ meal: "كشري", grams: 421 }] },
  {
    text: "ملوخية وصحن رز",
    items: [
      { meal: "ملوخية", grams: 258 },
      { meal: "رز أبيض مطبوخ", grams: 221.2 },
    ],
  },
  { text: "حمص بالطحينة 2 ملاعق", items: [{ meal: "حمص بالطحينة", grams: 30 }] },
  { text: "تبولة كوب", items: [{ meal: "تبولة", grams: 160 }] },
  { text: "فتوش طبق", items: [{ meal: "فتوش", grams: 216 }] },
  { text: "5 حبات ورق عنب", items: [{ meal: "ورق عنب بالزيت", grams: 105 }] },
  { text: "ورق عنب باللحمة 10 حبات", items: [{ meal: "ورق عنب باللحمة", grams: 210 }] },
  { text: "كبة مقلية 3 حبات", items: [{ meal: "كبة مقلية", grams: 165 }] },
  { text: "مناقيش زعتر", items: [{ meal: "مناقيش زعتر", grams: 108 }] },
  { text: "2 مناقيش جبنة", items: [{ meal: "مناقيش جبنة", grams: 274 }] },
  { text: "سيخ شيش طاووق", items: [{ meal: "شيش طاووق", grams: 106 }] },
  { text: "زوز سيخ كباب", items: [{ meal: "كباب مشوي", grams: 210 }] },
  { text: "قطعة كنافة", items: [{ meal: "كنافة", grams: 80 }] },
  { text: "قطعتين بقلاوة", items: [{ meal: "بقلاوة", grams: 52 }] },
  { text: "بسبوسة قطعة", items: [{ meal: "بسبوسة", grams: 80 }] },
  { text: "شوربة عدس كوب", items: [{ meal: "شوربة عدس", grams: 255 }] },
  { text: "مجدرة", items: [{ meal: "مجدرة", grams: 282 }] },
  { text: "منسف", items: [{ meal: "منسف", grams: 496 }] },
  { text: "مقلوبة صحن", items: [{ meal: "مقلوبة", grams: 465 }] },
  { text: "لقيمات 6 حبات", items: [{ meal: "لقيمات", grams: 78 }] },
  { text: "هريس", items: [{ meal: "هريس", grams: 276 }] },
  {
    text: "حريرة وتمرات 3",
    items: [
      { meal: "حريرة", grams: 312 },
      { meal: "تمر دقلة نور", grams: 21.3 },
    ],
  },
  {
    text: "بغرير حبتين بالعسل",
    items: [
      { meal: "بغرير", grams: 100 },
      { meal: "عسل", grams: 21 },
    ],
  },
  {
    text: "مسمن وكاس شاهي",
    items: [
      { meal: "مسمن", grams: 95 },
      { meal: "شاهي ليبي", grams: 115 },
    ],
  },
  { text: "بريك تونسي", items: [{ meal: "بريك تونسي", grams: 114 }] },
  { text: "لبلابي طبق", items: [{ meal: "لبلابي", grams: 333 }] },
  { text: "كاس حليب بالشوكولاتة", items: [{ meal: "حليب بالشوكولاتة", grams: 250 }] },
  { text: "كوب حليب نصف دسم", items: [{ meal: "حليب نصف دسم", grams: 244 }] },
  { text: "نص لتر حليب", items: [{ meal: "حليب كامل الدسم", grams: 515.664362 }] },
  { text: "لتر لبن", items: [{ meal: "لبن", grams: 1035.55548 }] },
  { text: "علبة زبادي", items: [{ meal: "زبادي", grams: 113 }] },
  {
    text: "زبادي وعسل",
    items: [
      { meal: "زبادي", grams: 113 },
      { meal: "عسل", grams: 21 },
    ],
  },
  { text: "جبنة مثلثات", items: [{ meal: "جبنة مطبوخة", grams: 28 }] },
  { text: "شريحتين جبنة شيدر", items: [{ meal: "جبنة شيدر", grams: 56 }] },
  { text: "شريحة جبنة", items: [{ meal: "جبنة بيضاء", grams: 28 }] },
  { text: "تونة علبة", items: [{ meal: "تونة معلبة بالزيت", grams: 171 }] },
  { text: "سردين علبة", items: [{ meal: "سردين معلب", grams: 92 }] },
  { text: "زيتون 10 حبات", items: [{ meal: "زيتون أخضر", grams: 27 }] },
  {
    text: "خيار وطماطم",
    items: [
      { meal: "خيار", grams: 200 },
      { meal: "طماطم", grams: 125 },
    ],
  },
  {
    text: "حبة طماطم وخيارة",
    items: [
      { meal: "طماطم", grams: 125 },
      { meal: "خيار", grams: 200 },
    ],
  },
  { text: "بطاطا مقلية كوب", items: [{ meal: "بطاطا مقلية", grams: 60 }] },
  { text: "2 حبة بطاطا مسلوقة", items: [{ meal: "بطاطا مسلوقة", grams: 334 }] },
  { text: "صدر دجاج مشوي", items: [{ meal: "صدر دجاج مشوي", grams: 86 }] },
  { text: "فخذ دجاج", items: [{ meal: "فخذ دجاج مشوي", grams: 116 }] },
  { text: "ربع دجاجة مشوية", items: [{ meal: "دجاج مشوي بالجلد", grams: 149.5 }] },
  { text: "نص دجاجة", items: [{ meal: "دجاج مسلوق", grams: 334 }] },
  { text: "4 أجنحة دجاج", items: [{ meal: "أجنحة دجاج", grams: 340 }] },
  { text: "قطعة لحم", items: [{ meal: "لحم ضأن مطبوخ", grams: 85 }] },
  { text: "3 قطع لحم", items: [{ meal: "لحم ضأن مطبوخ", grams: 255 }] },
  { text: "كبدة دجاج", items: [{ meal: "كبدة دجاج", grams: 44 }] },
  { text: "كبدة", items: [{ meal: "كبدة ضأن", grams: 85 }] },
  { text: "حوت مشوي", items: [{ meal: "سمك قاروص مشوي", grams: 101 }] },
  { text: "سمك بلطي مشوي", items: [{ meal: "سمك بلطي مشوي", grams: 87 }] },
  { text: "جمبري", items: [{ meal: "جمبري مسلوق", grams: 85 }] },
  { text: "كاليماري", items: [{ meal: "كاليماري مقلي", grams: 85 }] },
  { text: "تمر مجهول 3 حبات", items: [{ meal: "تمر مجهول", grams: 72 }] },
  { text: "حفنة لوز", items: [{ meal: "لوز", grams: 28.35 }] },
  { text: "كمشة كاكاوية", items: [{ meal: "فول سوداني", grams: 28.35 }] },
  { text: "20 حبة لوز", items: [{ meal: "لوز", grams: 24 }] },
  { text: "فستق 30 حبة", items: [{ meal: "فستق حلبي", grams: 21 }] },
  { text: "كوب رز", items: [{ meal: "رز أبيض مطبوخ", grams: 158 }] },
  { text: "صحن رز", items: [{ meal: "رز أبيض مطبوخ", grams: 221.2 }] },
  { text: "كوبين مكرونة", items: [{ meal: "مكرونة مسلوقة", grams: 248 }] },
  { text: "عدس كوب", items: [{ meal: "عدس مطبوخ", grams: 198 }] },
  { text: "فول مسلوق كوب", items: [{ meal: "فول مسلوق", grams: 170 }] },
  {
    text: "شوفان بالحليب",
    items: [
      { meal: "شوفان", grams: 41 },
      { meal: "حليب كامل الدسم", grams: 244 },
    ],
  },
  {
    text: "كورن فليكس بالحليب",
    items: [
      { meal: "كورن فليكس", grams: 28 },
      { meal: "حليب كامل الدسم", grams: 244 },
    ],
  },
  {
    text: "شريحتين توست وزبدة",
    items: [
      { meal: "خبز توست أبيض", grams: 58 },
      { meal: "زبدة", grams: 5 },
    ],
  },
  {
    text: "توست بالنوتيلا",
    items: [
      { meal: "خبز توست أبيض", grams: 29 },
      { meal: "شوكولاتة بالبندق للدهن", grams: 37 },
    ],
  },
  { text: "رغيف خبز عربي", items: [{ meal: "خبز عربي", grams: 60 }] },
  { text: "زوز رغفان خبز عربي", items: [{ meal: "خبز عربي", grams: 120 }] },
  { text: "نص رغيف", items: [{ meal: "خبز عربي", grams: 30 }] },
  { text: "دونات", items: [{ meal: "دونات", grams: 64 }] },
  { text: "آيس كريم كرتين", items: [{ meal: "آيس كريم", grams: 240 }] },
  { text: "شوكولاتة", items: [{ meal: "شوكولاتة بالحليب", grams: 44 }] },
  { text: "لوح شوكولاتة داكنة", items: [{ meal: "شوكولاتة داكنة", grams: 101 }] },
  { text: "بسكويت 5 حبات", items: [{ meal: "بسكويت بالزبدة", grams: 25 }] },
  { text: "كاس ماء وتمرة", items: [{ meal: "تمر دقلة نور", grams: 7.1 }] },
  { text: "السلام عليكم، اليوم كليت كسكسي", items: [{ meal: "كسكسي باللحم والخضار", grams: 566 }] },
  {
    text: "الفطور:\n2 بيض\nكاس حليب\nخبزة",
    items: [
      { meal: "بيض مسلوق", grams: 100 },
      { meal: "حليب كامل الدسم", grams: 244 },
      { meal: "خبز فرنسي", grams: 152 },
    ],
  },
  {
    text: "الغدا صحن بازين + كاس لبن",
    items: [
      { meal: "بازين", grams: 665 },
      { meal: "لبن", grams: 245 },
    ],
  },
  {
    text: "العشا شربة وخبزة",
    items: [
      { meal: "شربة ليبية", grams: 393 },
      { meal: "خبز فرنسي", grams: 152 },
    ],
  },
  { text: "كاس قهوة بالحليب", items: [{ meal: "قهوة لاتيه", grams: 240 }] },
  { text: "شاي كرك", items: [{ meal: "شاهي كرك", grams: 215 }] },
  { text: "كاس شاهي بالسكر", items: [{ meal: "شاهي بالسكر", grams: 250 }] },
  { text: "شاهي بدون سكر", items: [{ meal: "شاهي بدون سكر", grams: 237 }] },
  { text: "عصير مانجو كاس", items: [{ meal: "عصير مانجو", grams: 251 }] },
  { text: "كيلو بطيخ", items: [{ meal: "بطيخ أحمر", grams: 1000 }] },
  { text: "شريحة دلاع", items: [{ meal: "بطيخ أحمر", grams: 286 }] },
  { text: "عنب كوب", items: [{ meal: "عنب", grams: 151 }] },
  { text: "رمانة", items: [{ meal: "رمان", grams: 282 }] },
  { text: "حبة مانجو", items: [{ meal: "مانجو", grams: 336 }] },
  { text: "3 حبات مشمش", items: [{ meal: "مشمش", grams: 105 }] },
  { text: "تين 4 حبات", items: [{ meal: "تين", grams: 200 }] },
  { text: "كرموس هندي 3", items: [{ meal: "تين شوكي", grams: 309 }] },
  { text: "زوز خوخات", items: [{ meal: "خوخ", grams: 300 }] },
  { text: "حبة أفوكادو", items: [{ meal: "أفوكادو", grams: 201 }] },
  { text: "يوسفي 2", items: [{ meal: "يوسفي", grams: 176 }] },
  { text: "كوب فراولة", items: [{ meal: "فراولة", grams: 152 }] },
  { text: "٢٥٠ جرام كبدة", items: [{ meal: "كبدة ضأن", grams: 250 }] },
  { text: "١٠٠ غرام جبنة فيتا", items: [{ meal: "جبنة فيتا", grams: 100 }] },
  { text: "قطعة جبنة فيتا", items: [{ meal: "جبنة فيتا", grams: 38 }] },
  {
    text: "بيضة مسلوقة وبيضة مقلية",
    items: [
      { meal: "بيض مسلوق", grams: 50 },
      { meal: "بيض مقلي", grams: 46 },
    ],
  },
  { text: "عجة", items: [{ meal: "عجة", grams: 110 }] },
  { text: "مهلبية", items: [{ meal: "مهلبية", grams: 197 }] },
  { text: "رز بلبن كوب", items: [{ meal: "رز بلبن", grams: 260 }] },
  { text: "أم علي", items: [{ meal: "أم علي", grams: 190 }] },
  { text: "معمول 3 قطع", items: [{ meal: "معمول", grams: 114 }] },
  { text: "قطايف 4", items: [{ meal: "قطايف", grams: 200 }] },
  { text: "صحن سلطة عربية", items: [{ meal: "سلطة عربية", grams: 202 }] },
  { text: "بابا غنوج ملعقتين", items: [{ meal: "بابا غنوج", grams: 30 }] },
  { text: "لبنة 2 معالق", items: [{ meal: "لبنة", grams: 30 }] },
  { text: "مسقعة قطعة", items: [{ meal: "مسقعة", grams: 86 }] },
  { text: "فلفل محشي حبة", items: [{ meal: "فلفل محشي", grams: 298 }] },
  { text: "محشي ملفوف 3 حبات", items: [{ meal: "محشي ملفوف", grams: 330 }] },
  {
    text: "الصبح كليت زوز سفنزات وشربت كاس شاهي بالرغوة",
    items: [
      { meal: "سفنز", grams: 232 },
      { meal: "شاهي ليبي", grams: 115 },
    ],
    heldOut: true,
  },
  {
    text: "غدوة اليوم كانت رز بالحوت صحن",
    items: [{ meal: "رز بالحوت", grams: 400 }],
    heldOut: true,
  },
  {
    text: "عشيت طبق شربة حوت و٢ خبزة",
    items: [
      { meal: "شربة حوت", grams: 388 },
      { meal: "خبز فرنسي", grams: 304 },
    ],
    heldOut: true,
  },
  {
    text: "قهوة مكياطة وكرواسونة",
    items: [
      { meal: "قهوة مكياطة", grams: 60 },
      { meal: "كرواسون", grams: 57 },
    ],
    heldOut: true,
  },
  { text: "نص كاس حليب", items: [{ meal: "حليب كامل الدسم", grams: 122 }], heldOut: true },
  { text: "كاس عصير تفاح", items: [{ meal: "عصير تفاح", grams: 248 }], heldOut: true },
  { text: "ثلاث حبات تمر مجهول", items: [{ meal: "تمر مجهول", grams: 72 }], heldOut: true },
  { text: "ربع كيلو جبنة بيضاء", items: [{ meal: "جبنة بيضاء", grams: 250 }], heldOut: true },
  { text: "ملعقتين حمص", items: [{ meal: "حمص بالطحينة", grams: 30 }], heldOut: true },
  { text: "كوب عدس مطبوخ", items: [{ meal: "عدس مطبوخ", grams: 198 }], heldOut: true },
  { text: "علبة تن بالزيت", items: [{ meal: "تونة معلبة بالزيت", grams: 171 }], heldOut: true },
  { text: "صحن سلطة خضراء", items: [{ meal: "سلطة عربية", grams: 202 }], heldOut: true },
  { text: "٣ شرائح بطيخ", items: [{ meal: "بطيخ أحمر", grams: 858 }], heldOut: true },
  { text: "حبتين كيوي", items: [{ meal: "كيوي", grams: 138 }], heldOut: true },
  {
    text: "موزتين وتفاحة",
    items: [
      { meal: "موز", grams: 236 },
      { meal: "تفاح", grams: 182 },
    ],
    heldOut: true,
  },
  { text: "كاسين ماء وحبة برتقال", items: [{ meal: "برتقال", grams: 131 }], heldOut: true },
  {
    text: "زوز شاورما لحم وبطاطا مقلية",
    items: [
      { meal: "شاورما لحم", grams: 444 },
      { meal: "بطاطا مقلية", grams: 120 },
    ],
    heldOut: true,
  },
  { text: "بيتزا", items: [], heldOut: true },
  { text: "صحن مقلوبة دجاج", items: [{ meal: "مقلوبة", grams: 465 }], heldOut: true },
  { text: "كبسة لحم صحن ونص", items: [{ meal: "كبسة لحم", grams: 588 }], heldOut: true },
  {
    text: "فطور: عجة بيضتين وخبز",
    items: [
      { meal: "عجة", grams: 110 },
      { meal: "خبز عربي", grams: 60 },
    ],
    heldOut: true,
  },
  { text: "شاي بالحليب كاس", items: [{ meal: "شاهي كرك", grams: 215 }], heldOut: true },
  {
    text: "فنجان قهوة عربية وتمرتين",
    items: [
      { meal: "قهوة عربية", grams: 60 },
      { meal: "تمر دقلة نور", grams: 14.2 },
    ],
    heldOut: true,
  },
  { text: "٢٠٠ جرام صدر دجاج مشوي", items: [{ meal: "صدر دجاج مشوي", grams: 200 }], heldOut: true },
  { text: "نص صحن كسكسي بالدجاج", items: [{ meal: "كسكسي بالدجاج", grams: 272.5 }], heldOut: true },
  {
    text: "رغيف تنور ومعلقة رب",
    items: [
      { meal: "خبز تنور", grams: 60 },
      { meal: "رب التمر", grams: 21 },
    ],
    heldOut: true,
  },
  {
    text: "قطعة بريوش وكاس حليب",
    items: [
      { meal: "بريوش ليبي", grams: 99 },
      { meal: "حليب كامل الدسم", grams: 244 },
    ],
    heldOut: true,
  },
  { text: "زوز قطع مقروض", items: [{ meal: "مقروض", grams: 76 }], heldOut: true },
  {
    text: "كاس لبن وزوز تمرات",
    items: [
      { meal: "لبن", grams: 245 },
      { meal: "تمر دقلة نور", grams: 14.2 },
    ],
    heldOut: true,
  },
  { text: "صحن بيصارة", items: [{ meal: "بيصارة", grams: 253 }], heldOut: true },
  { text: "ملوخية بالدجاج صحن", items: [{ meal: "ملوخية", grams: 258 }], heldOut: true },
  {
    text: "حوت مقلي وسلاطة",
    items: [
      { meal: "حوت مقلي", grams: 174 },
      { meal: "سلطة عربية", grams: 141.4 },
    ],
    heldOut: true,
  },
  { text: "٣ بسكويت", items: [{ meal: "بسكويت بالزبدة", grams: 15 }], heldOut: true },
  { text: "اكلت نص بطيخة", items: [{ meal: "بطيخ أحمر", grams: 2259 }], heldOut: true },
  { text: "كاس عصير", items: [{ meal: "عصير برتقال طازج", grams: 248 }], heldOut: true },
  { text: "حليب بالكاكاو", items: [{ meal: "حليب بالشوكولاتة", grams: 250 }], heldOut: true },
  { text: "ياغورت", items: [{ meal: "زبادي", grams: 113 }], heldOut: true },
  { text: "٤ حبات زيتون اسود", items: [{ meal: "زيتون أسود", grams: 17.6 }], heldOut: true },
  {
    text: "صحن فاصوليا بالزيت",
    items: [{ meal: "فاصوليا خضراء بالزيت", grams: 240 }],
    heldOut: true,
  },
  {
    text: "كسكسي بالخضرة صحنين",
    items: [{ meal: "كسكسي باللحم والخضار", grams: 1132 }],
    heldOut: true,
  },
  {
    text: "سلطة مشوية ونص رغيف",
    items: [
      { meal: "سلطة مشوية", grams: 287 },
      { meal: "خبز عربي", grams: 30 },
    ],
    heldOut: true,
  },
  { text: "بازين بالمرق صحن", items: [{ meal: "بازين", grams: 665 }], heldOut: true },
  { text: "مبكبكة بالحوت", items: [{ meal: "مبكبكة بالحوت", grams: 446 }], heldOut: true },
  {
    text: "صحن مبكبكة وكاس كازوزة",
    items: [
      { meal: "مبكبكة", grams: 444 },
      { meal: "مشروب غازي", grams: 247 },
    ],
    heldOut: true,
  },
  {
    text: "شاهي وكعك",
    items: [
      { meal: "شاهي ليبي", grams: 115 },
      { meal: "كعك ليبي", grams: 30 },
    ],
    heldOut: true,
  },
  { text: "3 قطع كعك", items: [{ meal: "كعك ليبي", grams: 90 }], heldOut: true },
  { text: "طاجين دجاج", items: [{ meal: "طاجين دجاج بالزيتون", grams: 306 }], heldOut: true },
  { text: "كرشة صحن ونص", items: [{ meal: "كرشة", grams: 541.5 }], heldOut: true },
  { text: "زميطة بالزيت", items: [{ meal: "زميطة", grams: 128 }], heldOut: true },
  {
    text: "صحن عصبان وصحن رز",
    items: [
      { meal: "عصبان", grams: 415 },
      { meal: "رز أبيض مطبوخ", grams: 221.2 },
    ],
    heldOut: true,
  },
];
