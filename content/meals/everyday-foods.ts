import { cookedHere } from "./cooked-staples";
import { fromPublished } from "./survey-rows";
import type { MealEntry } from "./types";

// Everyday foods people weigh: breads, grains, pasta, legumes, dates and fruit, eggs and
// dairy, meat, fish, vegetables, fats, nuts, sweets and drinks. Each is one USDA row (the
// comment gives its USDA description) except a few drinks made of several rows, whose
// `basis` line says what they are based on. Some raw vegetables (zucchini, eggplant, okra,
// molokhia) are given cooked with a little fat: their plain USDA rows state an energy that
// does not match their protein, fat and carbohydrate (the 15 % rule of meals.test.ts).
/** A chicken served by the quarter: one person's share, half of what USDA weighs for half a bird. */
const QUARTER_CHICKEN = {
  scaledUnits: [
    {
      label: "ربع دجاجة (بلا عظم)",
      measure: "0.5 chicken, bone removed",
      times: 0.5,
      why: "حصة شخص واحد من الدجاج: ربع دجاجة، نصف ما يزنه USDA لنصف الدجاجة",
    },
  ],
  typical: "ربع دجاجة (بلا عظم)",
} as const;

export const everydayFoods: readonly MealEntry[] = [
  // ---------------------------------------------------------------- bread
  {
    name: "خبز عربي",
    aliases: ["خبز شامي", "خبز لبناني", "خبز بيتا", "pita bread", "khubz"],
    category: "bread",
    usda: "sr28:18041", // Bread, pita, white, enriched
  },
  {
    name: "خبز عربي أسمر",
    aliases: ["خبز شامي اسمر", "خبز بيتا قمح كامل", "whole wheat pita"],
    category: "bread",
    usda: "sr28:18042", // Bread, pita, whole-wheat
  },
  {
    name: "خبز فرنسي",
    aliases: [
      "خبز كوشة",
      "باجيت",
      "باغيت",
      "عيش فينو",
      // the Libyan and Tunisian sandwich (casse-croûte): a baguette, its filling read apart
      "كسكروت",
      // Iraq's «صمون»: the same white wheat loaf, baked long and pointed
      "صمون",
      "french bread",
      "baguette",
    ],
    category: "bread",
    usda: "sr28:18029", // Bread, french or vienna (includes sourdough)
    // SR28's "1 slice" of this bread weighs 139 g, no slice anyone cuts: its FNDDS row serves.
    measures: [],
    borrowedUnits: [
      {
        from: "fndds:51107010",
        measure: '1 mini baguette (about 9" long)',
        why: "الخبز الفرنسي نفسه في FNDDS: خبزة صغيرة بطول 23 سم",
      },
      {
        from: "fndds:51107010",
        measure: "1 medium or regular slice",
        why: "الخبز الفرنسي نفسه في FNDDS",
      },
      {
        from: "fndds:51107010",
        measure: "1 individual loaf",
        why: "الصمونة رغيف فردي من عجين الخبز الفرنسي نفسه، أصغر من الباغيت",
      },
    ],
  },
  {
    name: "خبز توست أبيض",
    aliases: ["خبز ابيض", "توست", "خبز صامولي", "white bread", "toast bread"],
    category: "bread",
    usda: "sr28:18069", // Bread, white, commercially prepared
    measures: ["1 slice", "1 slice, large", "1 slice, thin"],
  },
  {
    name: "خبز أسمر",
    aliases: ["خبز قمح كامل", "خبز بر", "توست اسمر", "brown bread", "whole wheat bread"],
    category: "bread",
    usda: "sr28:18075", // Bread, whole-wheat, commercially prepared
    measures: ["1 slice"],
  },
  {
    name: "خبز نان",
    aliases: ["نان", "خبز نان هندي", "تميس", "خبز تميس", "naan", "tandoor bread"],
    category: "bread",
    usda: "sr28:28307", // Bread, naan, plain, commercially prepared
  },
  {
    name: "كرواسون",
    aliases: ["كرواسان", "كرواسون بالزبدة", "croissant"],
    category: "bread",
    usda: "sr28:18239", // Croissants, butter
    measures: [
      "1 croissant, medium",
      "1 croissant, small",
      "1 croissant, large",
      "1 croissant, mini",
    ],
  },
  {
    name: "كرواسون بالشوكولاتة",
    // «بان أو شوكولا»: the French name, as bakeries in the Maghreb sell it
    aliases: [
      "كرواسون شوكولاتة",
      "كرواسون شوكولا",
      "كرواسون بالشوكولا",
      "كرواسان شوكولاتة",
      "كرواسان بالشوكولاتة",
      "كرواسون شكلاطة",
      "بان أو شوكولا",
      "chocolate croissant",
      "pain au chocolat",
    ],
    category: "bread",
    usda: "fndds:51166200", // Croissant, chocolate
    measures: ["1 croissant"],
  },
  {
    name: "بسكويت مالح",
    aliases: ["كراكرز", "بسكويت كريكر", "saltine crackers", "crackers"],
    category: "bread",
    usda: "sr28:18228", // Crackers, saltines
    measures: ["5 crackers"],
  },
  // ---------------------------------------------------------------- rice and grains
  {
    name: "رز أبيض مطبوخ",
    // Its former name first: search still finds it.
    // «تمن»: Iraq's word for cooked white rice
    aliases: [
      "أرز أبيض مطبوخ",
      "رز ابيض",
      "رز مسلوق",
      "رز مطبوخ",
      "تمن",
      "white rice",
      "cooked rice",
    ],
    category: "rice-grains",
    usda: "sr28:20045", // Rice, white, long-grain, regular, enriched, cooked
  },
  {
    name: "رز بسمتي مطبوخ",
    // Its former name first: search still finds it.
    aliases: ["أرز بسمتي مطبوخ", "رز بسمتي", "رز بسمتي مسلوق", "basmati rice", "jasmine rice"],
    category: "rice-grains",
    usda: "fndds:56205008", // Rice, white, cooked, no added fat (basmati or jasmine rice)
    householdFrom: "sr28:20445",
  },
  {
    name: "رز مطبوخ بالزيت",
    // Its former name first: search still finds it.
    aliases: ["أرز مطبوخ بالزيت", "رز بالزيت", "رز مفلفل", "rice cooked with oil"],
    category: "rice-grains",
    usda: "fndds:56205002", // Rice, white, cooked, made with oil
    householdFrom: "sr28:20445",
  },
  {
    name: "رز بني مطبوخ",
    // Its former name first: search still finds it.
    aliases: ["أرز بني مطبوخ", "رز بني", "رز اسمر", "brown rice"],
    category: "rice-grains",
    usda: "sr28:20037", // Rice, brown, long-grain, cooked
  },
  {
    name: "كسكس مطبوخ سادة",
    aliases: ["كسكسي سادة", "كسكس مفور", "plain couscous", "couscous"],
    category: "rice-grains",
    // Steamed, not boiled the U.S. way (cooked-staples.ts); a cup weighs as USDA's cup of
    // cooked couscous (157 g), an estimate for the steamed grain.
    basis:
      "كسكسي مفور على البخار: الكسكسي الجاف والماء الذي يتشربه، لكوب بوزن كوب الكسكسي المطبوخ في جداول USDA",
    serving: { label: "كوب" },
    recipe: cookedHere("couscous", 157),
  },
  {
    name: "برغل مطبوخ",
    aliases: ["برغل مسلوق", "برغل سادة", "bulgur", "burghul"],
    category: "rice-grains",
    // Cooked until its water is absorbed (cooked-staples.ts); a cup weighs as USDA's cup of
    // cooked bulgur (182 g), an estimate for the absorbed grain.
    basis:
      "برغل مطبوخ حتى يتشرب ماءه: البرغل الجاف والماء الذي يتشربه، لكوب بوزن كوب البرغل المطبوخ في جداول USDA",
    serving: { label: "كوب" },
    recipe: cookedHere("bulgur", 182),
  },
  {
    name: "شوفان",
    aliases: ["شوفان جاف", "رقائق الشوفان", "oats", "rolled oats"],
    category: "rice-grains",
    usda: "sr28:08120", // Cereals, oats, regular and quick, not fortified, dry
    scaledUnits: [
      {
        label: "نصف كوب",
        measure: "1 cup",
        times: 0.5,
        why: "صحن شوفان لشخص واحد: نصف كوب من الشوفان الجاف",
      },
    ],
    typical: "نصف كوب",
  },
  {
    name: "شوفان مطبوخ بالماء",
    aliases: ["شوفان بالماء", "شوفان مسلوق", "oatmeal", "porridge"],
    category: "rice-grains",
    usda: "sr28:08121", // Cereals, oats, cooked with water, without salt
  },
  {
    name: "كورن فليكس",
    aliases: ["رقائق الذرة", "كورنفلكس", "سيريال", "corn flakes", "cornflakes"],
    category: "rice-grains",
    usda: "sr28:08020", // Cereals ready-to-eat, KELLOGG'S Corn Flakes
  },
  {
    name: "دقيق أبيض",
    aliases: ["طحين ابيض", "فرينة", "دقيق قمح", "flour", "white flour"],
    category: "rice-grains",
    usda: "sr28:20081", // Wheat flour, white, all-purpose, enriched, bleached
    scaledUnits: [
      {
        label: "ملعقة كبيرة",
        measure: "1 cup",
        times: 1 / 16,
        why: "الدقيق يُقاس بالملعقة في الطبخ، وكوب USDA ست عشرة ملعقة كبيرة",
      },
    ],
    typical: "ملعقة كبيرة",
  },
  {
    name: "سميد",
    aliases: ["سميدة", "سميد قمح", "semolina", "smeed"],
    category: "rice-grains",
    usda: "sr28:20066", // Semolina, enriched
    scaledUnits: [
      {
        label: "ربع كوب",
        measure: "1 cup",
        times: 0.25,
        why: "نصيب شخص واحد من السميد قبل طبخه؛ الكوب يُطبخ لعدة أشخاص",
      },
    ],
    typical: "ربع كوب",
  },
  {
    name: "فشار",
    aliases: ["بوشار", "ذرة منفوشة", "popcorn"],
    category: "rice-grains",
    usda: "sr28:19034", // Snacks, popcorn, air-popped
    measures: ["1 cup"],
  },
  // ---------------------------------------------------------------- pasta
  {
    name: "مكرونة مسلوقة",
    aliases: ["معكرونة مسلوقة", "مكرونة مطبوخة", "سباغيتي مسلوقة", "pasta", "macaroni"],
    category: "pasta",
    usda: "sr28:20121", // Pasta, cooked, enriched, without added salt
  },
  {
    name: "مكرونة قمح كامل مسلوقة",
    aliases: ["مكرونة سمراء", "معكرونة اسمر", "whole wheat pasta"],
    category: "pasta",
    usda: "sr28:20125", // Pasta, whole-wheat, cooked
  },
  {
    name: "شعرية مسلوقة",
    aliases: ["شعيرية مطبوخة", "شعرية مطبوخة", "vermicelli"],
    category: "pasta",
    usda: "sr28:20121", // Pasta, cooked, enriched (vermicelli is the same pasta, cut thin)
  },
  {
    name: "نودلز بالبيض",
    aliases: ["نودلز مسلوقة", "شعرية بالبيض", "egg noodles", "noodles"],
    category: "pasta",
    usda: "sr28:20310", // Noodles, egg, cooked, enriched, with added salt
  },
  {
    name: "مكرونة بصلصة الطماطم",
    aliases: ["معكرونة بالصلصة", "مكرونة حمراء", "سباغيتي بالصلصة", "pasta with tomato sauce"],
    category: "pasta",
    basis:
      "وصفة مصرية منشورة (صدى البلد): مكرونة مطهوة في صلصة الطماطم مع البصل والثوم والطماطم المعصورة وملعقتين من الصلصة وثلاث ملاعق زيت، دون اللحم الاختياري؛ المكرونة بالماء الذي تتشربه حسب مكرونة USDA الجافة والمطبوخة. تقدير: لا يبقى في الطبق ماء غير ما تتشربه المكرونة، لأن الوصفة تضيف الماء «حسب الحاجة» دون مقدار وتُعرف بقوامها الكثيف",
    serving: { label: "كوب" },
    recipe: fromPublished("pastaRedSauce", 250), // the cup of 250 g the meal had (FNDDS 58146222)
  },
  // ---------------------------------------------------------------- legumes
  {
    name: "حمص مسلوق",
    // «لبلبي»: Iraq's boiled chickpeas, served by the glass in their water (Tunisia's soup is
    // «لبلابي», arab-dishes.ts)
    aliases: ["حمص حب", "حب الحمص", "chickpeas", "garbanzo beans", "لبلبي"],
    category: "legumes",
    usda: "sr28:16057", // Chickpeas, mature seeds, cooked, boiled, without salt
  },
  {
    name: "عدس مطبوخ",
    // «عدسية»: Sudan's and Egypt's plate of stewed lentils
    aliases: ["عدس مسلوق", "عدس بني", "عدسية", "lentils", "cooked lentils"],
    category: "legumes",
    usda: "sr28:16070", // Lentils, mature seeds, cooked, boiled, without salt
  },
  {
    name: "عدس أحمر جاف",
    aliases: ["عدس مجروش", "عدس احمر", "red lentils"],
    category: "legumes",
    usda: "sr28:16144", // Lentils, pink or red, raw
    scaledUnits: [
      {
        label: "ربع كوب",
        measure: "1 cup",
        times: 0.25,
        why: "نصيب شخص واحد من العدس الجاف قبل طبخه؛ الكوب يُطبخ لعدة أشخاص",
      },
    ],
    typical: "ربع كوب",
  },
  {
    name: "فول مسلوق",
    aliases: [
      "فول حب",
      "فول مطبوخ",
      // the green beans boiled in Libya's spring, read as the boiled bean (USDA has no cooked
      // immature broad bean)
      "فول أخضر مسلوق",
      "fava beans",
      "broad beans",
    ],
    category: "legumes",
    usda: "sr28:16053", // Broadbeans (fava beans), mature seeds, cooked, boiled
  },
  {
    name: "فاصوليا بيضاء مسلوقة",
    aliases: ["فاصوليا بيضا", "فاصولياء بيضاء", "white beans"],
    category: "legumes",
    usda: "sr28:16050", // Beans, white, mature seeds, cooked, boiled, without salt
  },
  {
    name: "فاصوليا حمراء مسلوقة",
    aliases: ["فاصوليا حمرا", "لوبيا حمراء", "kidney beans", "red beans"],
    category: "legumes",
    usda: "sr28:16033", // Beans, kidney, red, mature seeds, cooked, boiled, without salt
  },
  // ---------------------------------------------------------------- dates and fruit
  {
    name: "تمر دقلة نور",
    aliases: ["دقلة نور", "تمر دقلة", "deglet noor", "dates"],
    category: "dates-fruit",
    usda: "sr28:09087", // Dates, deglet noor
    typicalWeight: 2,
  },
  {
    name: "تمر مجهول",
    aliases: ["تمر مجدول", "تمر مدجول", "medjool dates", "medjool"],
    category: "dates-fruit",
    usda: "sr28:09421", // Dates, medjool
  },
  {
    name: "تفاح",
    aliases: ["تفاحة", "تفاح احمر", "apple", "apples"],
    category: "dates-fruit",
    usda: "sr28:09003", // Apples, raw, with skin
    measures: [
      '1 medium (3" dia)',
      '1 large (3-1/4" dia)',
      '1 small (2-3/4" dia)',
      "1 cup, quartered or chopped",
      "1 cup slices",
    ],
  },
  {
    name: "موز",
    aliases: ["موزة", "banana", "bananas"],
    category: "dates-fruit",
    usda: "sr28:09040", // Bananas, raw
    measures: [
      '1 medium (7" to 7-7/8" long)',
      '1 large (8" to 8-7/8" long)',
      '1 small (6" to 6-7/8" long)',
      "1 cup, sliced",
      "1 cup, mashed",
    ],
  },
  {
    name: "برتقال",
    aliases: ["برتقالة", "بردقان", "orange", "oranges"],
    category: "dates-fruit",
    usda: "sr28:09200", // Oranges, raw, all commercial varieties
    measures: [
      '1 fruit (2-5/8" dia)',
      '1 large (3-1/16" dia)',
      '1 small (2-3/8" dia)',
      "1 cup, sections",
    ],
  },
  {
    name: "يوسفي",
    aliases: ["يوسف افندي", "مندرين", "كلمنتينا", "tangerine", "mandarin"],
    category: "dates-fruit",
    usda: "sr28:09218", // Tangerines (mandarin oranges), raw
    measures: [
      '1 medium (2-1/2" dia)',
      '1 large (2-3/4" dia)',
      '1 small (2-1/4" dia)',
      "1 cup, sections",
    ],
  },
  {
    name: "عنب",
    aliases: ["عنب اخضر", "عنب احمر", "grapes"],
    category: "dates-fruit",
    usda: "sr28:09132", // Grapes, red or green, raw
  },
  {
    name: "بطيخ أحمر",
    aliases: ["دلاع", "دلاح", "دلاحة", "جح", "watermelon"],
    category: "dates-fruit",
    usda: "sr28:09326", // Watermelon, raw
    measures: [
      "1 wedge (approx 1/16 of melon)",
      "1 cup, diced",
      "1 cup, balls",
      '1 melon (15" long x 7-1/2" dia)',
    ],
  },
  {
    name: "شمام",
    aliases: ["بطيخ اصفر", "كنتالوب", "cantaloupe", "melon"],
    category: "dates-fruit",
    usda: "sr28:09181", // Melons, cantaloupe, raw
    measures: ["1 wedge, medium (1/8 of medium melon)", "1 cup, cubes", "1 cup, balls"],
  },
  {
    name: "رمان",
    aliases: ["رمانة", "pomegranate"],
    category: "dates-fruit",
    usda: "sr28:09286", // Pomegranates, raw
    measures: ['1 pomegranate (4" dia)', "0.5 cup arils (seed/juice sacs)"],
  },
  {
    name: "تين",
    aliases: ["كرموس", "تين طازج", "figs", "fresh figs"],
    category: "dates-fruit",
    usda: "sr28:09089", // Figs, raw
    // SR28 lists the large fig first; a fig said by count with no size is the medium one.
    measures: ['1 medium (2-1/4" dia)', '1 large (2-1/2" dia)'],
  },
  {
    name: "تين مجفف",
    aliases: ["كرموس يابس", "تين ناشف", "dried figs", "تين يابس"],
    category: "dates-fruit",
    usda: "sr28:09094", // Figs, dried, uncooked
    typicalWeight: 2,
  },
  {
    name: "تين شوكي",
    aliases: ["هندي", "كرموس هندي", "تين هندي", "صبر", "prickly pear", "cactus fruit"],
    category: "dates-fruit",
    usda: "sr28:09287", // Prickly pears, raw
    measures: ["1 fruit without refuse", "1 cup"],
  },
  {
    name: "مشمش",
    aliases: ["مشماش", "apricot", "apricots"],
    category: "dates-fruit",
    usda: "sr28:09021", // Apricots, raw
    measures: ["1 apricot", "1 cup, halves", "1 cup, sliced"],
  },
  {
    name: "مشمش مجفف",
    aliases: ["مشمش ناشف", "مشمش يابس", "dried apricots"],
    category: "dates-fruit",
    usda: "sr28:09032", // Apricots, dried, sulfured, uncooked
    scaledUnits: [
      {
        label: "حبة",
        measure: "1 half",
        times: 2,
        why: "حبة المشمش المجفف نصفان، ويزن USDA النصف الواحد",
      },
    ],
    typical: "حبة",
    measures: ["1 half", "1 cup, halves"],
  },
  {
    name: "خوخ",
    aliases: ["دراق", "دراقن", "peach", "peaches"],
    category: "dates-fruit",
    usda: "sr28:09236", // Peaches, yellow, raw
    measures: [
      '1 medium (2-2/3" dia)',
      '1 large (2-3/4" dia)',
      '1 small (2-1/2" dia)',
      "1 cup slices",
    ],
  },
  {
    name: "برقوق",
    aliases: ["برقوق احمر", "plum", "plums"],
    category: "dates-fruit",
    usda: "sr28:09279", // Plums, raw
    measures: ['1 fruit (2-1/8" dia)', "1 cup, sliced"],
  },
  {
    name: "فراولة",
    aliases: ["فريز", "strawberry", "strawberries"],
    category: "dates-fruit",
    usda: "sr28:09316", // Strawberries, raw
    measures: ["1 cup, halves", '1 medium (1-1/4" dia)', '1 large (1-3/8" dia)'],
  },
  {
    name: "مانجو",
    aliases: ["منجا", "مانجا", "مانجة", "منجة", "mango"],
    category: "dates-fruit",
    usda: "sr28:09176", // Mangos, raw
    measures: ["1 fruit without refuse", "1 cup pieces"],
  },
  {
    name: "كمثرى",
    aliases: ["إجاص", "انجاص", "pear", "pears"],
    category: "dates-fruit",
    usda: "sr28:09252", // Pears, raw
    measures: ["1 medium", "1 large", "1 small", "1 cup, slices"],
  },
  {
    name: "جوافة",
    aliases: ["جوافه بلدي", "guava"],
    category: "dates-fruit",
    usda: "sr28:09139", // Guavas, common, raw
    typicalWeight: 2,
  },
  {
    name: "كرز",
    aliases: ["حب الملوك", "cherries", "cherry"],
    category: "dates-fruit",
    usda: "sr28:09070", // Cherries, sweet, raw
    measures: ["1 cup, without pits", "1 cherry"],
  },
  {
    name: "أناناس",
    aliases: ["اناناس طازج", "pineapple"],
    category: "dates-fruit",
    usda: "sr28:09266", // Pineapple, raw, all varieties
    measures: ['1 slice (3-1/2" dia x 3/4" thick)', "1 cup, chunks"],
  },
  {
    name: "كيوي",
    aliases: ["كيوي اخضر", "kiwi", "kiwifruit"],
    category: "dates-fruit",
    usda: "sr28:09148", // Kiwifruit, green, raw
    typicalWeight: 2,
  },
  {
    name: "أفوكادو",
    aliases: ["افوكاتو", "avocado"],
    category: "dates-fruit",
    usda: "sr28:09037", // Avocados, raw, all commercial varieties
    measures: ["1 avocado, NS as to Florida or California", "1 cup, cubes"],
  },
  {
    name: "زبيب",
    aliases: ["زبيب اسود", "raisins"],
    category: "dates-fruit",
    usda: "sr28:09298", // Raisins, seedless
    measures: ["1 oz (60 raisins)", "1 small box (1.5 oz)", "1 cup (not packed)"],
  },
  {
    name: "برقوق مجفف",
    aliases: ["قراصية مجففة", "prunes", "dried plums"],
    category: "dates-fruit",
    usda: "sr28:09291", // Plums, dried (prunes), uncooked
    typicalWeight: 2,
  },
  // ---------------------------------------------------------------- eggs and dairy
  {
    name: "بيض مسلوق",
    // «بيض عربي»: the free-range egg of the village hen, the same egg
    aliases: [
      "بيضة مسلوقة",
      "بيض مسلوق جامد",
      "boiled egg",
      "hard boiled egg",
      "بيض عربي",
      "بيض عربي مسلوق",
    ],
    category: "eggs-dairy",
    usda: "sr28:01129", // Egg, whole, cooked, hard-boiled
    measures: ["1 large", "1 cup, chopped", "1 tbsp"],
    // «بيضة صغيرة»: the raw egg's sizes; boiling takes nothing from an egg (a large one weighs
    // 50 g raw, SR28 01123, and boiled, 01129)
    borrowedUnits: [
      { from: "sr28:01123", measure: "1 small", why: "البيضة نفسها قبل السلق: الصغيرة 38 غ" },
      { from: "sr28:01123", measure: "1 medium", why: "البيضة نفسها قبل السلق: المتوسطة 44 غ" },
    ],
  },
  {
    name: "بيض مقلي",
    aliases: ["بيضة مقلية", "بيض عيون", "fried egg", "fried eggs", "بيض عربي مقلي"],
    category: "eggs-dairy",
    usda: "sr28:01128", // Egg, whole, cooked, fried
  },
  {
    name: "بيض نيء",
    aliases: ["بيض طازج", "بيضة نيئة", "raw egg", "egg"],
    category: "eggs-dairy",
    usda: "sr28:01123", // Egg, whole, raw, fresh
    measures: ["1 large", "1 medium", "1 small", "1 extra large"],
  },
  {
    name: "بيض مخفوق",
    aliases: ["اومليت", "بيض مقلي مخفوق", "scrambled eggs", "omelette"],
    category: "eggs-dairy",
    usda: "sr28:01132", // Egg, whole, cooked, scrambled
  },
  {
    name: "حليب كامل الدسم",
    aliases: ["حليب بقر", "حليب طازج", "whole milk", "milk"],
    category: "eggs-dairy",
    usda: "sr28:01077", // Milk, whole, 3.25% milkfat
    measures: ["1 cup", "1 tbsp"],
  },
  {
    name: "حليب ماعز",
    aliases: ["حليب معزة", "حليب الماعز", "حليب معز", "حليب الماعزة", "goat milk", "goat's milk"],
    category: "eggs-dairy",
    usda: "sr28:01106", // Milk, goat, fluid, with added vitamin D
    measures: ["1 cup"],
  },
  {
    name: "حليب نصف دسم",
    aliases: ["حليب قليل الدسم", "حليب لايت", "semi skimmed milk", "low fat milk"],
    category: "eggs-dairy",
    usda: "sr28:01079", // Milk, reduced fat, fluid, 2% milkfat
    measures: ["1 cup"],
  },
  {
    name: "حليب خالي الدسم",
    aliases: ["حليب منزوع الدسم", "حليب بدون دسم", "skim milk", "skimmed milk"],
    category: "eggs-dairy",
    usda: "sr28:01085", // Milk, nonfat, fluid (fat free or skim)
    measures: ["1 cup"],
  },
  {
    name: "حليب مبخر",
    aliases: ["حليب مركز غير محلى", "حليب علب", "evaporated milk"],
    category: "eggs-dairy",
    usda: "sr28:01096", // Milk, canned, evaporated
    scaledUnits: [
      {
        label: "ملعقة كبيرة",
        measure: "1 cup",
        times: 1 / 16,
        why: "ملعقة في الشاهي أو القهوة، وكوب USDA ست عشرة ملعقة كبيرة",
      },
    ],
    measures: ["0.5 cup", "1 cup"],
  },
  {
    name: "حليب مكثف محلى",
    aliases: ["حليب مكثف", "حليب محلى", "condensed milk"],
    category: "eggs-dairy",
    usda: "sr28:01095", // Milk, canned, condensed, sweetened
    scaledUnits: [
      {
        label: "ملعقة كبيرة",
        measure: "1 cup",
        times: 1 / 16,
        why: "يُؤكل بالملعقة في الشاهي والحلويات، وكوب USDA ست عشرة ملعقة كبيرة",
      },
    ],
    typical: "ملعقة كبيرة",
    measures: ["1 cup"],
  },
  {
    name: "زبادي",
    aliases: ["ياغورت", "روب", "لبن زبادي", "دانون", "yogurt", "yoghurt"],
    category: "eggs-dairy",
    usda: "sr28:01116", // Yogurt, plain, whole milk
    // A pot as sold here, USDA's 4 oz container (113 g), not its US 6 oz one: plain yoghurt is
    // sold in pots of 110–125 g (Danone's plain pot 125 g, in packs of four; French supermarket
    // pots 115–125 g, elleadore.com and nutridietsolutions.com), so «ياغورت»، «دانون» is one of them.
    measures: [
      "0.5 container (4 oz)",
      "1 container (6 oz)",
      "1 container (8 oz)",
      "1 cup (8 fl oz)",
    ],
    relabel: { "1 container (6 oz)": "علبة متوسطة" },
  },
  {
    name: "زبادي قليل الدسم",
    aliases: ["ياغورت لايت", "زبادي لايت", "low fat yogurt"],
    category: "eggs-dairy",
    usda: "sr28:01117", // Yogurt, plain, low fat
    measures: ["1 container (6 oz)", "1 container (8 oz)", "1 cup (8 fl oz)"],
  },
  {
    name: "زبادي يوناني خالي الدسم",
    aliases: ["ياغورت يوناني", "زبادي يوناني", "greek yogurt"],
    category: "eggs-dairy",
    usda: "sr28:01256", // Yogurt, Greek, plain, nonfat
  },
  {
    name: "جبنة بيضاء",
    aliases: [
      "جبن ابيض",
      "جبنة بلدية",
      "جبنة طرية",
      // the Levant's white brined cheese
      "جبنة عكاوي",
      "جبن عكاوي",
      "white cheese",
      "queso blanco",
    ],
    category: "eggs-dairy",
    usda: "sr28:01229", // Cheese, white, queso blanco
    typical: "شريحة جبن",
    borrowedUnits: [
      {
        from: "sr28:01009",
        measure: "1 slice (1 oz)",
        why: "شريحة الجبنة البيضاء بحجم شريحة الجبن في USDA",
      },
      {
        from: "sr28:01019",
        measure: "1 cubic inch",
        why: "الجبنة البيضاء طرية مثل الفيتا، فمكعبها بوزن مكعبها",
      },
    ],
  },
  {
    name: "جبنة فيتا",
    aliases: ["فيتا", "جبنة يونانية", "feta", "feta cheese"],
    category: "eggs-dairy",
    usda: "sr28:01019", // Cheese, feta
    measures: ["1 wedge (1.33 oz)", "1 cubic inch", "1 cup, crumbled"],
  },
  {
    name: "جبنة شيدر",
    aliases: [
      "جبنة صفراء",
      "شيدر",
      // Egypt's «جبنة رومي», a hard yellow cow's-milk cheese, is read as the cheddar row
      "جبنة رومي",
      "جبن رومي",
      // the Levant's and Libya's «قشقوان» (kashkaval), a hard yellow cheese read as cheddar too
      "قشقوان",
      "جبنة قشقوان",
      "cheddar",
      "cheddar cheese",
    ],
    category: "eggs-dairy",
    usda: "sr28:01009", // Cheese, cheddar
    measures: ["1 slice (1 oz)", "1 cubic inch", "1 cup, shredded"],
  },
  {
    name: "جبنة موزاريلا",
    aliases: ["موزاريلا", "موتزاريلا", "mozzarella"],
    category: "eggs-dairy",
    usda: "sr28:01026", // Cheese, mozzarella, whole milk
    scaledUnits: [
      {
        label: "شريحة",
        measure: "6 slices",
        times: 1 / 6,
        why: "شريحة واحدة من الشرائح الست التي يزنها USDA معًا",
      },
    ],
    typical: "شريحة",
    measures: ["1 cup, shredded"],
  },
  {
    name: "جبنة قريش",
    aliases: ["جبن قريش", "جبنة قريشة", "cottage cheese"],
    category: "eggs-dairy",
    usda: "sr28:01012", // Cheese, cottage, creamed
    measures: ["1 cup, large curd (not packed)"],
  },
  {
    name: "جبنة كريمية",
    aliases: ["جبنة كريم", "جبنة فيلادلفيا", "cream cheese"],
    category: "eggs-dairy",
    usda: "sr28:01017", // Cheese, cream
  },
  {
    name: "جبنة مطبوخة",
    aliases: [
      "جبنة مثلثات",
      "جبنة شرائح",
      // a brand of processed cheese, said for any
      "جبنة كرافت",
      "جبن كرافت",
      "جبنة البقرة الضاحكة",
      "البقرة الضاحكة",
      "processed cheese",
      "cheese slices",
      // the Maghreb's word (French «fromage»), said of the processed cheese portions
      "فرماج",
      "فروماج",
    ],
    category: "eggs-dairy",
    usda: "sr28:01042", // Cheese, pasteurized process, American
    measures: ["1 slice (1 oz)"],
  },
  {
    name: "قشطة",
    // «قيمر»: Iraq's clotted cream of the breakfast table
    aliases: ["قشدة", "كريمة طبخ", "قيمر", "cream", "heavy cream"],
    category: "eggs-dairy",
    usda: "sr28:01053", // Cream, fluid, heavy whipping
    measures: ["1 tbsp", "1 cup, fluid (yields 2 cups whipped)", "1 cup, whipped"],
  },
  // ---------------------------------------------------------------- meat
  {
    name: "لحم ضأن مطبوخ",
    aliases: ["لحم غنم", "لحم خروف", "لحم علوش", "lamb", "mutton"],
    category: "meat",
    usda: "sr28:17002", // Lamb, composite of trimmed retail cuts, lean and fat, cooked
    // «قطعة لحم» is the piece of meat one person is served from the pot or the rice dish, the
    // 85 g (3 oz) cooked serving USDA weighs, not FNDDS's 30 g slice or 17 g cube.
    relabel: { "3 oz": "قطعة" },
    borrowedUnits: [
      { from: "fndds:23000100", measure: "1 cup", why: "لحم ضأن مطبوخ أيضًا في FNDDS" },
    ],
  },
  {
    name: "لحم ضأن مشوي",
    // «شية»: Sudan's grilled meat, most often lamb («شية ضان»)
    aliases: ["فخذ خروف مشوي", "خروف مشوي", "شية", "شية ضان", "roast lamb", "lamb leg"],
    category: "meat",
    usda: "sr28:17012", // Lamb, leg, whole, lean and fat, cooked, roasted
    borrowedUnits: [
      {
        from: "fndds:23000100",
        measure: "1 piece/slice, any size",
        why: "لحم ضأن مطبوخ أيضًا في FNDDS",
      },
      { from: "fndds:23000100", measure: "1 cup", why: "لحم ضأن مطبوخ أيضًا في FNDDS" },
    ],
  },
  {
    name: "ريش ضأن مشوية",
    aliases: ["ريش غنم", "ريش خروف", "lamb chops", "lamb ribs"],
    category: "meat",
    usda: "sr28:17030", // Lamb, rib, lean and fat, cooked, broiled
    borrowedUnits: [
      { from: "fndds:23101000", measure: "1 chop, any size", why: "ريشة الضأن نفسها في FNDDS" },
    ],
  },
  {
    name: "لحم ضأن مفروم",
    aliases: ["مفروم غنم", "لحم خروف مفروم", "ground lamb", "minced lamb"],
    category: "meat",
    usda: "sr28:17225", // Lamb, ground, cooked, broiled
    borrowedUnits: [
      { from: "fndds:23132000", measure: "1 patty", why: "لحم الضأن المفروم نفسه في FNDDS" },
      { from: "fndds:23132000", measure: "1 cup", why: "لحم الضأن المفروم نفسه في FNDDS" },
    ],
  },
  {
    name: "لحم بقري مطبوخ",
    aliases: ["لحم عجل", "لحم بقر", "لحم مسلوق", "beef", "stewed beef"],
    category: "meat",
    usda: "sr28:23090", // Beef, chuck for stew, lean and fat, cooked, braised
    borrowedUnits: [
      {
        from: "fndds:21000100",
        measure: "1 piece/slice, any size",
        why: "لحم بقري مطبوخ أيضًا في FNDDS",
      },
      { from: "fndds:21000100", measure: "1 cup", why: "لحم بقري مطبوخ أيضًا في FNDDS" },
    ],
  },
  {
    name: "لحم بقري مفروم",
    aliases: ["لحم مفروم", "مفروم بقري", "ground beef", "minced beef"],
    category: "meat",
    usda: "sr28:23575", // Beef, ground, 80% lean / 20% fat, crumbles, cooked
    borrowedUnits: [
      {
        from: "fndds:21500310",
        measure: "1 medium patty",
        why: "اللحم البقري المفروم نفسه في FNDDS",
      },
      { from: "fndds:21500310", measure: "1 cup", why: "اللحم البقري المفروم نفسه في FNDDS" },
    ],
  },
  {
    name: "ستيك لحم",
    aliases: ["ستيك", "شريحة لحم مشوية", "steak", "sirloin steak"],
    category: "meat",
    usda: "sr28:13932", // Beef, top sirloin, steak, lean and fat, cooked, broiled
    borrowedUnits: [
      { from: "fndds:21102150", measure: "1 regular", why: "ستيك السيرلوين نفسه في FNDDS" },
    ],
  },
  {
    name: "لحم ماعز",
    aliases: ["لحم جدي", "لحم معيز", "goat meat"],
    category: "meat",
    usda: "sr28:17169", // Game meat, goat, cooked, roasted
    // «قطعة» of goat is the piece one person is served: USDA's 85 g (3 oz) cooked serving.
    relabel: { "3 oz": "قطعة" },
    borrowedUnits: [
      { from: "fndds:23150100", measure: "1 cubic inch", why: "لحم الماعز نفسه في FNDDS" },
      { from: "fndds:23150100", measure: "1 cup", why: "لحم الماعز نفسه في FNDDS" },
    ],
  },
  {
    name: "لحم أرنب",
    aliases: ["ارانب", "ارنب مطبوخ", "rabbit"],
    category: "meat",
    usda: "sr28:17179", // Game meat, rabbit, domesticated, cooked, stewed
    borrowedUnits: [{ from: "fndds:23310000", measure: "1 cup", why: "لحم الأرنب نفسه في FNDDS" }],
  },
  {
    name: "صدر دجاج مشوي",
    aliases: ["صدر فراخ", "صدور دجاج", "chicken breast", "grilled chicken breast"],
    category: "meat",
    usda: "sr28:05064", // Chicken, breast, meat only, cooked, roasted
    measures: ["0.5 breast, bone and skin removed", "1 cup, chopped or diced"],
  },
  {
    name: "فخذ دجاج مشوي",
    aliases: ["ورك دجاج", "افخاذ دجاج", "chicken thigh"],
    category: "meat",
    usda: "sr28:05098", // Chicken, thigh, meat only, cooked, roasted
  },
  {
    name: "دجاج مشوي بالجلد",
    aliases: ["فراخ مشوية", "فرخة مشوية", "دجاج محمر", "roast chicken"],
    category: "meat",
    usda: "sr28:05009", // Chicken, meat and skin, cooked, roasted
    ...QUARTER_CHICKEN,
    measures: ["0.5 chicken, bone removed", "1 cup, chopped or diced"],
    // «قطعة دجاج»: one piece as it is served (a drumstick, a thigh, a piece of breast), not a
    // share of the whole bird. SR28 weighs only the whole and its half; FNDDS weighs the piece
    // of roasted chicken, skin eaten, 60 g.
    borrowedUnits: [
      {
        from: "fndds:24102010",
        measure: "1 piece",
        why: "قطعة الدجاج المشوي بجلده في FNDDS",
      },
    ],
  },
  {
    name: "دجاج مسلوق",
    aliases: ["فراخ مسلوقة", "دجاج مطبوخ", "stewed chicken", "boiled chicken"],
    category: "meat",
    usda: "sr28:05010", // Chicken, meat and skin, cooked, stewed
    ...QUARTER_CHICKEN,
    measures: ["0.5 chicken, bone removed", "1 cup, chopped or diced"],
    // «حتة فراخ»: one piece as it is served, not a share of the whole bird. SR28 weighs only the
    // whole and its half; FNDDS weighs the piece of stewed chicken, skin eaten, 70 g.
    borrowedUnits: [
      {
        from: "fndds:24103010",
        measure: "1 piece",
        why: "قطعة الدجاج المطبوخ بجلده في FNDDS",
      },
    ],
  },
  {
    name: "دجاج مقلي",
    aliases: [
      "فراخ مقلية",
      "دجاج بروستد",
      "دجاج كنتاكي",
      "كنتاكي",
      "fried chicken",
      "broasted chicken",
    ],
    category: "meat",
    usda: "sr28:05007", // Chicken, meat and skin, cooked, fried, batter
    measures: ["3 oz", "0.5 chicken, bone removed"],
    borrowedUnits: [
      { from: "fndds:24107070", measure: "1 piece", why: "الدجاج المقلي نفسه في FNDDS" },
    ],
  },
  {
    name: "أجنحة دجاج",
    aliases: ["جوانح دجاج", "اجنحة فراخ", "chicken wings"],
    category: "meat",
    usda: "sr28:05103", // Chicken, wing, meat and skin, cooked, roasted
  },
  {
    name: "لحم ديك رومي",
    aliases: ["حبش", "ديك رومي", "turkey"],
    category: "meat",
    usda: "sr28:05168", // Turkey, whole, meat only, cooked, roasted
    borrowedUnits: [
      { from: "fndds:24201020", measure: "1 medium slice", why: "لحم الديك الرومي نفسه في FNDDS" },
    ],
  },
  {
    name: "كبدة دجاج",
    aliases: ["كبد دجاج", "كبدة فراخ", "chicken liver"],
    category: "meat",
    usda: "sr28:05028", // Chicken, liver, cooked, simmered
  },
  {
    name: "كبدة ضأن",
    aliases: ["كبدة خروف", "كبدة غنم", "lamb liver"],
    category: "meat",
    usda: "sr28:17201", // Lamb, liver, cooked, pan-fried
    borrowedUnits: [
      {
        from: "fndds:25110140",
        measure: "1 slice, any size",
        why: "شريحة كبدة بحجم شريحة كبدة البقر في FNDDS",
      },
    ],
  },
  {
    name: "كبدة بقر",
    // Its former name first: search still finds it.
    aliases: ["كبدة بقري", "كبدة عجل", "كبد بقر", "beef liver"],
    category: "meat",
    usda: "sr28:13327", // Beef, liver, cooked, pan-fried
  },
  {
    name: "نقانق بقري",
    aliases: ["سجق", "هوت دوغ", "صوصيص", "سوسيس", "sausages", "hot dog"],
    category: "meat",
    usda: "sr28:07945", // Frankfurter, beef, heated
  },
  {
    name: "مرتديلا بقري",
    aliases: ["مرتديلا", "مورتديلا", "mortadella", "bologna"],
    category: "meat",
    usda: "sr28:07007", // Bologna, beef
  },
  // ---------------------------------------------------------------- fish
  {
    name: "تونة معلبة بالزيت",
    aliases: ["تن بالزيت", "تونة بالزيت", "tuna in oil", "canned tuna"],
    category: "fish",
    usda: "sr28:15119", // Fish, tuna, light, canned in oil, drained solids
    measures: ["1 can", "1 cup, solid or chunks"],
  },
  {
    name: "تونة معلبة بالماء",
    aliases: ["تن بالماء", "تونة بالماء", "tuna in water"],
    category: "fish",
    usda: "sr28:15121", // Fish, tuna, light, canned in water, drained solids
    measures: ["1 can", "1 cup, solid or chunks", "3 oz"],
  },
  {
    name: "سردين معلب",
    aliases: ["سردينة", "سردين بالزيت", "sardines"],
    category: "fish",
    usda: "sr28:15088", // Fish, sardine, Atlantic, canned in oil, drained solids with bone
    measures: ["1 can (3.75 oz)", "2 sardines", "1 cup, drained"],
  },
  {
    name: "سمك قاروص مشوي",
    aliases: ["قاروص", "سمك مشوي", "حوت مشوي", "sea bass", "grilled fish"],
    category: "fish",
    usda: "sr28:15092", // Fish, sea bass, mixed species, cooked, dry heat
    // A pan-size fish said by count («سمكتين»، «حوتة كبيرة»): its two sides as eaten.
    scaledUnits: [
      {
        label: "سمكة",
        measure: "1 fillet",
        times: 2,
        why: "السمكة الكاملة كما تؤكل: شريحتا فيليه، جانباها (يزن USDA شريحة هذا السمك مطبوخًا)",
      },
    ],
  },
  {
    name: "سمك بلطي مشوي",
    aliases: ["بلطي مشوي", "تيلابيا", "tilapia"],
    category: "fish",
    usda: "sr28:15262", // Fish, tilapia, cooked, dry heat
    // A pan-size fish said by count («سمكتين»، «حوتة كبيرة»): its two sides as eaten.
    scaledUnits: [
      {
        label: "سمكة",
        measure: "1 fillet",
        times: 2,
        why: "السمكة الكاملة كما تؤكل: شريحتا فيليه، جانباها (يزن USDA شريحة هذا السمك مطبوخًا)",
      },
    ],
  },
  {
    name: "هامور مشوي",
    aliases: ["هامور", "سمك الهامور", "grouper"],
    category: "fish",
    usda: "sr28:15032", // Fish, grouper, mixed species, cooked, dry heat
    measures: ["1 fillet", "3 oz"],
  },
  {
    name: "سمك بوري مشوي",
    aliases: ["بوري", "سمك البوري", "mullet"],
    category: "fish",
    usda: "sr28:15056", // Fish, mullet, striped, cooked, dry heat
    // A pan-size fish said by count («سمكتين»، «حوتة كبيرة»): its two sides as eaten.
    scaledUnits: [
      {
        label: "سمكة",
        measure: "1 fillet",
        times: 2,
        why: "السمكة الكاملة كما تؤكل: شريحتا فيليه، جانباها (يزن USDA شريحة هذا السمك مطبوخًا)",
      },
    ],
  },
  {
    name: "سلمون مشوي",
    aliases: ["سلمون", "سالمون", "سمك سلمون", "salmon"],
    category: "fish",
    usda: "sr28:15237", // Fish, salmon, Atlantic, farmed, cooked, dry heat
    measures: ["0.5 fillet", "3 oz"],
  },
  {
    name: "سمك الماكريل",
    aliases: ["اسقمري", "ماكريل", "mackerel"],
    category: "fish",
    usda: "sr28:15047", // Fish, mackerel, Atlantic, cooked, dry heat
  },
  {
    name: "جمبري مسلوق",
    aliases: ["قمبري", "روبيان", "جمبري", "shrimp", "prawns"],
    category: "fish",
    usda: "sr28:15151", // Crustaceans, shrimp, cooked, moist heat
  },
  {
    name: "كاليماري مقلي",
    aliases: ["حبار مقلي", "كلماري", "calamari", "fried squid"],
    category: "fish",
    usda: "sr28:15176", // Mollusks, squid, mixed species, cooked, fried
    borrowedUnits: [
      { from: "fndds:26213140", measure: "1 item", why: "الكاليماري المقلي نفسه في FNDDS" },
      { from: "fndds:26213140", measure: "1 cup", why: "الكاليماري المقلي نفسه في FNDDS" },
    ],
  },
  // ---------------------------------------------------------------- vegetables
  {
    name: "طماطم",
    aliases: ["بندورة", "طماطة", "tomato", "tomatoes"],
    category: "vegetables",
    usda: "fndds:74101000", // Tomatoes, raw
    measures: ["1 whole", "1 cup", "1 slice"],
  },
  {
    name: "خيار",
    aliases: ["خيارة", "cucumber", "cucumbers"],
    category: "vegetables",
    usda: "fndds:75111000", // Cucumber, raw
    measures: ["1 regular", "1 cup", "1 piece/slice"],
  },
  {
    name: "بصل",
    aliases: ["بصلة", "بصل نيء", "onion", "onions"],
    category: "vegetables",
    usda: "sr28:11282", // Onions, raw
    measures: ['1 medium (2-1/2" dia)', "1 large", "1 small", "1 cup, chopped", "1 tbsp chopped"],
  },
  {
    name: "بصل مطبوخ",
    aliases: ["بصل مسلوق", "cooked onion"],
    category: "vegetables",
    usda: "sr28:11283", // Onions, cooked, boiled, drained
  },
  {
    name: "ثوم",
    aliases: ["ثومة", "فص ثوم", "garlic"],
    category: "vegetables",
    usda: "sr28:11215", // Garlic, raw
    measures: ["1 clove", "1 tsp", "1 cup"],
  },
  {
    name: "بطاطا مسلوقة",
    aliases: ["بطاطس مسلوقة", "بطاطا مطبوخة", "boiled potatoes", "potato"],
    category: "vegetables",
    usda: "sr28:11367", // Potatoes, boiled, cooked without skin, flesh
    measures: [
      '1 medium (2-1/4" to 3-1/4" dia.)',
      '1 large (3" to 4-1/4" dia.)',
      '1 small (1-3/4" to 2-1/2" dia.)',
      "0.5 cup",
    ],
  },
  {
    name: "بطاطا مقلية",
    aliases: ["بطاطس مقلية", "بطاطا مقلية بالزيت", "french fries", "fries"],
    category: "vegetables",
    usda: "fndds:71401010", // Potato, french fries, from fresh, fried
    measures: ["1 cup", "1 fry, NS as to shape"],
    // «كيس بطاطا مقلية»: fries bought in a paper bag are weighed by the orders FNDDS gives.
    borrowedUnits: [
      {
        from: "fndds:71401030",
        measure: "1 medium fast food order",
        why: "كيس البطاطا المقلية من المحل بوزن الطلب المتوسط في FNDDS",
      },
      {
        from: "fndds:71401030",
        measure: "1 small fast food order",
        why: "الكيس الصغير بوزن الطلب الصغير في FNDDS",
      },
      {
        from: "fndds:71401030",
        measure: "1 large fast food order",
        why: "الكيس الكبير بوزن الطلب الكبير في FNDDS",
      },
    ],
  },
  {
    name: "بطاطا بالفرن",
    aliases: ["بطاطس بالفرن", "بطاطا مشوية", "baked potato"],
    category: "vegetables",
    usda: "sr28:11363", // Potatoes, baked, flesh, without salt
  },
  {
    name: "جزر",
    aliases: ["جزرة", "سفنارية", "carrot", "carrots"],
    category: "vegetables",
    usda: "sr28:11124", // Carrots, raw
    measures: [
      "1 medium",
      '1 large (7-1/4" to 8-/1/2" long)',
      '1 small (5-1/2" long)',
      "1 cup chopped",
      "1 cup grated",
    ],
  },
  {
    name: "جزر مطبوخ",
    aliases: ["جزر مسلوق", "cooked carrots"],
    category: "vegetables",
    usda: "sr28:11125", // Carrots, cooked, boiled, drained
    measures: ["1 carrot", "0.5 cup slices", "1 tbsp"],
  },
  {
    name: "كوسة مطبوخة",
    aliases: ["كوسا", "كوسة", "zucchini", "courgette"],
    category: "vegetables",
    usda: "fndds:75233021", // Summer squash, fresh, cooked, fat added
    measures: ["1 whole", "1 cup", "1 slice"],
  },
  {
    name: "باذنجان مطبوخ",
    aliases: ["بتنجان", "بدنجان", "باذنجان مطبوخ بالزيت", "eggplant", "aubergine"],
    category: "vegetables",
    usda: "fndds:75217020", // Eggplant, cooked, fat added
    measures: ["1 cup", "1 slice", "1 whole"],
  },
  {
    name: "فلفل أخضر",
    aliases: ["فلفل حلو اخضر", "فلفل رومي", "green pepper", "bell pepper"],
    category: "vegetables",
    usda: "fndds:75122100", // Peppers, sweet, green, raw
    measures: ["1 regular", "1 cup", "1 ring"],
  },
  {
    name: "فلفل أحمر حلو",
    aliases: ["فلفل رومي احمر", "فليفلة حمراء", "red pepper"],
    category: "vegetables",
    usda: "sr28:11821", // Peppers, sweet, red, raw
    measures: ['1 medium (approx 2-3/4" long, 2-1/2 dia.)', "1 cup, chopped", "1 tablespoon"],
  },
  {
    name: "بامية مطبوخة",
    aliases: ["بامية", "باميا", "okra"],
    category: "vegetables",
    usda: "fndds:75220021", // Okra, fresh, cooked, fat added
    measures: ["1 cup", "1 pod"],
  },
  {
    name: "سبانخ",
    aliases: ["سبانخ طازجة", "سبانخ نيئة", "spinach"],
    category: "vegetables",
    usda: "fndds:72125100", // Spinach, raw
    householdFrom: "sr28:11457",
  },
  {
    name: "سبانخ مطبوخة",
    aliases: ["سبانخ مسلوقة", "cooked spinach"],
    category: "vegetables",
    usda: "fndds:72125211", // Spinach, fresh, cooked, no added fat
    householdFrom: "sr28:11458",
  },
  {
    name: "خس",
    aliases: ["خسة", "lettuce"],
    category: "vegetables",
    usda: "fndds:75113000", // Lettuce, raw
    householdFrom: "sr28:11252",
  },
  {
    name: "ملفوف",
    aliases: ["كرنب", "كرمب", "cabbage"],
    category: "vegetables",
    usda: "fndds:75103000", // Cabbage, green, raw
    householdFrom: "sr28:11109",
  },
  {
    name: "قرنبيط مطبوخ",
    aliases: ["زهرة", "قرنبيط", "cauliflower"],
    category: "vegetables",
    usda: "fndds:75214021", // Cauliflower, fresh, cooked, fat added
    householdFrom: "sr28:11136",
  },
  {
    name: "بروكلي",
    aliases: ["قرنبيط اخضر", "بركولي", "broccoli"],
    category: "vegetables",
    usda: "fndds:72201100", // Broccoli, raw
    householdFrom: "sr28:11090",
  },
  {
    name: "قرع مطبوخ",
    aliases: ["يقطين", "قرع احمر", "pumpkin"],
    category: "vegetables",
    usda: "fndds:73201020", // Pumpkin, cooked
    householdFrom: "sr28:11423",
  },
  {
    name: "فاصوليا خضراء مطبوخة",
    aliases: ["فاصوليا خضرا", "لوبيا خضراء", "green beans"],
    category: "vegetables",
    usda: "fndds:75205021", // Green beans, fresh, cooked, no added fat
    householdFrom: "sr28:11053",
  },
  {
    name: "بازلاء",
    aliases: ["جلبانة", "بسلة", "بازيلا", "green peas", "peas"],
    category: "vegetables",
    usda: "sr28:11305", // Peas, green, cooked, boiled, drained
  },
  {
    name: "فجل",
    aliases: ["فجل احمر", "radish"],
    category: "vegetables",
    usda: "sr28:11429", // Radishes, raw
  },
  {
    name: "شمندر مسلوق",
    aliases: ["بنجر", "شمندر", "beetroot", "beets"],
    category: "vegetables",
    usda: "sr28:11081", // Beets, cooked, boiled, drained
  },
  {
    name: "لفت مسلوق",
    aliases: ["لفت", "turnip"],
    category: "vegetables",
    usda: "sr28:11565", // Turnips, cooked, boiled, drained
  },
  {
    name: "كرفس",
    aliases: ["كرافس", "celery"],
    category: "vegetables",
    usda: "sr28:11143", // Celery, raw
    measures: ['1 stalk, medium (7-1/2" - 8" long)', "1 cup chopped"],
  },
  {
    name: "فطر",
    aliases: ["مشروم", "عيش الغراب", "mushrooms"],
    category: "vegetables",
    usda: "fndds:75115000", // Mushrooms, raw
    householdFrom: "sr28:11260",
  },
  {
    name: "زيتون أخضر",
    aliases: ["زيتون مخلل", "green olives", "olives"],
    category: "vegetables",
    usda: "sr28:09195", // Olives, pickled, canned or bottled, green
  },
  {
    name: "زيتون أسود",
    aliases: ["زيتون اسود مخلل", "black olives"],
    category: "vegetables",
    usda: "sr28:09193", // Olives, ripe, canned (small-extra large)
  },
  {
    name: "مخلل خيار",
    aliases: ["خيار مخلل", "طرشي", "pickles", "pickled cucumber"],
    category: "vegetables",
    usda: "fndds:75503010", // Pickles, dill
    householdFrom: "sr28:11937",
  },
  // ---------------------------------------------------------------- oils and fats
  {
    name: "زيت زيتون",
    aliases: ["زيت الزيتون البكر", "olive oil"],
    category: "oils-fats",
    usda: "sr28:04053", // Oil, olive, salad or cooking
  },
  {
    name: "زيت دوار الشمس",
    aliases: ["زيت عباد الشمس", "زيت نباتي", "sunflower oil", "vegetable oil"],
    category: "oils-fats",
    usda: "sr28:04506", // Oil, sunflower, linoleic (approx. 65%)
  },
  {
    name: "زيت ذرة",
    aliases: ["زيت مازولا", "corn oil"],
    category: "oils-fats",
    usda: "sr28:04518", // Oil, corn, industrial and retail, all purpose
  },
  {
    name: "زبدة",
    aliases: ["زبدة بقري", "زبده غير مملحة", "butter"],
    category: "oils-fats",
    usda: "sr28:01145", // Butter, without salt
  },
  {
    name: "سمن بلدي",
    aliases: ["سمن", "سمنة", "سمن عربي", "ghee", "smen"],
    category: "oils-fats",
    usda: "sr28:01003", // Butter oil, anhydrous (ghee)
  },
  {
    name: "سمن نباتي",
    aliases: ["مارجرين", "زبدة نباتية", "margarine"],
    category: "oils-fats",
    usda: "sr28:04610", // Margarine, regular, 80% fat, composite, stick, with salt
  },
  {
    name: "مايونيز",
    aliases: ["مايونيزة", "مايونيس", "mayonnaise", "mayo"],
    category: "oils-fats",
    usda: "sr28:04025", // Salad dressing, mayonnaise, regular
  },
  // ---------------------------------------------------------------- nuts and seeds
  {
    name: "لوز",
    aliases: ["لوز نيء", "لوزة", "almonds"],
    category: "nuts-seeds",
    usda: "sr28:12061", // Nuts, almonds
    measures: ["1 oz (23 whole kernels)", "1 almond", "1 cup, whole"],
  },
  {
    name: "فستق حلبي",
    aliases: ["فستق", "بستاشيو", "pistachios", "pistachio"],
    category: "nuts-seeds",
    usda: "sr28:12152", // Nuts, pistachio nuts, dry roasted, without salt
    measures: ["1 oz (49 kernels)", "1 kernel", "1 cup"],
  },
  {
    name: "جوز",
    aliases: ["عين الجمل", "جوز عين الجمل", "walnuts"],
    category: "nuts-seeds",
    usda: "sr28:12155", // Nuts, walnuts, english
    measures: ["1 oz (14 halves)", "1 cup, chopped"],
    scaledUnits: [
      {
        label: "حبة",
        measure: "1 cup, in shell, edible yield (7 nuts)",
        times: 1 / 7,
        why: "جوزة واحدة: يزن USDA لبّ سبع جوزات 28 غ",
      },
    ],
  },
  {
    name: "كاجو",
    aliases: ["كاشو", "cashews", "cashew nuts"],
    category: "nuts-seeds",
    usda: "sr28:12087", // Nuts, cashew nuts, raw
    relabel: { "1 oz": "حفنة" },
    borrowedUnits: [
      { from: "fndds:42104050", measure: "1 nut", why: "الكاجو غير المحمص نفسه في FNDDS" },
      { from: "fndds:42104050", measure: "1 cup", why: "الكاجو غير المحمص نفسه في FNDDS" },
    ],
  },
  {
    name: "بندق",
    aliases: ["بندق محمص", "hazelnuts"],
    category: "nuts-seeds",
    usda: "sr28:12120", // Nuts, hazelnuts or filberts
    measures: ["1 oz (21 whole kernels)", "10 nuts", "1 cup, whole"],
  },
  {
    name: "فول سوداني",
    aliases: ["كاكاوية", "كاوكاو", "فستق عبيد", "peanuts"],
    category: "nuts-seeds",
    usda: "sr28:16390", // Peanuts, all types, dry-roasted, without salt
    relabel: { "1 oz": "حفنة" },
    measures: ["1 oz", "1 peanut", "1 cup"],
  },
  {
    name: "بذور دوار الشمس",
    // «تسالي»: the roasted seeds sold by the bag in Egypt and Sudan
    aliases: ["بزر عباد الشمس", "لب سوري", "sunflower seeds", "تسالي"],
    category: "nuts-seeds",
    usda: "sr28:12036", // Seeds, sunflower seed kernels, dried
  },
  {
    name: "بذور القرع",
    aliases: ["بزر ابيض", "لب ابيض", "pumpkin seeds"],
    category: "nuts-seeds",
    usda: "sr28:12016", // Seeds, pumpkin and squash seed kernels, roasted, without salt
    relabel: { "1 oz": "حفنة" },
    measures: ["1 oz", "1 cup"],
  },
  {
    name: "سمسم",
    aliases: ["جلجلان", "حب السمسم", "sesame seeds", "sesame"],
    category: "nuts-seeds",
    usda: "sr28:12023", // Seeds, sesame seeds, whole, dried
    typicalWeight: 2,
  },
  {
    name: "طحينة",
    aliases: ["طحينة سمسم", "طحينية", "tahini", "tahina"],
    category: "nuts-seeds",
    usda: "sr28:12166", // Seeds, sesame butter, tahini, from roasted and toasted kernels
    measures: ["1 tbsp"],
  },
  {
    name: "صنوبر",
    aliases: ["حب الصنوبر", "pine nuts"],
    category: "nuts-seeds",
    usda: "sr28:12147", // Nuts, pine nuts, dried
    measures: ["1 oz (167 kernels)", "1 cup", "10 nuts"],
  },
  {
    name: "جوز الهند",
    aliases: ["لب جوز الهند", "كوكو", "coconut"],
    category: "nuts-seeds",
    usda: "sr28:12104", // Nuts, coconut meat, raw
    measures: ['1 piece (2" x 2" x 1/2")', "1 cup, shredded"],
  },
  // ---------------------------------------------------------------- sweets
  {
    name: "سكر أبيض",
    aliases: ["سكر", "سكر ناعم", "sugar"],
    category: "sweets",
    usda: "sr28:19335", // Sugars, granulated
    measures: ["1 tsp", "1 serving 1 cube", "1 serving packet", "1 cup"],
  },
  {
    name: "عسل",
    aliases: ["عسل نحل", "عسل طبيعي", "honey"],
    category: "sweets",
    usda: "sr28:19296", // Honey
    measures: ["1 tbsp", "1 cup"],
  },
  {
    name: "حلاوة طحينية",
    aliases: ["حلاوة شامية", "حلاوة", "halawa", "halva"],
    category: "sweets",
    usda: "sr28:19117", // Candies, halavah, plain
    measures: [],
    borrowedUnits: [
      {
        from: "sr28:12166",
        measure: "1 tbsp",
        why: "الحلاوة الطحينية من الطحينة، وتُؤكل بملعقة بوزن ملعقة الطحينة",
      },
    ],
  },
  {
    name: "مربى",
    aliases: ["مربة", "معجون فواكه", "jam"],
    category: "sweets",
    usda: "sr28:19297", // Jams and preserves
  },
  {
    name: "شوكولاتة داكنة",
    aliases: ["شكولاطة سوداء", "شوكولا داكنة", "dark chocolate"],
    category: "sweets",
    usda: "sr28:19904", // Chocolate, dark, 70-85% cacao solids
    scaledUnits: [
      {
        label: "ربع لوح",
        measure: "1 bar",
        times: 0.25,
        why: "ما يأكله شخص في جلسة من لوح وزنه نحو 100 غرام",
      },
    ],
    typical: "ربع لوح",
    measures: ["1 bar"],
  },
  {
    name: "شوكولاتة بالحليب",
    aliases: ["شكولاطة بالحليب", "شوكولا حليب", "milk chocolate", "chocolate"],
    category: "sweets",
    usda: "sr28:19120", // Candies, milk chocolate
    measures: ["1 bar (1.55 oz)", "1 bar, miniature"],
  },
  {
    name: "شوكولاتة بالبندق للدهن",
    aliases: ["نوتيلا", "شكولاطة للدهن", "nutella", "chocolate spread"],
    category: "sweets",
    usda: "sr28:19125", // Chocolate-flavored hazelnut spread
  },
  {
    name: "بسكويت بالزبدة",
    aliases: ["بسكويت حلو", "بسكوت", "biscuits", "butter cookies"],
    category: "sweets",
    usda: "sr28:18155", // Cookies, butter, commercially prepared
    measures: ["1 cookie"],
  },
  {
    name: "كيك إسفنجي",
    aliases: ["كيكة", "كعكة اسفنجية", "sponge cake", "cake"],
    category: "sweets",
    usda: "sr28:18133", // Cake, sponge, commercially prepared
    measures: ["1 piece (1/12 of 16 oz cake)"],
  },
  {
    name: "كيكة شوكولاتة",
    aliases: [
      "كيك بالشوكولاتة",
      "كيك شوكولاتة",
      "كيكة بالشوكولاتة",
      "كيكة شوكولا",
      "كيك شكلاطة",
      "chocolate cake",
    ],
    category: "sweets",
    usda: "sr28:18096", // Cake, chocolate, commercially prepared with chocolate frosting, in-store bakery
    // USDA's slice of a small (18 oz) cake; its other slice, 1/12 of a full cake (138 g, 537
    // kcal), is more than a piece of a dense sweet gives (serving-rules.test.ts).
    measures: ["1 piece (1/8 of 18 oz cake)"],
  },
  {
    name: "دونات",
    // «بمبالوني»: Tunisia's sugared ring of fried dough
    aliases: ["دونتس", "كعك مقلي محلى", "بمبالوني", "بومبالوني", "donut", "doughnut"],
    category: "sweets",
    usda: "sr28:18255", // Doughnuts, yeast-leavened, glazed
    measures: ['1 doughnut medium (approx 3-3/4" dia)', "1 doughnut hole"],
  },
  {
    name: "آيس كريم",
    aliases: ["بوظة", "جيلاتي", "مثلجات", "ايسكريم", "ice cream"],
    category: "sweets",
    usda: "sr28:19095", // Ice creams, vanilla
    borrowedUnits: [
      { from: "fndds:13110000", measure: "1 scoop", why: "الآيس كريم نفسه في FNDDS" },
    ],
  },
  // ---------------------------------------------------------------- drinks
  {
    name: "شاهي بدون سكر",
    // Its former name first: search still finds it.
    aliases: ["شاي بدون سكر", "شاي اسود", "شاي سادة", "black tea", "tea"],
    category: "drinks",
    usda: "sr28:14355", // Beverages, tea, black, brewed, prepared with tap water
    measures: ["1 cup (8 fl oz)", "6 fl oz"],
    // «كاس شاهي»: the small glass tea is poured into, not a mug (a mug is «كوب»).
    scaledUnits: [
      {
        label: "كأس",
        measure: "1 cup (8 fl oz)",
        times: 100 / 236.588,
        why: "كأس الشاهي الصغيرة نحو 100 مل، كما تقدّر البيانات كأس الشاهي الليبي، لا كوب USDA (236.6 مل)",
      },
    ],
  },
  {
    name: "شاهي بالسكر",
    // Its former name first: search still finds it.
    aliases: ["شاي بالسكر", "شاي محلى", "شاي بسكر", "sweet tea", "tea with sugar"],
    category: "drinks",
    basis: "كوب شاهي أسود (240 غرامًا) محلى بملعقتين صغيرتين من السكر (10 غرامات)",
    serving: { label: "كوب" },
    recipe: [
      { usda: "sr28:14355", grams: 240 }, // tea, black, brewed
      { usda: "sr28:19335", grams: 10 }, // sugar
    ],
  },
  {
    name: "شاهي كرك",
    // Its former name first: search still finds it.
    aliases: [
      "شاي كرك",
      "كرك",
      "شاي بالحليب",
      // «شاهي بحليب»: tea with milk, in the words of Libya and the Gulf
      "شاهي بالحليب",
      // Egyptian and Levantine tea with milk (test/meal-text/independent-set/README.md).
      "شاي بلبن",
      "شاي حليب",
      "karak tea",
      "karak chai",
    ],
    category: "drinks",
    basis: "وصفة خليجية: شاهي أسود مغلي مع الحليب المبخر والسكر والهيل",
    serving: { label: "كوب" },
    recipe: [
      { usda: "sr28:14355", grams: 150 }, // tea, black, brewed
      { usda: "sr28:01096", grams: 50 }, // evaporated milk
      { usda: "sr28:19335", grams: 15 }, // sugar
    ],
  },
  {
    name: "قهوة عربية",
    aliases: ["قهوة سعودية", "قهوة شقراء", "gahwa", "arabic coffee"],
    category: "drinks",
    usda: "fndds:92101000", // Coffee, brewed (unsweetened, as Arabic coffee is served)
    borrowedUnits: [
      {
        from: "fndds:92101610",
        measure: "1 espresso cup (2 fl oz)",
        why: "فنجان القهوة العربية صغير بحجم فنجان الإسبريسو",
      },
    ],
  },
  {
    name: "قهوة مفلترة",
    aliases: ["قهوة امريكية", "قهوة سوداء", "قهوة بلاك", "filter coffee", "americano"],
    category: "drinks",
    usda: "sr28:14209", // Beverages, coffee, brewed, prepared with tap water
    measures: ["1 cup (8 fl oz)", "6 fl oz"],
  },
  {
    name: "قهوة تركية",
    // «قهوة عربي»: in Libya, the coffee boiled in a pot and served in a small cup, Turkish
    // coffee; the Gulf's light «قهوة عربية» is its own meal.
    aliases: ["قهوة تركي", "قهوة محوجة", "قهوة عربي", "turkish coffee"],
    category: "drinks",
    usda: "fndds:92101600", // Coffee, Turkish
    borrowedUnits: [
      {
        from: "fndds:92101610",
        measure: "1 espresso cup (2 fl oz)",
        why: "فنجان القهوة التركية بحجم فنجان الإسبريسو",
      },
    ],
  },
  {
    name: "قهوة إسبريسو",
    // «اكسبراس»: the express of the Tunisian café
    aliases: ["اسبريسو", "اسبرسو", "اكسبراس", "اكسبرس", "espresso"],
    category: "drinks",
    usda: "fndds:92101610", // Coffee, espresso
    measures: ["1 espresso cup (2 fl oz)"],
  },
  {
    name: "قهوة مكياطة",
    // «كابوسان»: Tunisia's capucin, an espresso with a little milk
    aliases: ["مكياطة", "ماكياتو", "كابوسان", "كابوسين", "macchiato"],
    category: "drinks",
    usda: "fndds:92101810", // Coffee, macchiato
    measures: ["1 espresso cup (2 fl oz)"],
  },
  {
    name: "قهوة لاتيه",
    aliases: [
      "لاتيه",
      "قهوة بالحليب",
      // Egypt's «قهوة باللبن»، «قهوة بلبن»: its «لبن» is milk
      "قهوة باللبن",
      // instant coffee made with milk, as Libya drinks it
      "نسكافيه بالحليب",
      "نسكافيه حليب",
      "latte",
      "cafe latte",
    ],
    category: "drinks",
    usda: "fndds:92101900", // Coffee, Latte
    measures: ["1 cup (8 fl oz)"],
  },
  {
    name: "عصير برتقال طازج",
    aliases: ["عصير برتقال", "عصير بردقان", "orange juice"],
    category: "drinks",
    usda: "sr28:09206", // Orange juice, raw
    measures: ["1 cup"],
    borrowedUnits: [
      {
        from: "fndds:61210220",
        measure: "1 juice box/pouch (6.75 fl oz)",
        why: "علبة العصير الصغيرة (200 مل) من عصير البرتقال المعلب نفسه",
      },
    ],
  },
  {
    name: "عصير تفاح",
    aliases: ["عصير التفاح المعلب", "apple juice"],
    category: "drinks",
    usda: "sr28:09016", // Apple juice, canned or bottled, unsweetened
    measures: ["1 cup"],
    borrowedUnits: [
      {
        from: "fndds:64104010",
        measure: "1 juice box/pouch (6.75 fl oz)",
        why: "علبة العصير الصغيرة (200 مل) من عصير التفاح نفسه",
      },
    ],
  },
  {
    name: "عصير مانجو",
    aliases: ["عصير منجا", "نكتار مانجو", "mango juice"],
    category: "drinks",
    usda: "sr28:09436", // Mango nectar, canned
    borrowedUnits: [
      {
        from: "fndds:64100100",
        measure: "1 juice box/pouch (6.75 fl oz)",
        why: "علبة العصير الصغيرة (200 مل)، كما يزنها USDA لعصير الفواكه",
      },
    ],
  },
  {
    name: "مشروب غازي",
    aliases: [
      "كازوزة",
      "مشروب كولا",
      "مياه غازية",
      // soft drinks by their brand
      "سبرايت",
      "فانتا",
      "ميرندا",
      "سفن اب",
      "soft drink",
      "cola",
      "soda",
      // Egypt's «حاجة ساقعة» (something cold): a soft drink
      "حاجة ساقعة",
      "حاجه ساقعه",
    ],
    category: "drinks",
    usda: "sr28:14148", // Beverages, carbonated, cola, regular
    scaledUnits: [
      {
        label: "علبة (330 مل)",
        measure: "1 can or bottle (12 fl oz)",
        times: 330 / 354.882,
        why: "العلبة التي تُباع في ليبيا 330 مل، وعلبة USDA الأمريكية 12 أونصة سائلة (355 مل)",
      },
      {
        label: "علبة صغيرة (250 مل)",
        measure: "1 can or bottle (12 fl oz)",
        times: 250 / 354.882,
        why: "العلبة الصغيرة التي تُباع في ليبيا 250 مل، وعلبة USDA الأمريكية 12 أونصة سائلة (355 مل)",
      },
    ],
    measures: [],
  },
  {
    name: "لبن",
    aliases: [
      "لبن مخيض",
      "شنينة",
      "عيران",
      // Libya's «رايب»: milk left to sour, drunk as laban
      "رايب",
      "حليب رايب",
      "لبن رايب",
      "laban",
      "buttermilk",
    ],
    category: "drinks",
    usda: "sr28:01088", // Milk, buttermilk, fluid, cultured, lowfat
    measures: ["1 cup"],
  },
  {
    name: "حليب بالشوكولاتة",
    aliases: [
      "حليب بالكاكاو",
      "حليب شوكولا",
      // hot chocolate as a household makes it: cocoa and sugar in milk
      "شوكولاتة ساخنة",
      "chocolate milk",
      // after «chocolate milk», which names the page («chocolate-milk»)
      "hot chocolate",
    ],
    category: "drinks",
    usda: "sr28:01102", // Milk, chocolate, fluid, commercial, whole
    measures: ["1 cup"],
  },
];
