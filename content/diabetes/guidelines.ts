// The guidelines and studies the site's carbohydrate, sugar and Ramadan advice follows, each
// with its citation and where its words were read. The advice shown (content/diabetes/
// ramadan-texts.ts) says only what these sources say. Pages read are stored copies of public
// pages (docs/diabetes-and-ramadan.md lists each quote).

export interface Citation {
  /** Authors, year, title, publisher or journal, as published. */
  cite: string;
  /** Where the words were read. */
  readAt: string;
}

export const citations = {
  exchangeLists: {
    cite: "American Dietetic Association & American Diabetes Association. Choose Your Foods: Exchange Lists for Diabetes, 2008 (as compiled by the UCSF Diabetes Teaching Center: «Each Serving = 15 g carbohydrate»)",
    readAt: "https://docslib.org/download/9816839/food-exchange-lists",
  },
  whoSugars: {
    cite: "World Health Organization. Guideline: Sugars intake for adults and children. Geneva: WHO; 2015 (and its news release of 4 March 2015: «roughly 25 grams (6 teaspoons) per day»; «4 grams (around 1 teaspoon)»)",
    readAt: "https://www.ncbi.nlm.nih.gov/books/NBK285538/",
  },
  whoCarbohydrates: {
    cite: "World Health Organization. Carbohydrate intake for adults and children: WHO guideline. Geneva: WHO; 2023",
    readAt: "https://2wtextile.com/article/recommendations-and-supporting-information/12",
  },
  idfDar: {
    cite: "International Diabetes Federation and DAR International Alliance. Diabetes and Ramadan: Practical Guidelines. Brussels: IDF; 2021 (2016 edition, chapter 7: «distribute their carbohydrate intake equally among meals»)",
    readAt: "https://www.daralliance.org/daralliance/idf-dar-practical-guidelines-2021/",
  },
  ramadanDietTable: {
    cite: "J Family Med Prim Care 2020;9(8):3797–3806, doi:10.4103/jfmpc.jfmpc_845_20, Table 3 «Dietary recommendations for patients with diabetes during Ramadan fasting»: «Suhoor (30-40%) + Iftar (40-50%) + Snacks (10-20%)»",
    readAt: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7586529/table/T3",
  },
  breakTheFast: {
    cite: "Ochani RK, Shaikh A, Batra S, Pikale G, Surani S. Diabetes among Muslims during Ramadan: a narrative review. World J Clin Cases 2023;11(26):6031–6039 (after IDF–DAR: break the fast below 70 or above 300 mg/dL, or with symptoms of hypoglycaemia, hyperglycaemia, dehydration or acute illness)",
    readAt: "https://bpgweb.azurewebsites.net/2307-8960/full/v11/i26/6031.htm",
  },
  benghazi: {
    cite: "Elmehdawi RR, Mukhtad NA, Allaghi NI, Elmajberi SJ. Fasting of Ramadan in peoples with diabetes in Benghazi, Libya: an exploratory study. Libyan J Med 2010;5 (493 patients; 70 % fasted all 30 days; hypo- and hyperglycaemia «especially during the first two weeks»)",
    readAt: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3066764",
  },
  tripoli: {
    cite: "Alktounei A, Bennaji R, Elmiladi SA, Almsbahi B. Fasting and diabetic care during Ramadan in Libyan peoples with diabetes in Tripoli Diabetes Endocrine Hospital. Libyan J Med Res 2021;15(1) (300 patients; 73 % fasted all 29 days; complications «especially during the 4th week»)",
    readAt: "https://ljmr.ly/index.php/ljmr/article/view/177",
  },
  harvardRice: {
    cite: "Harvard Health Letter, November 2012: «White rice has almost the same effect as eating pure sugar… Brown rice and other whole grains have slower, smaller effects.»",
    readAt:
      "http://www.health.harvard.edu/press_release/good-carbs-bad-carbs-making-healthy-choices-this-holiday-season",
  },
  adaNutrition: {
    cite: "Evert AB et al. Nutrition Therapy Recommendations for the Management of Adults With Diabetes. Diabetes Care 2014;37 Suppl 1:S120 («carbohydrate intake from vegetables, fruits, whole grains, legumes, and dairy products should be advised over intake from other carbohydrate sources»)",
    readAt: "https://eguideline.guidelinecentral.com/i/282295/3",
  },
  fibreMetaAnalysis: {
    cite: "Reynolds AN, Akerman AP, Mann J. Dietary fibre and whole grains in diabetes management: systematic review and meta-analyses. PLoS Med 2020;17(3):e1003053",
    readAt: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7059907",
  },
} as const satisfies Record<string, Citation>;

/** Grams of sugar in one teaspoon, as the WHO's release counts them. */
export const TEASPOON_SUGAR_GRAMS = 4;

/** Energy of a gram of sugar for the WHO's share of energy: the general factor for carbohydrate. */
export const SUGAR_KCAL_PER_GRAM = 4;

/** WHO: free sugars below 10 % of energy; better below 5 %, about 25 g for an adult. */
export const WHO_FREE_SUGARS = { limitShare: 0.1, betterShare: 0.05, betterGrams: 25 } as const;

/**
 * The day's energy between the meals of Ramadan, as fractions of the daily need
 * (citations.ramadanDietTable; IDF–DAR asks for the carbohydrate to be spread over the meals).
 */
export const ramadanEnergySplit = {
  suhoor: { min: 0.3, max: 0.4 },
  iftar: { min: 0.4, max: 0.5 },
  snack: { min: 0.1, max: 0.2 },
} as const;
