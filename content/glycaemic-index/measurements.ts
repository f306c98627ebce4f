// Published glycaemic index measurements (glucose = 100) of foods the site serves, each tied to
// the meal it measures and to the table or paper it was read from. Every value below was
// transcribed from a source text read while building this file (see giSources[*].readFrom and
// each entry's `where`); none was estimated, averaged, rounded or written from memory. Values
// from Table 1 of the 2008 tables are that table's own summary values for a common food and say
// so in `measured`. A meal with no published measurement of that same food has no entry.
// Research notes: /work/research/gi-report.md.

export interface GiSource {
  /** Authors, year, title, journal (volume, pages) as published. */
  citation: string;
  /** Where the value was read: a URL, or "repo owner/name @ commit : path" of a transcription. */
  readFrom: string;
}

export interface GiMeasurement {
  /** The meal's Arabic name exactly as in the site's list. */
  meal: string;
  /** What was measured, as the source says it: food, variety, preparation, country, subjects. */
  measured: string;
  /** GI on the glucose scale (if the source gives the bread scale, convert by ×0.7 and say so in `measured`). */
  gi: number;
  /** Optional: the ± SEM or the number of subjects if the source gives them. */
  sem?: number;
  subjects?: number;
  source: keyof typeof giSources;
  /** Table / row / page of the source where the value is. */
  where: string;
}

export const giSources = {
  atkinson2021: {
    citation:
      "Atkinson FS, Brand-Miller JC, Foster-Powell K, Buyken AE, Goletzke J. International tables of glycemic index and glycemic load values 2021: a systematic review. Am J Clin Nutr 2021;114(5):1625–1632. doi:10.1093/ajcn/nqab233. Online Supplemental Table 1 (values determined by a method consistent with ISO 26642:2010; GI ± SEM, glucose = 100).",
    readFrom:
      "repo mph-llm-experiments/gi @ 8b60e950b0b7a1c03ea2744d5c3132643cb136e1 : data/supplementary/table1.txt (text extraction of Online Supplemental Table 1)",
  },
  atkinson2008: {
    citation:
      "Atkinson FS, Foster-Powell K, Brand-Miller JC. International Tables of Glycemic Index and Glycemic Load Values: 2008. Diabetes Care 2008;31(12):2281–2283. doi:10.2337/dc08-1239. Table 1 (GI of 62 common foods).",
    readFrom:
      "repo mph-llm-experiments/gi @ 8b60e950b0b7a1c03ea2744d5c3132643cb136e1 : data/extracts-mendosa.json (Table 1 as reproduced on mendosa.com/gilists.htm; the same 62 values appear in two other public transcriptions of Table 1 read in this session)",
  },
  fosterPowell2002Traditional: {
    citation:
      "Foster-Powell K, Holt SHA, Brand-Miller JC. International table of glycemic index and glycemic load values: 2002. Am J Clin Nutr 2002;76(1):5–56.",
    readFrom:
      "http://gilisting.com/2004/05/glycemic-index-traditional-foods.html (reproduction of the 2002 table, section “Indigenous or Traditional Foods”)",
  },
  fosterPowell2002Breads: {
    citation:
      "Foster-Powell K, Holt SHA, Brand-Miller JC. International table of glycemic index and glycemic load values: 2002. Am J Clin Nutr 2002;76(1):5–56.",
    readFrom:
      "http://gilisting.com/2004/05/glycemic-index-of-breads.html (reproduction of the 2002 table, section “Breads”)",
  },
  alDhaheri2015: {
    citation:
      "Al Dhaheri AS, Al Ma'awali AK, Laleye LC, Washi SA, Jarrar AH, Al Meqbaali FT, Mohamad MN, Masuadi EM. The effect of nutritional composition on the glycemic index and glycemic load values of selected Emirati foods. BioMed Central, 2015, article 1:4. doi:10.1186/2055-0928-1-4.",
    readFrom:
      "https://research.uaeu.ac.ae/en/publications/the-effect-of-nutritional-composition-on-the-glycemic-index-and-g",
  },
  almousa2013: {
    citation:
      "Almousa A, Thomas M, Siddieg H, Varghese S, Abusnana S. The Glycemic Index of Traditional Types of Bread in UAE. Journal of Nutrition & Food Sciences 2013;3(3).",
    readFrom:
      "https://www.longdom.org/open-access/the-glycemic-index-of-traditional-types-of-bread-in-uae-33079.html",
  },
  ghardaiaDates: {
    citation:
      "Post-prandial blood glucose of four cultivars of date palm (Phoenix dactylifera) in healthy subjects. Journal published at elwahat.univ-ghardaia.dz (University of Ghardaïa, Algeria), article 846; authors, year and volume not shown in the text read.",
    readFrom: "https://elwahat.univ-ghardaia.dz/article/view/846",
  },
  alkaabi2011: {
    citation:
      "Alkaabi JM, Al-Dabbagh B, Ahmad S, Saadi HF, Gariballa S, Al Ghazali M. Glycemic indices of five varieties of dates in healthy and diabetic subjects. Nutrition Journal 2011;10:59. doi:10.1186/1475-2891-10-59.",
    readFrom: "http://www.nutritionj.com/content/10/1/59",
  },
  miller2003: {
    citation:
      "Miller CJ, Dunn EV, Hashim IB. The glycaemic index of dates and date/yoghurt mixed meals. Are dates 'the candy that grows on trees'? European Journal of Clinical Nutrition 2003;57:427–430.",
    readFrom: "http://www.nature.com/ejcn/journal/v57/n3/full/1601565a.html",
  },
  miller2002: {
    citation:
      "Miller CJ, Dunn EV, Hashim IB. Glycemic index of 3 varieties of dates. Saudi Medical Journal 2002;23(5):536–538.",
    readFrom: "https://smj.org.sa/highwire/citation/8413/easybib",
  },
  alMssallem2013: {
    citation:
      "Al-Mssallem MQ, Brown JE. Arabic coffee increases the glycemic index but not insulinemic index of dates. Saudi Medical Journal 2013;34(9):923–928.",
    readFrom: "https://smj.org.sa/highwire/citation/12613/medlars",
  },
} satisfies Record<string, GiSource>;

export const giMeasurements: GiMeasurement[] = [
  {
    meal: "رب التمر",
    measured:
      "Dates Syrup, Gurun Emas (Omni Mal Agencies Sdn. Bhd, Malaysia) (produced in Malaysia; tested 2018); 10 healthy adults; glucose as reference food",
    gi: 54,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1780 (p. 119)",
  },
  {
    meal: "حمص بالطحينة",
    measured:
      "Chickpea Hommus dip, Chris' Traditional brand (Capitol Chilled Foods Pty Ltd, ACT, Australia) (produced in Australia; tested 2007); 11 healthy adults; glucose as reference food",
    gi: 22,
    sem: 5,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1287 (p. 87)",
  },
  {
    meal: "حمص بالطحينة",
    measured:
      "Hummus (Sabra Classic Hummus; Sabra Dipping Co., S. Chesterfield, VA) (produced in USA; tested 2016); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 15,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1288 (p. 87)",
  },
  {
    meal: "حمص بالطحينة",
    measured:
      "Hoummous (chickpea salad dip); listed as 6±4 in the reproduction read; subjects and reference food not shown there",
    gi: 6,
    source: "fosterPowell2002Traditional",
    where: "Indigenous or Traditional Foods, Arabic and Kurdish, item 11",
  },
  {
    meal: "ورق عنب باللحمة",
    measured:
      "Stuffed Grapevine Leaves (rice and lamb stuffing with tomato sauce), Kurdish Dolmma; listed as 30±11 in the reproduction read; subjects and reference food not shown there",
    gi: 30,
    source: "fosterPowell2002Traditional",
    where: "Indigenous or Traditional Foods, Arabic and Kurdish, item 16",
  },
  {
    meal: "كبة بالصينية",
    measured:
      "Kibbeh saynieh (made with lamb and burghul); listed as 61±16 in the reproduction read; subjects and reference food not shown there",
    gi: 61,
    source: "fosterPowell2002Traditional",
    where: "Indigenous or Traditional Foods, Arabic and Kurdish, item 12",
  },
  {
    meal: "مجدرة",
    measured:
      "Majadra (Syrian, lentils and rice); listed as 24±5 in the reproduction read; subjects and reference food not shown there",
    gi: 24,
    source: "fosterPowell2002Traditional",
    where: "Indigenous or Traditional Foods, Arabic and Kurdish, item 14",
  },
  {
    meal: "هريس",
    measured:
      "Harees, beef (whole wheat served with meat) (produced in UAE; published 2017); 15 healthy adults; glucose as reference food",
    gi: 42,
    sem: 2,
    subjects: 15,
    source: "atkinson2021",
    where:
      "Supplemental Table 1, Regional or traditional foods, Arabic and Turkish, food no. 1973 (p. 132)",
  },
  {
    meal: "ثريد",
    measured:
      "Thareed, beef (Regag bread served with meat stew) (produced in UAE; published 2017); 15 healthy adults; glucose as reference food",
    gi: 74,
    sem: 3,
    subjects: 15,
    source: "atkinson2021",
    where:
      "Supplemental Table 1, Regional or traditional foods, Arabic and Turkish, food no. 1983 (p. 132)",
  },
  {
    meal: "ثريد",
    measured:
      "Threed chicken, Emirati main dish from a restaurant in Al Ain preparing it from a standardized recipe (UAE); 15 healthy subjects aged 18-25; glucose as reference food",
    gi: 71.9,
    subjects: 15,
    source: "alDhaheri2015",
    where: "Abstract, Results",
  },
  {
    meal: "لقيمات",
    measured:
      "Legemat (Doughnut cake) (produced in UAE; published 2017); 15 healthy adults; glucose as reference food",
    gi: 44,
    sem: 4,
    subjects: 15,
    source: "atkinson2021",
    where:
      "Supplemental Table 1, Regional or traditional foods, Arabic and Turkish, food no. 1977 (p. 132)",
  },
  {
    meal: "مرقوق",
    measured:
      "Marqoqa, Emirati main dish from a restaurant in Al Ain preparing it from a standardized recipe (UAE); 15 healthy subjects aged 18-25; glucose as reference food",
    gi: 84.6,
    subjects: 15,
    source: "alDhaheri2015",
    where: "Abstract, Results",
  },
  {
    meal: "بلاليط",
    measured:
      "Balalet (Sweet vermicelli) (produced in UAE; published 2017); 15 healthy adults; glucose as reference food",
    gi: 63,
    sem: 5,
    subjects: 15,
    source: "atkinson2021",
    where:
      "Supplemental Table 1, Regional or traditional foods, Arabic and Turkish, food no. 1958 (p. 131)",
  },
  {
    meal: "بلاليط",
    measured:
      "Boiled vermicelli (Swayweih/Ballaleet), cooked with sugar, served with water (produced in Oman; published 2020); 12 healthy adults; glucose as reference food",
    gi: 67,
    sem: 5,
    subjects: 12,
    source: "atkinson2021",
    where:
      "Supplemental Table 1, Regional or traditional foods, Arabic and Turkish, food no. 1962 (p. 131)",
  },
  {
    meal: "بلاليط",
    measured:
      "Fried vermicelli (Swayweih/Ballaleet), cooked with sugar, served with water (produced in Oman; published 2020); 12 healthy adults; glucose as reference food",
    gi: 72,
    sem: 4,
    subjects: 12,
    source: "atkinson2021",
    where:
      "Supplemental Table 1, Regional or traditional foods, Arabic and Turkish, food no. 1971 (p. 132)",
  },
  {
    meal: "بثيث",
    measured:
      "Batheetha (Khalas date paste) (produced in UAE; published 2017); 20 healthy adults; glucose as reference food",
    gi: 59,
    sem: 4,
    subjects: 20,
    source: "atkinson2021",
    where:
      "Supplemental Table 1, Regional or traditional foods, Arabic and Turkish, food no. 1959 (p. 131)",
  },
  {
    meal: "كسكس مغربي",
    measured:
      "Moroccan Couscous (stew of semolina, chickpeas, vegetables); listed as 58±9 in the reproduction read; subjects and reference food not shown there",
    gi: 58,
    source: "fosterPowell2002Traditional",
    where: "Indigenous or Traditional Foods, Arabic and Kurdish, item 15",
  },
  {
    meal: "خبز عربي",
    measured:
      "Lebanese bread, white (Seda Bakery, Sydney, Australia) (produced in Australia; tested 2002); 10 healthy adults; glucose as reference food",
    gi: 75,
    sem: 9,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 343 (p. 25)",
  },
  {
    meal: "خبز عربي",
    measured:
      "Pita bread, white, mini (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 68,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 347 (p. 25)",
  },
  {
    meal: "خبز عربي",
    measured:
      "Arabic bread (baked bread) (produced in UAE; published 2017); 25 healthy adults; glucose as reference food",
    gi: 67,
    sem: 5,
    subjects: 25,
    source: "atkinson2021",
    where:
      "Supplemental Table 1, Regional or traditional foods, Arabic and Turkish, food no. 1956 (p. 131)",
  },
  {
    meal: "خبز عربي",
    measured:
      "Khobuz, white pita bread, commercial bread widely consumed in the UAE (UAE); 7 healthy subjects (each bread was tested by 7 of 14 subjects); glucose as reference food; reported as 70.11 (15.42), the abstract does not say whether the figure in brackets is SD or SEM",
    gi: 70.11,
    subjects: 7,
    source: "almousa2013",
    where: "Abstract, Results",
  },
  {
    meal: "خبز عربي أسمر",
    measured:
      "Pita bread, wholemeal (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 56,
    sem: 13,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 348 (p. 25)",
  },
  {
    meal: "خبز فرنسي",
    measured:
      "Baguette, white, plain (France); listed as 95±15 in the reproduction read; subjects and reference food not shown there",
    gi: 95,
    source: "fosterPowell2002Breads",
    where: "Breads, item 2",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "Wheat bread, sliced (Pan Bauletto Bianco) (produced in Italy; tested 2009); 10 healthy adults; glucose as reference food",
    gi: 59,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 234 (p. 17)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in UK; tested 2006); 10 healthy adults; glucose as reference food",
    gi: 59,
    sem: 11,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 235 (p. 17)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (Giant Eagle King Size Enriched bread, Pittsburgh, PA, USA) (produced in USA; published 2011); 12 healthy adults; glucose as reference food",
    gi: 60,
    sem: 6,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 236 (p. 17)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (Pepperidge Farm Original White Bread, USA) (produced in USA; published 2016); 63 healthy adults; glucose as reference food",
    gi: 62,
    sem: 2,
    subjects: 63,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 237 (p. 17)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in France; published 2019); 13 healthy adults; glucose as reference food",
    gi: 63,
    sem: 7,
    subjects: 13,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 238 (p. 17)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in France; published 2019); 15 healthy adults; glucose as reference food",
    gi: 65,
    sem: 4,
    subjects: 15,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 239 (p. 17)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in Canada; published 2009); 37 healthy adults; glucose as reference food",
    gi: 69,
    sem: 3,
    subjects: 37,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 242 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread, WonderWhite™ (Goodman Fielder Ltd, NSW, Australia) (produced in Australia; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 70,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 243 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread, WonderWhite™ (Goodman Fielder Ltd, NSW, Australia), tested by subjects with a low AMY1 copy number (produced in Australia; tested 2014); 19 healthy adults; glucose as reference food",
    gi: 70,
    sem: 3,
    subjects: 19,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 244 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread, Sunblest™ (Tip Top Bakeries, Australia) (produced in Australia; tested 1999); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 70,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 245 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in Taiwan; published 2012); 10 healthy adults; glucose as reference food",
    gi: 71,
    sem: 0.1,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 246 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in multiple countries; tested 2001); 47 healthy adults; glucose as reference food",
    gi: 71,
    sem: 3,
    subjects: 47,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 247 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (Somerfield Plc, Oxford, UK) (produced in UK; published 2007); 15 healthy adults; glucose as reference food",
    gi: 71,
    sem: 5,
    subjects: 15,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 248 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (Original White Bread, Pepperidge Farm, Norwalk, CT, USA) (produced in USA; tested 2006); 14 healthy adults; glucose as reference food",
    gi: 71,
    sem: 6,
    subjects: 14,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 249 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "Wheat bread, bite-sized, soft wheat flour (Bocconcini, Panem, Italy) (produced in Italy; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 71,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 250 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in Australia; published 2014); 10 healthy adults; glucose as reference food",
    gi: 74,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 253 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in Canada; published 2009); 40 healthy adults; glucose as reference food",
    gi: 75,
    sem: 4,
    subjects: 40,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 254 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (Nishin Shokuhin, Japan) (produced in Japan; tested 2003); 10 healthy adults; white rice as reference food, value given by the table on the glucose scale (its factor 0.82)",
    gi: 75,
    sem: 10,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 255 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (Vodova veka Penam, Olomouc, Czech Republic) (produced in Czech Republic; tested 2003); 11 healthy adults; glucose as reference food",
    gi: 75,
    sem: 10,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 256 (p. 18)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in France; published 2019); 15 healthy adults; glucose as reference food",
    gi: 76,
    sem: 6,
    subjects: 15,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 258 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread, containing 9% sourdough, baked for 30 min at 210°C (produced in Spain; tested 2013); 22 healthy adults; glucose as reference food",
    gi: 76,
    sem: 8,
    subjects: 22,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 259 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in multiple countries; tested 2001); 21 healthy adults; glucose as reference food",
    gi: 76,
    sem: 13,
    subjects: 21,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 260 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "Wheat bread, sliced (Harry's) (produced in Italy; tested 2005-2015); healthy adults (number not legible in the transcription); glucose as reference food",
    gi: 76,
    sem: 14,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 261 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread, WonderWhite™ (Goodman Fielder Ltd, NSW, Australia), tested by subjects with a high AMY1 copy number (produced in Australia; tested 2014); 19 healthy adults; glucose as reference food",
    gi: 81,
    sem: 3,
    subjects: 19,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 263 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (Gardenia Bakeries (KL) Sdn Bhd Shah Alam, Selangor) (produced in Malaysia; published 2009); 12 healthy adults; glucose as reference food",
    gi: 83,
    sem: 7,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 264 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (Gardenia brand, NTUC Fairprice, Singapore) (produced in Singapore; published 2015); 11 healthy adults; glucose as reference food",
    gi: 83,
    sem: 9,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 265 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "Wheat bread (produced in Norway; published 2019); 14 healthy adults; glucose as reference food",
    gi: 84,
    sem: 7,
    subjects: 14,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 266 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (lab made) (produced in China; tested 2020); 16 healthy adults; glucose as reference food",
    gi: 87,
    sem: 11,
    subjects: 16,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 267 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White bread (produced in China; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 88,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 268 (p. 19)",
  },
  {
    meal: "خبز توست أبيض",
    measured:
      "White wheat bread — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 75,
    source: "atkinson2008",
    where: "Table 1, row “White wheat bread”",
  },
  {
    meal: "خبز أسمر",
    measured:
      "Wholemeal wheat flour bread, sliced (Pan Bauletto Integrale, Italy) (produced in Italy; tested 2005-2015); 10 healthy adults; glucose as reference food",
    gi: 59,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 315 (p. 23)",
  },
  {
    meal: "خبز أسمر",
    measured:
      "Wholemeal flour bread (produced in China; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 69,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 316 (p. 23)",
  },
  {
    meal: "خبز أسمر",
    measured:
      "Wholemeal flour bread (produced in Australia; tested 2012); 10 healthy adults; glucose as reference food",
    gi: 75,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 317 (p. 23)",
  },
  {
    meal: "خبز أسمر",
    measured:
      "Wholemeal bread (Gardenia Bakeries (KL) Sdn Bhd Shah Alam, Selangor, Malaysia) (produced in Malaysia; published 2009); 11 healthy adults; glucose as reference food",
    gi: 85,
    sem: 6,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 320 (p. 23)",
  },
  {
    meal: "خبز أسمر",
    measured:
      "Wholemeal bread, smooth milled, Ploughman's™ (Quality Bakers, Australia) (produced in Australia; tested 1996); 12 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 64,
    sem: 10,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 322 (p. 23)",
  },
  {
    meal: "خبز أسمر",
    measured:
      "Whole wheat/whole meal bread — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 74,
    source: "atkinson2008",
    where: "Table 1, row “Whole wheat/whole meal bread”",
  },
  {
    meal: "خبز أسمر",
    measured:
      "Whole-meal bread, commercial bread widely consumed in the UAE (UAE); 7 healthy subjects; glucose as reference food; reported as 66.71 (14.68)",
    gi: 66.71,
    subjects: 7,
    source: "almousa2013",
    where: "Abstract, Results",
  },
  {
    meal: "خبز نان",
    measured:
      "Naan bread (True Foods Pty Ltd, VIC, Australia), heated in microwave for 25 sec (produced in Australia; tested 2013); 10 healthy adults; glucose as reference food",
    gi: 71,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 345 (p. 25)",
  },
  {
    meal: "كرواسون",
    measured:
      "Croissant, all butter (Coles Supermarkets Pty Ltd, Australia) (produced in Australia; tested 2013); 10 healthy adults; glucose as reference food",
    gi: 45,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Bakery products, food no. 22 (p. 3)",
  },
  {
    meal: "كرواسون",
    measured:
      "Croissant (produced in Oman; published 2020); 12 healthy adults; glucose as reference food",
    gi: 67,
    sem: 2,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Bakery products, food no. 23 (p. 3)",
  },
  {
    meal: "رز أبيض مطبوخ",
    measured:
      "Long grain, white (Uncle Ben's, Auckland, New Zealand) (produced in New Zealand; tested 2000); 14 healthy adults; glucose as reference food",
    gi: 56,
    sem: 7,
    subjects: 14,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 629 (p. 44)",
  },
  {
    meal: "رز أبيض مطبوخ",
    measured:
      "Premium long grain, white (SunRice brand, Rice Growers Co-Op., Australia) (produced in Australia; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 59,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 630 (p. 44)",
  },
  {
    meal: "رز أبيض مطبوخ",
    measured:
      "Long grain, white, boiled 7 min (Star brand, Gouda Food Products, Canada) (produced in Canada; tested 1999); 10 healthy adults; glucose as reference food",
    gi: 64,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 631 (p. 44)",
  },
  {
    meal: "رز أبيض مطبوخ",
    measured:
      "Long grain, boiled (Star Brand, Goudas Food Products, Canada) (produced in Canada; tested 2001); 47 healthy adults; glucose as reference food",
    gi: 69,
    sem: 3,
    subjects: 47,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 632 (p. 44)",
  },
  {
    meal: "رز أبيض مطبوخ",
    measured:
      "Long grain, boiled (Star Brand, Goudas Food Products, Canada) (produced in Canada; tested 2001); 21 healthy adults; glucose as reference food",
    gi: 76,
    sem: 13,
    subjects: 21,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 633 (p. 44)",
  },
  {
    meal: "رز أبيض مطبوخ",
    measured:
      "Long-grain rice (Indica-type long-grain rice, polished), cooked 15 min (produced in UK; published 2009); 10 healthy adults; glucose as reference food",
    gi: 47,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 634 (p. 44)",
  },
  {
    meal: "رز أبيض مطبوخ",
    measured:
      "White rice, boiled — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 73,
    source: "atkinson2008",
    where: "Table 1, row “White rice, boiled”",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati, white, polished, cooked 10 min (produced in UK; published 2009); 10 healthy adults; glucose as reference food",
    gi: 50,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 574 (p. 40)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati rice (Dreamrice, Singapore) (produced in Singapore; published 2015); healthy adults of Chinese ethnicity; glucose as reference food",
    gi: 56,
    sem: 3,
    subjects: 25,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 575 (p. 40)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati rice (SunRice; Ricegrowers Ltd.; Leeton, NSW, Australia) (produced in Australia; published 2013); healthy adults of European ethnicity; glucose as reference food",
    gi: 57,
    sem: 4,
    subjects: 31,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 576 (p. 41)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati, white, boiled (Mahatma brand, Australia) (produced in Australia; tested 1995); 9 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 58,
    sem: 8,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 577 (p. 41)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati, white, boiled (SunRice brand, Rice Growers Co-Op., Australia) (produced in Pakistan; tested 2003); 10 healthy adults; glucose as reference food",
    gi: 59,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 578 (p. 41)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati rice (Dreamrice, Singapore) (produced in Singapore; published 2015); healthy adults of Asian-Indian ethnicity; glucose as reference food",
    gi: 60,
    sem: 4,
    subjects: 25,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 579 (p. 41)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati rice (Dreamrice, Singapore) (produced in Singapore; published 2015); healthy adults of Malay ethnicity; glucose as reference food",
    gi: 63,
    sem: 3,
    subjects: 25,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 580 (p. 41)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati, white, boiled (SunRice brand, Rice Growers Co-Op., Australia) (produced in Pakistan; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 65,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 581 (p. 41)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati rice (Laila Basmati Rice, Surya Foods, Harwich, UK) (produced in UK; published 2015); 10 healthy adults; glucose as reference food",
    gi: 66,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 582 (p. 41)",
  },
  {
    meal: "رز بسمتي مطبوخ",
    measured:
      "Basmati rice (SunRice; Ricegrowers Ltd.; Leeton, NSW) (produced in Australia; published 2013); healthy adults of Chinese ethnicity; glucose as reference food",
    gi: 67,
    sem: 5,
    subjects: 32,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 583 (p. 41)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Brown Doongara rice (SunRice; Ricegrowers Ltd., NSW, Australia) (produced in Australia; tested 2016); 10 healthy adults; glucose as reference food",
    gi: 51,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 617 (p. 43)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Brown Doongara rice (SunRice; Ricegrowers Ltd., NSW, Australia) (produced in Australia; tested 2006); 10 healthy adults; glucose as reference food",
    gi: 54,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 618 (p. 43)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Brown rice, boiled in excess water for 25 min (SunRice brand, Rice Growers Co-op, Australia) (produced in Australia; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 72,
    sem: 6,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 619 (p. 43)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Brown rice (produced in China; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 87,
    sem: 2,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 620 (p. 44)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Brown rice (SunRice, Ricegrowers Ltd., NSW, Australia) (produced in Australia; published 2013); healthy adults of European ethnicity; glucose as reference food",
    gi: 65,
    sem: 4,
    subjects: 31,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 621 (p. 44)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Brown rice (SunRice, Ricegrowers Ltd., NSW, Australia) (produced in Australia; published 2013); healthy adults of Chinese ethnicity; glucose as reference food",
    gi: 78,
    sem: 5,
    subjects: 32,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 622 (p. 44)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Brown rice, variety Tai Ken #9; Oryza sativa L. japonica (Union Rice Company; Taipei), soaked overnight and cooked in a rice cooker (produced in Taiwan; published 2010); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 58,
    sem: 0.2,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 623 (p. 44)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      'Brown rice (0% polished), prepared from the Indian rice variety "Bapatla" (BPT-5204), pressure cooked for 8 min (produced in India; published 2017); 12 healthy adults; glucose as reference food',
    gi: 58,
    sem: 7,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 624 (p. 44)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Basmati, brown (unpolished milled basmati rice), cooked for 25 min (produced in UK; published 2009); 10 healthy adults; glucose as reference food",
    gi: 75,
    sem: 8,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 585 (p. 41)",
  },
  {
    meal: "رز بني مطبوخ",
    measured:
      "Brown rice, boiled — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 68,
    source: "atkinson2008",
    where: "Table 1, row “Brown rice, boiled”",
  },
  {
    meal: "كسكس مطبوخ سادة",
    measured:
      "Couscous, rehydrated with hot water (San Remo, Australia) (produced in Australia; tested 2006); 9 healthy adults; glucose as reference food",
    gi: 65,
    sem: 7,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 560 (p. 39)",
  },
  {
    meal: "كسكس مطبوخ سادة",
    measured:
      "Couscous — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 65,
    source: "atkinson2008",
    where: "Table 1, row “Couscous”",
  },
  {
    meal: "شوفان",
    measured:
      "Oats, rolled, uncooked (Lowan's Whole Foods, Box Hill, Australia) (produced in Australia; tested 2003); 10 healthy adults; glucose as reference food",
    gi: 59,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 499 (p. 35)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Instant oats, cooked in microwave for 2.5 min (Quaker Quick Oats; Peterborough, Ontario) (produced in Canada; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 76,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 426 (p. 30)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Porridge oats (Freedom Foods, Australia) (produced in Australia; tested 2007); 12 healthy adults; glucose as reference food",
    gi: 50,
    sem: 4,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 430 (p. 30)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Porridge oats, traditional (Lowan Whole Foods, Australia) (produced in Australia; tested 2004); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 51,
    sem: 8,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 431 (p. 30)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Porridge oats (produced in China; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 55,
    sem: 2,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 432 (p. 30)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Porridge, Traditional Rolled Oats (Woolworths Select brand, Australia) (produced in Australia; tested 2008); 10 healthy adults; glucose as reference food",
    gi: 57,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 433 (p. 31)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Porridge (Hubbards, New Zealand) (produced in New Zealand; tested 2000); 10 healthy adults; glucose as reference food",
    gi: 58,
    sem: 9,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 434 (p. 31)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Porridge, Scottish, made with water, cooked in microwave (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 63,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 435 (p. 31)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Oat porridge made from 0.5-0.6 mm thick rolled oat flakes, cooked for 10 min (Elovena, Raisio Group Ltd, Raisio, Finland) (produced in Finland; tested 2005); 12 healthy adults; glucose as reference food",
    gi: 76,
    sem: 7,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 436 (p. 31)",
  },
  {
    meal: "شوفان مطبوخ بالماء",
    measured:
      "Porridge, rolled oats — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 55,
    source: "atkinson2008",
    where: "Table 1, row “Porridge, rolled oats”",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (Kellogg's, Australia), tested in younger adults (19-32 y) (produced in Australia; published 2014); 20 healthy adults; glucose as reference food",
    gi: 64,
    sem: 4,
    subjects: 20,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 365 (p. 26)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (produced in France; published 2019); 13 healthy adults; glucose as reference food",
    gi: 66,
    sem: 5,
    subjects: 13,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 366 (p. 26)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (produced in China; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 74,
    sem: 3,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 367 (p. 26)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (produced in France; published 2019); 15 healthy adults; glucose as reference food",
    gi: 77,
    sem: 6,
    subjects: 15,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 368 (p. 26)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (produced in France; published 2019); 15 healthy adults; glucose as reference food",
    gi: 77,
    sem: 6,
    subjects: 15,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 369 (p. 26)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (produced in China; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 79,
    sem: 4,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 370 (p. 26)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (Kellogg's, Australia), tested in older adults (56-86 y) (produced in Australia; published 2014); 60 healthy adults; glucose as reference food",
    gi: 81,
    sem: 3,
    subjects: 60,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 371 (p. 26)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (Kellogg's, Australia) (produced in Australia; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 82,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 372 (p. 27)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (Kellogg's) (produced in Thailand; tested 2019); 10 healthy adults; glucose as reference food",
    gi: 93,
    sem: 8,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 373 (p. 27)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes (Kellogg's) (produced in Thailand; tested 2020); 12 healthy adults; glucose as reference food",
    gi: 105,
    sem: 10,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 374 (p. 27)",
  },
  {
    meal: "كورن فليكس",
    measured:
      "Cornflakes — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 81,
    source: "atkinson2008",
    where: "Table 1, row “Cornflakes”",
  },
  {
    meal: "فشار",
    measured:
      "Popcorn — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 65,
    source: "atkinson2008",
    where: "Table 1, row “Popcorn”",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Fusilli pasta twists (Tesco Stores Ltd, UK), boiled 10 min in salted water (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 61,
    sem: 9,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1439 (p. 98)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Penne, durum wheat flour (Barilla, Italy) (produced in Italy; tested 2006); 10 healthy adults; glucose as reference food",
    gi: 50,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1454 (p. 99)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Penne mezzane, durum wheat flour (De Cecco, Italy) (produced in Italy; tested 2008); 9 healthy adults; glucose as reference food",
    gi: 47,
    sem: 4,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1455 (p. 99)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Penne pasta, white (SanRemo Penne, San Remo Macaroni Co. Pty Ltd, SA), tested by subjects with a low AMY1 copy number (produced in Australia; tested 2014); 19 healthy adults; glucose as reference food",
    gi: 44,
    sem: 2,
    subjects: 19,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1456 (p. 99)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Penne pasta, white (SanRemo Penne, San Remo Macaroni Co. Pty Ltd, SA), tested by subjects with a high AMY1 copy number (produced in Australia; tested 2014); 19 healthy adults; glucose as reference food",
    gi: 50,
    sem: 2,
    subjects: 19,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1457 (p. 99)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Pennette rigate, durum wheat flour (Barilla, Italy) (produced in Italy; tested 2008); 10 healthy adults; glucose as reference food",
    gi: 53,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1459 (p. 99)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti n°5 (Barilla, Italy) (produced in Italy; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 33,
    sem: 6,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1465 (p. 99)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti, white, boiled 15 min in salted water (Unico, Concord, ON, Canada) (produced in Canada; tested 1999); 10 healthy adults; glucose as reference food",
    gi: 44,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1466 (p. 99)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti, white (Unico, Canada) (produced in Canada; tested 2001); 21 healthy adults; glucose as reference food",
    gi: 45,
    sem: 9,
    subjects: 21,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1467 (p. 99)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti, white (Nishin Shokuhin, Japan) (produced in Japan; tested 2003); 10 healthy adults; white rice as reference food, value given by the table on the glucose scale (its factor 0.82)",
    gi: 46,
    sem: 9,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1468 (p. 100)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti, white (Unico, Canada) (produced in Canada; tested 2001); 47 healthy adults; glucose as reference food",
    gi: 48,
    sem: 3,
    subjects: 47,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1469 (p. 100)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti, Svevo 2017 durum wheat line (produced in Italy; tested 2019); 10 healthy adults; glucose as reference food",
    gi: 48,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1470 (p. 100)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti, white (Vetta, Greens Foods, Glendenning, Australia), boiled for 12 min (produced in Australia; tested 1996); 12 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 49,
    sem: 7,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1471 (p. 100)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti n°12 (De Cecco, Italy) (produced in Italy; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 50,
    sem: 9,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1472 (p. 100)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti classici (Voiello, Italy) (produced in Italy; tested 2010); 9 healthy adults; glucose as reference food",
    gi: 51,
    sem: 9,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1473 (p. 100)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti, Svevo 2016 durum wheat line (produced in Italy; tested 2017); 10 healthy adults; glucose as reference food",
    gi: 52,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1474 (p. 100)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti pasta, dried (Budget, Safeway Traders Ltd, New Zealand) (produced in New Zealand; published 2011); 30 healthy adults; glucose as reference food",
    gi: 56,
    sem: 4,
    subjects: 30,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1475 (p. 100)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Macaroni short pasta (ANCO professional, Soubry N.V., Roeselare, Belgium) (produced in Belgium; published 2019); 13 healthy adults; glucose as reference food",
    gi: 63,
    sem: 3,
    subjects: 13,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1492 (p. 101)",
  },
  {
    meal: "مكرونة مسلوقة",
    measured:
      "Spaghetti, white — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 49,
    source: "atkinson2008",
    where: "Table 1, row “Spaghetti, white”",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "Fusilli pasta twists, wholewheat, dry pasta, boiled 10 min in unsalted water (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 55,
    sem: 8,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1440 (p. 98)",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "Pennette integrali, durum wheat wholemeal (Coop, Italy) (produced in Italy; tested 2008); 10 healthy adults; glucose as reference food",
    gi: 48,
    sem: 9,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1458 (p. 99)",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "Pennette rigate integrali, durum wheat wholemeal (Barilla, Italy) (produced in Italy; tested 2008); ≥9 healthy adults; glucose as reference food",
    gi: 73,
    sem: 3,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1460 (p. 99)",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "President's Choice® Blue Menu™ Whole Wheat spaghetti (Loblaw Brands Limited, Canada) (produced in Canada; tested 2004-2007); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 45,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1478 (p. 100)",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "Spaghetti integrali (wholemeal durum wheat flour) (Barilla, Italy) (produced in Italy; tested 2006); 9 healthy adults; glucose as reference food",
    gi: 35,
    sem: 3,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1479 (p. 100)",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "Spaghetti integrali (wholemeal durum wheat flour) (De Cecco, Italy) (produced in Italy; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 55,
    sem: 10,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1480 (p. 100)",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "Spaghetti Integrali (wholemeal durum wheat flour) (Misura, Italy) (produced in Italy; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 53,
    sem: 10,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1481 (p. 100)",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "Wholemeal spaghetti, boiled for 8 min (produced in Australia; tested 2012); 9 healthy adults; glucose as reference food",
    gi: 62,
    sem: 4,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1482 (p. 100)",
  },
  {
    meal: "مكرونة قمح كامل مسلوقة",
    measured:
      "Spaghetti, whole meal — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 48,
    source: "atkinson2008",
    where: "Table 1, row “Spaghetti, whole meal”",
  },
  {
    meal: "نودلز بالبيض",
    measured:
      "Fettuccine, egg (Mother Earth Fine Foods, Rowville, Australia) (produced in Australia; tested 2000); 14 healthy adults; glucose as reference food",
    gi: 47,
    sem: 6,
    subjects: 14,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1485 (p. 101)",
  },
  {
    meal: "نودلز بالبيض",
    measured:
      "Lasagne, egg, dry pasta, boiled in unsalted water for 10 min (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 53,
    sem: 9,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1488 (p. 101)",
  },
  {
    meal: "نودلز بالبيض",
    measured:
      "Tagliatelle all'uovo (durum wheat flour, eggs, dry) (Barilla, Italy) (produced in Italy; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 55,
    sem: 4,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1505 (p. 102)",
  },
  {
    meal: "نودلز بالبيض",
    measured:
      "Tagliatelle all'uovo (durum wheat flour, eggs) (fresh pasta) (Pastificio Lo Scoiattolo, Italy) (produced in Italy; tested 2011); 10 healthy adults; glucose as reference food",
    gi: 51,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1506 (p. 102)",
  },
  {
    meal: "حمص مسلوق",
    measured:
      "Chickpeas, canned, drained (Edgell, Simplot Australia, Australia) (produced in Australia; tested 2018); 12 healthy adults; glucose as reference food",
    gi: 35,
    sem: 3,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1284 (p. 87)",
  },
  {
    meal: "حمص مسلوق",
    measured:
      "Chickpeas (Garbanzo beans, Bengal gram), canned, drained, Edgell's™ brand (Simplot Australia, Australia) (produced in Australia; tested 2003); 10 healthy adults; glucose as reference food",
    gi: 38,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1285 (p. 87)",
  },
  {
    meal: "حمص مسلوق",
    measured:
      "Chickpeas — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 28,
    source: "atkinson2008",
    where: "Table 1, row “Chickpeas”",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentil, Asterix, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (produced in Canada; published 2017); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 10,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1291 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentil, Greenland, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (produced in Canada; published 2017); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 23,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1292 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentil, Imigreen, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (produced in Canada; published 2017); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 14,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1293 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentil, Impower, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (produced in Canada; published 2017); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 17,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1294 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentil, Improve, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (produced in Canada; published 2017); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 15,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1295 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentil, Redberry, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (produced in Canada; published 2017); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 13,
    sem: 2,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1296 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentil, Redbow, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (produced in Canada; published 2017); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 18,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1297 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentil, Redcliff, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (produced in Canada; published 2017); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 18,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1298 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentils, brown, canned, drained, Edgell's™ brand (Simplot Australia, Australia) (produced in Australia; tested 2008); 10 healthy adults; glucose as reference food",
    gi: 42,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1299 (p. 88)",
  },
  {
    meal: "عدس مطبوخ",
    measured:
      "Lentils — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 32,
    source: "atkinson2008",
    where: "Table 1, row “Lentils”",
  },
  {
    meal: "فاصوليا بيضاء مسلوقة",
    measured:
      "Cannellini beans, canned, drained, Edgell's™ brand (Simplot Australia, Cheltenham, Australia) (produced in Australia; tested 2003); 10 healthy adults; glucose as reference food",
    gi: 31,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1305 (p. 89)",
  },
  {
    meal: "فاصوليا حمراء مسلوقة",
    measured:
      "Dark Red Kidney beans, canned in brine, drained, Edgell's™ brand (Simplot Australia, Australia) (produced in Australia; tested 2003); 10 healthy adults; glucose as reference food",
    gi: 43,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1289 (p. 87)",
  },
  {
    meal: "فاصوليا حمراء مسلوقة",
    measured:
      "Red Kidney beans, canned, drained, Edgell's™ brand (Simplot Australia, Australia) (produced in Australia; tested 2003); 10 healthy adults; glucose as reference food",
    gi: 36,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1290 (p. 87)",
  },
  {
    meal: "فاصوليا حمراء مسلوقة",
    measured:
      "Kidney beans — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 24,
    source: "atkinson2008",
    where: "Table 1, row “Kidney beans”",
  },
  {
    meal: "تمر دقلة نور",
    measured:
      "Dates, Deglet Nour cultivar (Algeria); 28 non-diabetic volunteers, 50 g available carbohydrate, capillary glucose over 120 min; glucose as reference food; reported as 52.22±9.82, the abstract does not say whether ± is SD or SEM",
    gi: 52.22,
    subjects: 28,
    source: "ghardaiaDates",
    where: "Abstract",
  },
  {
    meal: "تمر مجهول",
    measured:
      "Dates, Medjool cultivar, Tamer stage (produced in Saudi Arabia; published 2016); 10 healthy adults; glucose as reference food",
    gi: 55,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1115 (p. 75)",
  },
  {
    meal: "تفاح",
    measured:
      "Apples, raw (produced in Australia; tested 2020); 10 healthy adults; glucose as reference food",
    gi: 44,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1078 (p. 73)",
  },
  {
    meal: "تفاح",
    measured:
      "Apple, raw — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 36,
    source: "atkinson2008",
    where: "Table 1, row “Apple, raw”",
  },
  {
    meal: "موز",
    measured:
      "Banana, raw (produced in Australia; tested 2008); 10 healthy adults; glucose as reference food",
    gi: 47,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1088 (p. 73)",
  },
  {
    meal: "موز",
    measured:
      "Banana, lady finger (Moraitis, Australia) (produced in Australia; tested 2014); 12 healthy adults; glucose as reference food",
    gi: 49,
    sem: 5,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1089 (p. 73)",
  },
  {
    meal: "موز",
    measured:
      "Banana, lady finger (Moraitis, Australia) (produced in Australia; tested 2014); 12 healthy adults; glucose as reference food",
    gi: 53,
    sem: 4,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1090 (p. 73)",
  },
  {
    meal: "موز",
    measured:
      "Banana, raw, overripe (produced in Australia; tested 2008); 9 healthy adults; glucose as reference food",
    gi: 57,
    sem: 8,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1091 (p. 73)",
  },
  {
    meal: "موز",
    measured:
      "Banana, raw — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 51,
    source: "atkinson2008",
    where: "Table 1, row “Banana, raw”",
  },
  {
    meal: "برتقال",
    measured:
      "Oranges, navel (produced in Australia; tested 2020); 10 healthy adults; glucose as reference food",
    gi: 45,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1150 (p. 78)",
  },
  {
    meal: "برتقال",
    measured:
      "Orange, raw — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 43,
    source: "atkinson2008",
    where: "Table 1, row “Orange, raw”",
  },
  {
    meal: "يوسفي",
    measured:
      "Mandarin orange (Citrus reticulata) (produced in Italy; tested 2004); ≥9 healthy adults; glucose as reference food",
    gi: 52,
    sem: 8,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1140 (p. 77)",
  },
  {
    meal: "عنب",
    measured:
      "Grapes, Crimson seedless (produced in Australia; tested 2008); 10 healthy adults; glucose as reference food",
    gi: 50,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1133 (p. 76)",
  },
  {
    meal: "عنب",
    measured:
      "Grapes, green, Menidee, seedless (produced in Australia; tested 2008); 10 healthy adults; glucose as reference food",
    gi: 54,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1134 (p. 76)",
  },
  {
    meal: "عنب",
    measured:
      "Grapes, black, Waltham Cross (produced in Australia; tested 2001); 11 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 59,
    sem: 5,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1135 (p. 76)",
  },
  {
    meal: "بطيخ أحمر",
    measured:
      "Watermelon, raw (Citrullus vulgaris-red variety) (produced in Malaysia; published 2008); 10 healthy adults; glucose as reference food",
    gi: 55,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1145 (p. 77)",
  },
  {
    meal: "بطيخ أحمر",
    measured:
      "Watermelon (Citrullus lanatus), raw, red-fleshed, seeded (produced in Malaysia; published 2017); 14 healthy adults; glucose as reference food",
    gi: 48,
    sem: 1,
    subjects: 14,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1146 (p. 77)",
  },
  {
    meal: "بطيخ أحمر",
    measured:
      "Watermelon (Citrullus lanatus), raw, red-fleshed, seedless (produced in Malaysia; published 2017); 14 healthy adults; glucose as reference food",
    gi: 51,
    sem: 2,
    subjects: 14,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1147 (p. 77)",
  },
  {
    meal: "بطيخ أحمر",
    measured:
      "Watermelon, raw — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 76,
    source: "atkinson2008",
    where: "Table 1, row “Watermelon, raw”",
  },
  {
    meal: "شمام",
    measured:
      "Melon (Cucumis melon) (produced in Italy; tested 2004); ≥9 healthy adults; glucose as reference food",
    gi: 60,
    sem: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1144 (p. 77)",
  },
  {
    meal: "تين مجفف",
    measured:
      "Figs, dried, no added, sugar, organic, Turkish (Woolworths Macro brand, Australia) (produced in Turkey; tested 2018); 10 healthy adults; glucose as reference food",
    gi: 54,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1129 (p. 76)",
  },
  {
    meal: "تين مجفف",
    measured:
      "Figs, dried, tenderized, Dessert Maid brand (Ernest Hall & Sons, Sydney, Australia) (produced in Australia; tested 2002); 10 healthy adults; glucose as reference food",
    gi: 61,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1130 (p. 76)",
  },
  {
    meal: "مشمش",
    measured:
      "Apricots, raw, NS (produced in Australia; tested 2007); 10 healthy adults; glucose as reference food",
    gi: 34,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1083 (p. 73)",
  },
  {
    meal: "مشمش",
    measured:
      "Apricots, raw, NS (produced in Canada; published 2018); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 42,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1084 (p. 73)",
  },
  {
    meal: "مشمش مجفف",
    measured:
      "Apricots, dried, ready to eat, bite size (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 32,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1086 (p. 73)",
  },
  {
    meal: "مشمش مجفف",
    measured:
      "Apricots, dried (Armeniaca vulgaris Lam.) (produced in China; published 2018); 11 healthy adults; glucose as reference food",
    gi: 56,
    sem: 4,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1087 (p. 73)",
  },
  {
    meal: "خوخ",
    measured:
      "Peach (Prunus persica) (produced in Italy; tested 2004); ≥9 healthy adults; glucose as reference food",
    gi: 76,
    sem: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1155 (p. 78)",
  },
  {
    meal: "فراولة",
    measured:
      "Strawberries, fresh, raw (produced in Australia; tested 2001); 10 healthy adults; glucose as reference food",
    gi: 40,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1174 (p. 79)",
  },
  {
    meal: "مانجو",
    measured:
      "Mango, raw (Chin-Hwang Mango) (produced in Taiwan; published 2010); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 48,
    sem: 0.3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1142 (p. 77)",
  },
  {
    meal: "مانجو",
    measured:
      "Mango, raw — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 51,
    source: "atkinson2008",
    where: "Table 1, row “Mango, raw”",
  },
  {
    meal: "كمثرى",
    measured:
      "Pear, Williams, raw, under ripe/crunchy (produced in Australia; tested 2015); 10 healthy adults; glucose as reference food",
    gi: 24,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1160 (p. 78)",
  },
  {
    meal: "كمثرى",
    measured:
      "Pear, Williams, raw, ripe/soft (produced in Australia; tested 2015); 10 healthy adults; glucose as reference food",
    gi: 33,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1161 (p. 78)",
  },
  {
    meal: "جوافة",
    measured:
      "Guava, raw, cut into bite size pieces (produced in Singapore; published 2017); 19 healthy adults; glucose as reference food",
    gi: 29,
    sem: 4,
    subjects: 19,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1131 (p. 76)",
  },
  {
    meal: "أناناس",
    measured:
      "Pineapple, raw (Ananas comosa) (produced in Malaysia; published 2008); 9 healthy adults; glucose as reference food",
    gi: 82,
    sem: 4,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1164 (p. 79)",
  },
  {
    meal: "أناناس",
    measured:
      "Pineapple, raw — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 59,
    source: "atkinson2008",
    where: "Table 1, row “Pineapple, raw”",
  },
  {
    meal: "زبيب",
    measured:
      "Raisins (Sun Maid, USA) (produced in USA; tested 2013); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 49,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1170 (p. 79)",
  },
  {
    meal: "زبيب",
    measured:
      "Raisins (produced in Canada; published 2018); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 55,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1171 (p. 79)",
  },
  {
    meal: "زبيب",
    measured:
      "Raisins (Vitis vinifera Linn.) (produced in China; published 2018); 11 healthy adults; glucose as reference food",
    gi: 56,
    sem: 5,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1172 (p. 79)",
  },
  {
    meal: "زبيب",
    measured:
      "Raisins (produced in USA; tested 2009); 10 healthy adults; glucose as reference food",
    gi: 61,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1173 (p. 79)",
  },
  {
    meal: "زبيب",
    measured:
      "Sultanas (Value, UK) (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 56,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1175 (p. 79)",
  },
  {
    meal: "زبيب",
    measured:
      "Sultanas (produced in Canada; published 2018); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 51,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1176 (p. 79)",
  },
  {
    meal: "برقوق مجفف",
    measured:
      "Prunes, pitted (Sunsweet Growers Inc., Yuba City, USA) (produced in USA; tested 2000); 10 healthy adults; glucose as reference food",
    gi: 29,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1168 (p. 79)",
  },
  {
    meal: "برقوق مجفف",
    measured:
      "Prunes, pitted, Californian (Sunsweet Growers Inc., Yuba City, USA) (produced in USA; tested 2009); 10 healthy adults; glucose as reference food",
    gi: 40,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1169 (p. 79)",
  },
  {
    meal: "حليب كامل الدسم",
    measured:
      "Full-fat, milk (produced in Australia; tested 2018); 13 healthy adults; glucose as reference food",
    gi: 30,
    sem: 3,
    subjects: 13,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 937 (p. 63)",
  },
  {
    meal: "حليب كامل الدسم",
    measured:
      "Full-fat, pasteurized, fresh, organic milk (Arla, UK) (produced in UK; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 34,
    sem: 6,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 938 (p. 63)",
  },
  {
    meal: "حليب كامل الدسم",
    measured:
      "Full-fat, standardized, homogenized, pasteurized, British (Dairy Crest, UK) (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 46,
    sem: 10,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 939 (p. 63)",
  },
  {
    meal: "حليب كامل الدسم",
    measured:
      "Milk, full fat — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 39,
    source: "atkinson2008",
    where: "Table 1, row “Milk, full fat”",
  },
  {
    meal: "حليب نصف دسم",
    measured:
      "Milk, reduced fat (Dairy Farmers Ltd, Australia) (produced in Australia; tested 2006); 10 healthy adults; glucose as reference food",
    gi: 26,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 942 (p. 64)",
  },
  {
    meal: "حليب نصف دسم",
    measured:
      "Milk, semi-skimmed, pasteurized, organic (Arla, UK) (produced in UK; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 34,
    sem: 8,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 943 (p. 64)",
  },
  {
    meal: "حليب خالي الدسم",
    measured:
      "Pura™ Skimmer milk (National Foods Ltd, Australia) (produced in Australia; tested 2006); 10 healthy adults; glucose as reference food",
    gi: 20,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 945 (p. 64)",
  },
  {
    meal: "حليب خالي الدسم",
    measured:
      "Milk, skim — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 37,
    source: "atkinson2008",
    where: "Table 1, row “Milk, skim”",
  },
  {
    meal: "حليب مكثف محلى",
    measured:
      "Milk, condensed, sweetened (Nestlé, Australia) (produced in Australia; tested 2000); 11 healthy adults; glucose as reference food",
    gi: 61,
    sem: 6,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 936 (p. 63)",
  },
  {
    meal: "زبادي",
    measured:
      "No Added Sugar Natural yoghurt (Tamar Valley Dairy, Australia) (produced in Australia; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 17,
    sem: 2,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 1046 (p. 70)",
  },
  {
    meal: "زبادي قليل الدسم",
    measured:
      "Yoghurt, low fat, natural (produced in UK; tested 2005); 9 healthy adults; glucose as reference food",
    gi: 35,
    sem: 10,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 1047 (p. 70)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Bintje potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (produced in Australia; tested 2012); 10 healthy adults; glucose as reference food",
    gi: 94,
    sem: 8,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1810 (p. 121)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Carisma potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (produced in Australia; tested 2011); 10 healthy adults; glucose as reference food",
    gi: 53,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1811 (p. 121)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Carisma potato, baby, peeled, cut into slices 1 cm thick, boiled for 8 min (produced in Australia; tested 2016); 10 healthy adults; glucose as reference food",
    gi: 57,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1812 (p. 121)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Charlotte potato, peeled, quartered, boiled 15 min (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 66,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1813 (p. 121)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Charlotte potato, unpeeled, cut into slices 1 cm thick, boiled for 8 min (produced in Australia; tested 2009); 11 healthy adults; glucose as reference food",
    gi: 68,
    sem: 6,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1814 (p. 121)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Desiree potato, peeled, boiled 35 min (produced in Australia; tested 1998); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 101,
    sem: 15,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1815 (p. 121)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Desiree potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (produced in Australia; tested 2011); 10 healthy adults; glucose as reference food",
    gi: 74,
    sem: 8,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1816 (p. 121)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Desiree potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (produced in Australia; tested 2016); 10 healthy adults; glucose as reference food",
    gi: 79,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1817 (p. 121)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Estima potato, peeled, quartered, boiled 15 min (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 66,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1818 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "King Edward potato, peeled, quartered, boiled 15 min in unsalted water (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 75,
    sem: 10,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1819 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Maiflower potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (produced in Australia; tested 2012); 10 healthy adults; glucose as reference food",
    gi: 103,
    sem: 8,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1820 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Marfona potato, peeled, quartered, boiled 15 min in unsalted water (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 56,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1821 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Maris Piper potato, peeled, quartered, boiled 15 min in unsalted water (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 85,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1822 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Nicola potato, peeled, quartered, boiled 15 min (produced in UK; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 59,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1823 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Nicola potato, unpeeled, boiled whole for 15 min (produced in Australia; tested 2006); 10 healthy adults; glucose as reference food",
    gi: 58,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1824 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Nicola potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (produced in Australia; tested 2012); 10 healthy adults; glucose as reference food",
    gi: 69,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1825 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Pontiac potato, peeled, boiled 35 min (produced in Australia; tested 1998); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 88,
    sem: 9,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1826 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Russet Burbank potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (produced in Australia; tested 2012); 10 healthy adults; glucose as reference food",
    gi: 82,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1827 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Sebago potato, peeled, boiled for 35 min (produced in Australia; tested 1998); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 87,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1828 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Virginia Rose potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (produced in Australia; tested 2012); 10 healthy adults; glucose as reference food",
    gi: 93,
    sem: 10,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1829 (p. 122)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Irish potato (Solanum tuberosum), peeled, cubed, boiled 30 min (produced in Jamaica; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 59,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1839 (p. 123)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "New potato, unpeeled and boiled 20 min (produced in Australia; tested 1998); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 78,
    sem: 12,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1841 (p. 123)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Potato, NS, boiled (produced in China; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 66,
    sem: 1,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1842 (p. 123)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Red potatoes, boiled with skin on in salted water for 12 min (produced in Canada; tested 2005); 12 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 89,
    sem: 7,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1843 (p. 123)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Potato, frozen peeled cubes, boiled (McCain Purely Potato Cubes, McCains, Wendouree, VIC, Australia) (produced in Australia; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 70,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1844 (p. 123)",
  },
  {
    meal: "بطاطا مسلوقة",
    measured:
      "Potato, boiled — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 78,
    source: "atkinson2008",
    where: "Table 1, row “Potato, boiled”",
  },
  {
    meal: "بطاطا مقلية",
    measured:
      "Irish potato (Solanum tuberosum), peeled, fried in vegetable oil (produced in Jamaica; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 70,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1871 (p. 125)",
  },
  {
    meal: "بطاطا مقلية",
    measured:
      "Potato, french fries — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 63,
    source: "atkinson2008",
    where: "Table 1, row “Potato, french fries”",
  },
  {
    meal: "بطاطا بالفرن",
    measured:
      "Irish potato (Solanum tuberosum), peeled, baked 45 min (produced in Jamaica; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 83,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1808 (p. 121)",
  },
  {
    meal: "بطاطا بالفرن",
    measured:
      "Pontiac potato, peeled and baked (produced in Australia; tested 1998); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 93,
    sem: 11,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1809 (p. 121)",
  },
  {
    meal: "جزر مطبوخ",
    measured:
      "Carrots, unpeeled, boiled (produced in Australia; tested 2020); 10 healthy adults; glucose as reference food",
    gi: 32,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1804 (p. 121)",
  },
  {
    meal: "جزر مطبوخ",
    measured:
      "Carrots, boiled — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 39,
    source: "atkinson2008",
    where: "Table 1, row “Carrots, boiled”",
  },
  {
    meal: "قرع مطبوخ",
    measured:
      "Butternut pumpkin, boiled (produced in Australia; tested 2006); 10 healthy adults; glucose as reference food",
    gi: 51,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1799 (p. 120)",
  },
  {
    meal: "قرع مطبوخ",
    measured:
      "Pumpkin (Cucurbita moschata), peeled, cubed, boiled 30 min (produced in Jamaica; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 66,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1800 (p. 120)",
  },
  {
    meal: "قرع مطبوخ",
    measured:
      "Pumpkin, boiled — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 64,
    source: "atkinson2008",
    where: "Table 1, row “Pumpkin, boiled”",
  },
  {
    meal: "بازلاء",
    measured:
      "Peas, frozen, heated in the microwave (McCain Foods Aust. Pty Ltd, Australia) (produced in Australia; tested 2020); 10 healthy adults; glucose as reference food",
    gi: 42,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1798 (p. 120)",
  },
  {
    meal: "كاجو",
    measured:
      "Cashew nuts, salted (Coles Supermarkets, Australia) (produced in Australia; tested 2001); 10 healthy adults; glucose as reference food",
    gi: 22,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Nuts, food no. 1431 (p. 97)",
  },
  {
    meal: "سكر أبيض",
    measured:
      "Sucrose (produced in Australia; tested 2007); 11 healthy adults; glucose as reference food",
    gi: 59,
    sem: 4,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1768 (p. 118)",
  },
  {
    meal: "سكر أبيض",
    measured:
      "Sucrose, cane sugar (produced in Australia; tested 2016); 10 healthy adults; glucose as reference food",
    gi: 60,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1769 (p. 118)",
  },
  {
    meal: "سكر أبيض",
    measured:
      "Sucrose (produced in Australia; tested 2007); 11 healthy adults; glucose as reference food",
    gi: 61,
    sem: 4,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1770 (p. 118)",
  },
  {
    meal: "سكر أبيض",
    measured:
      "Sucrose (produced in Germany; tested 2004); 11 healthy adults; glucose as reference food",
    gi: 64,
    sem: 4,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1771 (p. 118)",
  },
  {
    meal: "سكر أبيض",
    measured:
      "Sucrose (produced in Germany; tested 2002); 10 healthy adults; glucose as reference food",
    gi: 66,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1772 (p. 118)",
  },
  {
    meal: "سكر أبيض",
    measured:
      "Sucrose (produced in China; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 84,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1774 (p. 119)",
  },
  {
    meal: "سكر أبيض",
    measured:
      "Sugar, refined (Sadam-Eridania, Italy) (produced in Italy; tested 2013); 10 healthy adults; glucose as reference food",
    gi: 91,
    sem: 10,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1777 (p. 119)",
  },
  {
    meal: "سكر أبيض",
    measured:
      "Sucrose — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 65,
    source: "atkinson2008",
    where: "Table 1, row “Sucrose”",
  },
  {
    meal: "عسل",
    measured:
      "Yellow box honey (46% fructose) (produced in Australia; tested 2001); 10 healthy adults; glucose as reference food",
    gi: 35,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1748 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Stringy Bark honey (52% fructose) (produced in Australia; tested 2001); 9 healthy adults; glucose as reference food",
    gi: 44,
    sem: 4,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1749 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Red Gum honey (35% fructose) (produced in Australia; tested 2001); 9 healthy adults; glucose as reference food",
    gi: 46,
    sem: 3,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1750 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Iron Bark honey (34% fructose) (produced in Australia; tested 2001); 10 healthy adults; glucose as reference food",
    gi: 48,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1751 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Capilano Premium Honey, blend of eucalypt & floral honeys (Capilano Honey Limited, QLD, Australia) (produced in Australia; tested 2006); 11 healthy adults; glucose as reference food",
    gi: 51,
    sem: 3,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1752 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Yapunya honey (42 % fructose) (produced in Australia; tested 2001); 9 healthy adults; glucose as reference food",
    gi: 52,
    sem: 5,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1753 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "HDI Clover Honey with Bee Pollen (PT. Harmoni Dinamik) (produced in New Zealand; tested 2020); 10 healthy adults; glucose as reference food",
    gi: 53,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1754 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Leabrook Farms Yellow box honey (Spring Gully Foods Pty Ltd, SA, Australia) (produced in Australia; tested 2006); 11 healthy adults; glucose as reference food",
    gi: 60,
    sem: 4,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1755 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Commercial Blend honey (38% fructose) (WA blend, Capilano Honey Ltd., Australia) (produced in Australia; tested 2001); 9 healthy adults; glucose as reference food",
    gi: 62,
    sem: 3,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1756 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Salvation Jane honey (32% fructose) (produced in Australia; tested 2001); 10 healthy adults; glucose as reference food",
    gi: 64,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1757 (p. 117)",
  },
  {
    meal: "عسل",
    measured:
      "Manuka honey, MGO 440+ (Manuka Health New Zealand Ltd) (produced in New Zealand; tested 2011); 10 healthy adults; glucose as reference food",
    gi: 65,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1758 (p. 118)",
  },
  {
    meal: "عسل",
    measured:
      "Clover honey, ratio of fructose: glucose, 1.09 (Vazza Farms, Hermiston, OR, USA) (produced in USA; tested 2006); 12 healthy adults; glucose as reference food",
    gi: 69,
    sem: 8,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1759 (p. 118)",
  },
  {
    meal: "عسل",
    measured:
      "Commercial Blend honey (28% fructose) (NSW blend, Capilano Honey Ltd., Australia) (produced in Australia; tested 2001); 9 healthy adults; glucose as reference food",
    gi: 72,
    sem: 6,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1760 (p. 118)",
  },
  {
    meal: "عسل",
    measured:
      "Buckwheat honey, ratio of fructose:glucose, 1.12 (Vazza Farms, USA) (produced in USA; tested 2006); 11 healthy adults; glucose as reference food",
    gi: 73,
    sem: 6,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1761 (p. 118)",
  },
  {
    meal: "عسل",
    measured:
      "Cotton honey, ratio of fructose:glucose, 1.03 (Gene Brandi Apiaries, Los Banos, CA, USA) (produced in USA; tested 2006); 11 healthy adults; glucose as reference food",
    gi: 74,
    sem: 7,
    subjects: 11,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1762 (p. 118)",
  },
  {
    meal: "عسل",
    measured:
      "Honey, NS (produced in China; tested 2005); 10 healthy adults; glucose as reference food",
    gi: 74,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1763 (p. 118)",
  },
  {
    meal: "عسل",
    measured:
      "Tupelo honey, ratio of fructose:glucose, 1.54 (Tropical Blossom Honey Co, Edgewater, FL, USA) (produced in USA; tested 2006); 12 healthy adults; glucose as reference food",
    gi: 74,
    sem: 8,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1764 (p. 118)",
  },
  {
    meal: "عسل",
    measured:
      "Honey — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 61,
    source: "atkinson2008",
    where: "Table 1, row “Honey”",
  },
  {
    meal: "مربى",
    measured:
      "Apricot jam (Confettura extra albicocche, Bonne Maman, Italy) (produced in Italy; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 69,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1213 (p. 82)",
  },
  {
    meal: "مربى",
    measured:
      "Blueberry jam, wild blueberry (Confettura extra mirtilli selvatici, Bonne Maman, Italy) (produced in Italy; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 63,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1217 (p. 82)",
  },
  {
    meal: "مربى",
    measured:
      "Orange marmalade, bitter orange (Marmellata arance amare, Bonne Maman, Italy) (produced in Italy; tested 2010); 10 healthy adults; glucose as reference food",
    gi: 55,
    sem: 6,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1224 (p. 83)",
  },
  {
    meal: "مربى",
    measured:
      "Orange marmalade (produced in Australia; tested 1997); 9 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 48,
    sem: 9,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1226 (p. 83)",
  },
  {
    meal: "مربى",
    measured:
      "Strawberry jam (produced in Australia; tested 1998); 9 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 51,
    sem: 10,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1231 (p. 83)",
  },
  {
    meal: "مربى",
    measured:
      "Strawberry jam/jelly — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 49,
    source: "atkinson2008",
    where: "Table 1, row “Strawberry jam/jelly”",
  },
  {
    meal: "شوكولاتة داكنة",
    measured:
      "Chocolate, dark, 74% Cocoa (Alpes d'Or, Hangzhou Qiaokemei, China) (produced in China; tested 2019); 12 healthy adults; glucose as reference food",
    gi: 44,
    sem: 6,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1588 (p. 107)",
  },
  {
    meal: "شوكولاتة داكنة",
    measured:
      "Chocolate Kouka Cacao 72% (Meiji Co. Ltd, Japan) (produced in Japan; tested 2018); 10 healthy adults; glucose as reference food",
    gi: 29,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1590 (p. 107)",
  },
  {
    meal: "شوكولاتة بالحليب",
    measured:
      "Chocolate, milk, Meiji brand (Meiji Co. Ltd, Japan) (produced in Japan; tested 2018); 10 healthy adults; glucose as reference food",
    gi: 39,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1592 (p. 107)",
  },
  {
    meal: "شوكولاتة بالحليب",
    measured:
      "Chocolate, milk, Dove® (Mars Confectionery, Ballarat, Australia) (produced in Australia; tested 1997); 10-12 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 45,
    sem: 8,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1593 (p. 107)",
  },
  {
    meal: "شوكولاتة بالحليب",
    measured:
      "Chocolate, milk (Milka, Mondelez, Italy) (produced in Italy; tested 2012); 10 healthy adults; glucose as reference food",
    gi: 54,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1594 (p. 108)",
  },
  {
    meal: "شوكولاتة بالحليب",
    measured:
      "Chocolate, milk (Nestlé, Sydney, NSW, Australia) (produced in Australia; tested 2000); 10 healthy adults; glucose as reference food",
    gi: 42,
    sem: 8,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1595 (p. 108)",
  },
  {
    meal: "شوكولاتة بالبندق للدهن",
    measured:
      "Nutella®, chocolate hazelnut spread (Ferrero Australia, Milson's Point, NSW, Australia) (produced in Australia; tested 1997); 10-12 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 33,
    sem: 4,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1617 (p. 109)",
  },
  {
    meal: "شوكولاتة بالبندق للدهن",
    measured:
      "Nutella®, chocolate hazelnut spread (Ferrero Australia, Australia) (produced in Australia; tested 2003); 10 healthy adults; glucose as reference food",
    gi: 30,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1618 (p. 109)",
  },
  {
    meal: "شوكولاتة بالبندق للدهن",
    measured:
      "Nutella®, chocolate hazelnut spread (Ferrero Australia, Australia) (produced in Australia; tested 2007); 10 healthy adults; glucose as reference food",
    gi: 25,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1619 (p. 109)",
  },
  {
    meal: "شوكولاتة بالبندق للدهن",
    measured:
      "Nutella® (Ferrero, Italy) (produced in Italy; tested 2012); 10 healthy adults; glucose as reference food",
    gi: 45,
    sem: 4,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Snack foods and confectionery, food no. 1620 (p. 109)",
  },
  {
    meal: "دونات",
    measured:
      "Doughnut (produced in Oman; published 2020); 12 healthy adults; glucose as reference food",
    gi: 75,
    sem: 3,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Bakery products, food no. 61 (p. 6)",
  },
  {
    meal: "آيس كريم",
    measured:
      "Ice cream, premium, French vanilla, 16% fat (Sara Lee, Australia) (produced in Australia; tested 2000); 10 healthy adults; glucose as reference food",
    gi: 38,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Dairy products and alternatives, food no. 927 (p. 63)",
  },
  {
    meal: "آيس كريم",
    measured:
      "Ice cream — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 51,
    source: "atkinson2008",
    where: "Table 1, row “Ice cream”",
  },
  {
    meal: "عصير برتقال طازج",
    measured:
      "Orange juice (produced in New Zealand; tested 2019); 10 healthy adults; glucose as reference food",
    gi: 41,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1196 (p. 81)",
  },
  {
    meal: "عصير برتقال طازج",
    measured:
      "Orange juice — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 50,
    source: "atkinson2008",
    where: "Table 1, row “Orange juice”",
  },
  {
    meal: "عصير تفاح",
    measured:
      "Apple juice, unsweetened, reconstituted (Berrivale Orchards Ltd, Berri, Australia) (produced in Australia; tested 1998); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 39,
    sem: 5,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1180 (p. 80)",
  },
  {
    meal: "عصير تفاح",
    measured:
      "Apple juice, Granny Smith, unsweetened (produced in Australia; tested 2003); 10 healthy adults; glucose as reference food",
    gi: 44,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1181 (p. 80)",
  },
  {
    meal: "عصير تفاح",
    measured:
      "Apple juice, green apple (100%) (Pfanner, Italy) (produced in Italy; tested 2011); 9 healthy adults; glucose as reference food",
    gi: 67,
    sem: 7,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1182 (p. 80)",
  },
  {
    meal: "عصير تفاح",
    measured:
      "Apple juice, pure, clear, unsweetened (The Wild About Fruit Company, Wandin, VIC, Australia) (produced in Australia; tested 2001); 10 healthy adults; glucose as reference food",
    gi: 44,
    sem: 2,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1183 (p. 80)",
  },
  {
    meal: "عصير تفاح",
    measured:
      "Apple juice, pure, cloudy, unsweetened (The Wild About Fruit Company, Australia) (produced in Australia; tested 2001); 10 healthy adults; glucose as reference food",
    gi: 37,
    sem: 3,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1184 (p. 80)",
  },
  {
    meal: "عصير تفاح",
    measured:
      "Apple juice — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 41,
    source: "atkinson2008",
    where: "Table 1, row “Apple juice”",
  },
  {
    meal: "مشروب غازي",
    measured:
      "Coca Cola®, soft drink (Coca Cola Amatil, Sydney, Australia) (produced in Australia; tested 2006); 10 healthy adults; white bread as reference food, value given by the table on the glucose scale (its factor 0.71)",
    gi: 53,
    sem: 7,
    subjects: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Beverages, food no. 75 (p. 7)",
  },
  {
    meal: "مشروب غازي",
    measured:
      "Coca Cola®, soft drink (produced in Italy; tested 2011); 9 healthy adults; glucose as reference food",
    gi: 73,
    sem: 7,
    subjects: 9,
    source: "atkinson2021",
    where: "Supplemental Table 1, Beverages, food no. 76 (p. 7)",
  },
  {
    meal: "مشروب غازي",
    measured:
      "Cola, Pepsi®, sucrose-sweetened (Pepsi, Hartwall Ltd, Finland) (produced in Finland; tested 2011); 12 healthy adults; glucose as reference food",
    gi: 72,
    sem: 7,
    subjects: 12,
    source: "atkinson2021",
    where: "Supplemental Table 1, Beverages, food no. 77 (p. 7)",
  },
  {
    meal: "مشروب غازي",
    measured:
      "Soft drink/soda — generic value for the common food in Table 1 of the 2008 tables (a summary of studies, not one product or one study); subjects and SEM not taken from the transcription",
    gi: 59,
    source: "atkinson2008",
    where: "Table 1, row “Soft drink/soda”",
  },
];

/** Measured values for the article on simple and complex carbohydrates (food named in English as
 * measured; several measurements of one food are listed one by one). No measured value of
 * bulgur was found in a source read for this file, so bulgur has none. */
export const giExamples: {
  food: string;
  gi: number;
  source: keyof typeof giSources;
  where: string;
}[] = [
  // white rice
  {
    food: "Long grain, white (Uncle Ben's, Auckland, New Zealand) (New Zealand)",
    gi: 56,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 629 (p. 44)",
  },
  {
    food: "Premium long grain, white (SunRice brand, Rice Growers Co-Op., Australia) (Australia)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 630 (p. 44)",
  },
  {
    food: "Long grain, white, boiled 7 min (Star brand, Gouda Food Products, Canada) (Canada)",
    gi: 64,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 631 (p. 44)",
  },
  {
    food: "Long grain, boiled (Star Brand, Goudas Food Products, Canada) (Canada)",
    gi: 69,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 632 (p. 44)",
  },
  {
    food: "Long grain, boiled (Star Brand, Goudas Food Products, Canada) (Canada)",
    gi: 76,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 633 (p. 44)",
  },
  {
    food: "Long-grain rice (Indica-type long-grain rice, polished), cooked 15 min (UK)",
    gi: 47,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 634 (p. 44)",
  },
  {
    food: "Basmati, white, polished, cooked 10 min (UK)",
    gi: 50,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 574 (p. 40)",
  },
  {
    food: "Basmati rice (Dreamrice, Singapore) (Singapore)",
    gi: 56,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 575 (p. 40)",
  },
  {
    food: "Basmati rice (SunRice; Ricegrowers Ltd.; Leeton, NSW, Australia) (Australia)",
    gi: 57,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 576 (p. 41)",
  },
  {
    food: "Basmati, white, boiled (Mahatma brand, Australia) (Australia)",
    gi: 58,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 577 (p. 41)",
  },
  {
    food: "Basmati, white, boiled (SunRice brand, Rice Growers Co-Op., Australia) (Pakistan)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 578 (p. 41)",
  },
  {
    food: "Basmati rice (Dreamrice, Singapore) (Singapore)",
    gi: 60,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 579 (p. 41)",
  },
  {
    food: "Basmati rice (Dreamrice, Singapore) (Singapore)",
    gi: 63,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 580 (p. 41)",
  },
  {
    food: "Basmati, white, boiled (SunRice brand, Rice Growers Co-Op., Australia) (Pakistan)",
    gi: 65,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 581 (p. 41)",
  },
  {
    food: "Basmati rice (Laila Basmati Rice, Surya Foods, Harwich, UK) (UK)",
    gi: 66,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 582 (p. 41)",
  },
  {
    food: "Basmati rice (SunRice; Ricegrowers Ltd.; Leeton, NSW) (Australia)",
    gi: 67,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 583 (p. 41)",
  },
  {
    food: "White rice, boiled",
    gi: 73,
    source: "atkinson2008",
    where: "Table 1, row “White rice, boiled”",
  },
  // brown rice
  {
    food: "Brown Doongara rice (SunRice; Ricegrowers Ltd., NSW, Australia) (Australia)",
    gi: 51,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 617 (p. 43)",
  },
  {
    food: "Brown Doongara rice (SunRice; Ricegrowers Ltd., NSW, Australia) (Australia)",
    gi: 54,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 618 (p. 43)",
  },
  {
    food: "Brown rice, boiled in excess water for 25 min (SunRice brand, Rice Growers Co-op, Australia) (Australia)",
    gi: 72,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 619 (p. 43)",
  },
  {
    food: "Brown rice (China)",
    gi: 87,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 620 (p. 44)",
  },
  {
    food: "Brown rice (SunRice, Ricegrowers Ltd., NSW, Australia) (Australia)",
    gi: 65,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 621 (p. 44)",
  },
  {
    food: "Brown rice (SunRice, Ricegrowers Ltd., NSW, Australia) (Australia)",
    gi: 78,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 622 (p. 44)",
  },
  {
    food: "Brown rice, variety Tai Ken #9; Oryza sativa L. japonica (Union Rice Company; Taipei), soaked overnight and cooked in a rice cooker (Taiwan)",
    gi: 58,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 623 (p. 44)",
  },
  {
    food: 'Brown rice (0% polished), prepared from the Indian rice variety "Bapatla" (BPT-5204), pressure cooked for 8 min (India)',
    gi: 58,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 624 (p. 44)",
  },
  {
    food: "Basmati, brown (unpolished milled basmati rice), cooked for 25 min (UK)",
    gi: 75,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 585 (p. 41)",
  },
  {
    food: "Brown rice, boiled",
    gi: 68,
    source: "atkinson2008",
    where: "Table 1, row “Brown rice, boiled”",
  },
  // couscous
  {
    food: "Couscous, rehydrated with hot water (San Remo, Australia) (Australia)",
    gi: 65,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 560 (p. 39)",
  },
  {
    food: "Pearl couscous (Israeli couscous) (Blu™ Gourmet brand, Benedikts Imports, Australia), rehydrated with hot water (Australia)",
    gi: 52,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 561 (p. 39)",
  },
  {
    food: "Pearl couscous (Israeli couscous), whole wheat (Blu™ brand, Benedikts Imports, Australia), rehydrated with hot water (Australia)",
    gi: 53,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 562 (p. 39)",
  },
  { food: "Couscous", gi: 65, source: "atkinson2008", where: "Table 1, row “Couscous”" },
  // barley (pearled)
  {
    food: "Barley, Celebrity cultivar (six-rowed, hulled, normal barley; high amylose, medium ß-glucan), pot pearled (all of the bran and most of the germ removed), boiled for 30 min (Canada)",
    gi: 22,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 529 (p. 37)",
  },
  {
    food: "Barley, Celebrity cultivar (six-rowed, hulled, normal barley; high amylose, medium ß-glucan), commercial pearled (some bran and germ were also removed), boiled for 25 min (Canada)",
    gi: 25,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 533 (p. 37)",
  },
  {
    food: "Barley, CDC Fibar cultivar (two-rowed, hull-less, waxy barley; low amylose, high ß-glucan) white pearled (all of the bran and most of the germ and crease removed), boiled for 30 min (Canada)",
    gi: 30,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 539 (p. 38)",
  },
  {
    food: "Barley, Celebrity cultivar (six-rowed, hulled, normal barley; high amylose, medium ß-glucan), white pearled (all of the bran and most of the germ and crease removed), boiled for 30 min (Canada)",
    gi: 32,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 541 (p. 38)",
  },
  {
    food: "Barley, Celebrity cultivar (six-rowed, hulled, normal barley; high amylose, medium ß-glucan) white pearled (all of the bran and most of the germ and crease removed), boiled for 30 min (Canada)",
    gi: 33,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 542 (p. 38)",
  },
  {
    food: "Barley, AC Parkhill cultivar (two-rowed, hulled, normal barley; high amylose, low ß-glucan) white pearled (all of the bran and most of the germ and crease removed), boiled for 30 min (Canada)",
    gi: 41,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 546 (p. 38)",
  },
  {
    food: "Barley, pearled (Orzo, Barilla, Italy) (Italy)",
    gi: 58,
    source: "atkinson2021",
    where: "Supplemental Table 1, Cereal grains, food no. 547 (p. 38)",
  },
  { food: "Barley", gi: 28, source: "atkinson2008", where: "Table 1, row “Barley”" },
  // white wheat bread
  {
    food: "Wheat bread, sliced (Pan Bauletto Bianco) (Italy)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 234 (p. 17)",
  },
  {
    food: "White bread (UK)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 235 (p. 17)",
  },
  {
    food: "White bread (Giant Eagle King Size Enriched bread, Pittsburgh, PA, USA) (USA)",
    gi: 60,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 236 (p. 17)",
  },
  {
    food: "White bread (Pepperidge Farm Original White Bread, USA) (USA)",
    gi: 62,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 237 (p. 17)",
  },
  {
    food: "White bread (France)",
    gi: 63,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 238 (p. 17)",
  },
  {
    food: "White bread (France)",
    gi: 65,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 239 (p. 17)",
  },
  {
    food: "White bread (Canada)",
    gi: 69,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 242 (p. 18)",
  },
  {
    food: "White bread, WonderWhite™ (Goodman Fielder Ltd, NSW, Australia) (Australia)",
    gi: 70,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 243 (p. 18)",
  },
  {
    food: "White bread, WonderWhite™ (Goodman Fielder Ltd, NSW, Australia), tested by subjects with a low AMY1 copy number (Australia)",
    gi: 70,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 244 (p. 18)",
  },
  {
    food: "White bread, Sunblest™ (Tip Top Bakeries, Australia) (Australia)",
    gi: 70,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 245 (p. 18)",
  },
  {
    food: "White bread (Taiwan)",
    gi: 71,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 246 (p. 18)",
  },
  {
    food: "White bread (multiple countries)",
    gi: 71,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 247 (p. 18)",
  },
  {
    food: "White bread (Somerfield Plc, Oxford, UK) (UK)",
    gi: 71,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 248 (p. 18)",
  },
  {
    food: "White bread (Original White Bread, Pepperidge Farm, Norwalk, CT, USA) (USA)",
    gi: 71,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 249 (p. 18)",
  },
  {
    food: "Wheat bread, bite-sized, soft wheat flour (Bocconcini, Panem, Italy) (Italy)",
    gi: 71,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 250 (p. 18)",
  },
  {
    food: "White bread (Australia)",
    gi: 74,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 253 (p. 18)",
  },
  {
    food: "White bread (Canada)",
    gi: 75,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 254 (p. 18)",
  },
  {
    food: "White bread (Nishin Shokuhin, Japan) (Japan)",
    gi: 75,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 255 (p. 18)",
  },
  {
    food: "White bread (Vodova veka Penam, Olomouc, Czech Republic) (Czech Republic)",
    gi: 75,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 256 (p. 18)",
  },
  {
    food: "White bread (France)",
    gi: 76,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 258 (p. 19)",
  },
  {
    food: "White bread, containing 9% sourdough, baked for 30 min at 210°C (Spain)",
    gi: 76,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 259 (p. 19)",
  },
  {
    food: "White bread (multiple countries)",
    gi: 76,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 260 (p. 19)",
  },
  {
    food: "Wheat bread, sliced (Harry's) (Italy)",
    gi: 76,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 261 (p. 19)",
  },
  {
    food: "White bread, WonderWhite™ (Goodman Fielder Ltd, NSW, Australia), tested by subjects with a high AMY1 copy number (Australia)",
    gi: 81,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 263 (p. 19)",
  },
  {
    food: "White bread (Gardenia Bakeries (KL) Sdn Bhd Shah Alam, Selangor) (Malaysia)",
    gi: 83,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 264 (p. 19)",
  },
  {
    food: "White bread (Gardenia brand, NTUC Fairprice, Singapore) (Singapore)",
    gi: 83,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 265 (p. 19)",
  },
  {
    food: "Wheat bread (Norway)",
    gi: 84,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 266 (p. 19)",
  },
  {
    food: "White bread (lab made) (China)",
    gi: 87,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 267 (p. 19)",
  },
  {
    food: "White bread (China)",
    gi: 88,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 268 (p. 19)",
  },
  {
    food: "White wheat bread",
    gi: 75,
    source: "atkinson2008",
    where: "Table 1, row “White wheat bread”",
  },
  {
    food: "Baguette, white, plain (France)",
    gi: 95,
    source: "fosterPowell2002Breads",
    where: "Breads, item 2",
  },
  {
    food: "Summon, white bread roll, commercial (UAE); 7 subjects",
    gi: 73.12,
    source: "almousa2013",
    where: "Abstract, Results",
  },
  {
    food: "Khobuz, white pita bread, commercial (UAE); 7 subjects",
    gi: 70.11,
    source: "almousa2013",
    where: "Abstract, Results",
  },
  // wholemeal bread
  {
    food: "Wholemeal wheat flour bread, sliced (Pan Bauletto Integrale, Italy) (Italy)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 315 (p. 23)",
  },
  {
    food: "Wholemeal flour bread (China)",
    gi: 69,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 316 (p. 23)",
  },
  {
    food: "Wholemeal flour bread (Australia)",
    gi: 75,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 317 (p. 23)",
  },
  {
    food: "Wholemeal bread (Gardenia Bakeries (KL) Sdn Bhd Shah Alam, Selangor, Malaysia) (Malaysia)",
    gi: 85,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 320 (p. 23)",
  },
  {
    food: "Wholemeal bread, smooth milled, Ploughman's™ (Quality Bakers, Australia) (Australia)",
    gi: 64,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 322 (p. 23)",
  },
  {
    food: "Pita bread, wholemeal (UK)",
    gi: 56,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breads, food no. 348 (p. 25)",
  },
  {
    food: "Whole wheat/whole meal bread",
    gi: 74,
    source: "atkinson2008",
    where: "Table 1, row “Whole wheat/whole meal bread”",
  },
  {
    food: "Whole-meal bread, commercial (UAE); 7 subjects",
    gi: 66.71,
    source: "almousa2013",
    where: "Abstract, Results",
  },
  // lentils
  {
    food: "Lentil, Asterix, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (Canada)",
    gi: 10,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1291 (p. 88)",
  },
  {
    food: "Lentil, Greenland, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (Canada)",
    gi: 23,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1292 (p. 88)",
  },
  {
    food: "Lentil, Imigreen, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (Canada)",
    gi: 14,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1293 (p. 88)",
  },
  {
    food: "Lentil, Impower, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (Canada)",
    gi: 17,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1294 (p. 88)",
  },
  {
    food: "Lentil, Improve, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (Canada)",
    gi: 15,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1295 (p. 88)",
  },
  {
    food: "Lentil, Redberry, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (Canada)",
    gi: 13,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1296 (p. 88)",
  },
  {
    food: "Lentil, Redbow, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (Canada)",
    gi: 18,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1297 (p. 88)",
  },
  {
    food: "Lentil, Redcliff, washed, brought to boil in water (1:2.5 seed:water ratio) at 500°C (~11 min), once boiling was achieved temperature reduced to 280°C and continued to boil until soft (Saskatchewan Pulse Growers, Canada) (Canada)",
    gi: 18,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1298 (p. 88)",
  },
  {
    food: "Lentils, brown, canned, drained, Edgell's™ brand (Simplot Australia, Australia) (Australia)",
    gi: 42,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1299 (p. 88)",
  },
  { food: "Lentils", gi: 32, source: "atkinson2008", where: "Table 1, row “Lentils”" },
  // chickpeas
  {
    food: "Chickpeas, canned, drained (Edgell, Simplot Australia, Australia) (Australia)",
    gi: 35,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1284 (p. 87)",
  },
  {
    food: "Chickpeas (Garbanzo beans, Bengal gram), canned, drained, Edgell's™ brand (Simplot Australia, Australia) (Australia)",
    gi: 38,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1285 (p. 87)",
  },
  { food: "Chickpeas", gi: 28, source: "atkinson2008", where: "Table 1, row “Chickpeas”" },
  // dried beans
  {
    food: "Dark Red Kidney beans, canned in brine, drained, Edgell's™ brand (Simplot Australia, Australia) (Australia)",
    gi: 43,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1289 (p. 87)",
  },
  {
    food: "Red Kidney beans, canned, drained, Edgell's™ brand (Simplot Australia, Australia) (Australia)",
    gi: 36,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1290 (p. 87)",
  },
  {
    food: "Butter beans, canned, drained, Edgell's™ brand (Simplot Australia, Cheltenham, Australia) (Australia)",
    gi: 36,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1304 (p. 89)",
  },
  {
    food: "Cannellini beans, canned, drained, Edgell's™ brand (Simplot Australia, Cheltenham, Australia) (Australia)",
    gi: 31,
    source: "atkinson2021",
    where: "Supplemental Table 1, Legumes, food no. 1305 (p. 89)",
  },
  { food: "Kidney beans", gi: 24, source: "atkinson2008", where: "Table 1, row “Kidney beans”" },
  // oats/porridge
  {
    food: "Instant oats, cooked in microwave for 2.5 min (Quaker Quick Oats; Peterborough, Ontario) (Canada)",
    gi: 76,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 426 (p. 30)",
  },
  {
    food: "Instant oat porridge, cooked in microwave with water (Uncle Toby's, Australia) (Australia)",
    gi: 82,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 427 (p. 30)",
  },
  {
    food: "Instant oat cereal porridge, prepared with 348 g water (UK)",
    gi: 83,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 428 (p. 30)",
  },
  {
    food: "Instant oat porridge, prepared with water, cooked (Australia)",
    gi: 87,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 429 (p. 30)",
  },
  {
    food: "Porridge oats (Freedom Foods, Australia) (Australia)",
    gi: 50,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 430 (p. 30)",
  },
  {
    food: "Porridge oats, traditional (Lowan Whole Foods, Australia) (Australia)",
    gi: 51,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 431 (p. 30)",
  },
  {
    food: "Porridge oats (China)",
    gi: 55,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 432 (p. 30)",
  },
  {
    food: "Porridge, Traditional Rolled Oats (Woolworths Select brand, Australia) (Australia)",
    gi: 57,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 433 (p. 31)",
  },
  {
    food: "Porridge (Hubbards, New Zealand) (New Zealand)",
    gi: 58,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 434 (p. 31)",
  },
  {
    food: "Porridge, Scottish, made with water, cooked in microwave (UK)",
    gi: 63,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 435 (p. 31)",
  },
  {
    food: "Oat porridge made from 0.5-0.6 mm thick rolled oat flakes, cooked for 10 min (Elovena, Raisio Group Ltd, Raisio, Finland) (Finland)",
    gi: 76,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 436 (p. 31)",
  },
  {
    food: "Porridge, made from steel-cut oats, cooked in water (Australia)",
    gi: 48,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 438 (p. 31)",
  },
  {
    food: "Porridge, made from steel-cut oats, Moulamein™, cooked in water (Australia)",
    gi: 51,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 439 (p. 31)",
  },
  {
    food: "Porridge, made from steel-cut oats, cooked in water (USA)",
    gi: 52,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 440 (p. 31)",
  },
  {
    food: "Porridge, made from steel-cut oats, cooked in water (Meebags, Sunny International Trading Pty Ltd) (Australia)",
    gi: 53,
    source: "atkinson2021",
    where: "Supplemental Table 1, Breakfast cereals, food no. 441 (p. 31)",
  },
  {
    food: "Porridge, rolled oats",
    gi: 55,
    source: "atkinson2008",
    where: "Table 1, row “Porridge, rolled oats”",
  },
  {
    food: "Instant oat porridge",
    gi: 79,
    source: "atkinson2008",
    where: "Table 1, row “Instant oat porridge”",
  },
  // white pasta
  {
    food: "Spaghetti n°5 (Barilla, Italy) (Italy)",
    gi: 33,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1465 (p. 99)",
  },
  {
    food: "Spaghetti, white, boiled 15 min in salted water (Unico, Concord, ON, Canada) (Canada)",
    gi: 44,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1466 (p. 99)",
  },
  {
    food: "Spaghetti, white (Unico, Canada) (Canada)",
    gi: 45,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1467 (p. 99)",
  },
  {
    food: "Spaghetti, white (Nishin Shokuhin, Japan) (Japan)",
    gi: 46,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1468 (p. 100)",
  },
  {
    food: "Spaghetti, white (Unico, Canada) (Canada)",
    gi: 48,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1469 (p. 100)",
  },
  {
    food: "Spaghetti, Svevo 2017 durum wheat line (Italy)",
    gi: 48,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1470 (p. 100)",
  },
  {
    food: "Spaghetti, white (Vetta, Greens Foods, Glendenning, Australia), boiled for 12 min (Australia)",
    gi: 49,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1471 (p. 100)",
  },
  {
    food: "Spaghetti n°12 (De Cecco, Italy) (Italy)",
    gi: 50,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1472 (p. 100)",
  },
  {
    food: "Spaghetti classici (Voiello, Italy) (Italy)",
    gi: 51,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1473 (p. 100)",
  },
  {
    food: "Spaghetti, Svevo 2016 durum wheat line (Italy)",
    gi: 52,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1474 (p. 100)",
  },
  {
    food: "Spaghetti pasta, dried (Budget, Safeway Traders Ltd, New Zealand) (New Zealand)",
    gi: 56,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1475 (p. 100)",
  },
  {
    food: "Fusilli pasta twists (Tesco Stores Ltd, UK), boiled 10 min in salted water (UK)",
    gi: 61,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1439 (p. 98)",
  },
  {
    food: "Penne, durum wheat flour (Barilla, Italy) (Italy)",
    gi: 50,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1454 (p. 99)",
  },
  {
    food: "Penne mezzane, durum wheat flour (De Cecco, Italy) (Italy)",
    gi: 47,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1455 (p. 99)",
  },
  {
    food: "Penne pasta, white (SanRemo Penne, San Remo Macaroni Co. Pty Ltd, SA), tested by subjects with a low AMY1 copy number (Australia)",
    gi: 44,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1456 (p. 99)",
  },
  {
    food: "Penne pasta, white (SanRemo Penne, San Remo Macaroni Co. Pty Ltd, SA), tested by subjects with a high AMY1 copy number (Australia)",
    gi: 50,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1457 (p. 99)",
  },
  {
    food: "Pennette rigate, durum wheat flour (Barilla, Italy) (Italy)",
    gi: 53,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1459 (p. 99)",
  },
  {
    food: "Macaroni short pasta (ANCO professional, Soubry N.V., Roeselare, Belgium) (Belgium)",
    gi: 63,
    source: "atkinson2021",
    where: "Supplemental Table 1, Pasta and noodles, food no. 1492 (p. 101)",
  },
  {
    food: "Spaghetti, white",
    gi: 49,
    source: "atkinson2008",
    where: "Table 1, row “Spaghetti, white”",
  },
  // potato
  {
    food: "Bintje potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (Australia)",
    gi: 94,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1810 (p. 121)",
  },
  {
    food: "Carisma potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (Australia)",
    gi: 53,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1811 (p. 121)",
  },
  {
    food: "Carisma potato, baby, peeled, cut into slices 1 cm thick, boiled for 8 min (Australia)",
    gi: 57,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1812 (p. 121)",
  },
  {
    food: "Charlotte potato, peeled, quartered, boiled 15 min (UK)",
    gi: 66,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1813 (p. 121)",
  },
  {
    food: "Charlotte potato, unpeeled, cut into slices 1 cm thick, boiled for 8 min (Australia)",
    gi: 68,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1814 (p. 121)",
  },
  {
    food: "Desiree potato, peeled, boiled 35 min (Australia)",
    gi: 101,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1815 (p. 121)",
  },
  {
    food: "Desiree potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (Australia)",
    gi: 74,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1816 (p. 121)",
  },
  {
    food: "Desiree potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (Australia)",
    gi: 79,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1817 (p. 121)",
  },
  {
    food: "Estima potato, peeled, quartered, boiled 15 min (UK)",
    gi: 66,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1818 (p. 122)",
  },
  {
    food: "King Edward potato, peeled, quartered, boiled 15 min in unsalted water (UK)",
    gi: 75,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1819 (p. 122)",
  },
  {
    food: "Maiflower potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (Australia)",
    gi: 103,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1820 (p. 122)",
  },
  {
    food: "Marfona potato, peeled, quartered, boiled 15 min in unsalted water (UK)",
    gi: 56,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1821 (p. 122)",
  },
  {
    food: "Maris Piper potato, peeled, quartered, boiled 15 min in unsalted water (UK)",
    gi: 85,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1822 (p. 122)",
  },
  {
    food: "Nicola potato, peeled, quartered, boiled 15 min (UK)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1823 (p. 122)",
  },
  {
    food: "Nicola potato, unpeeled, boiled whole for 15 min (Australia)",
    gi: 58,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1824 (p. 122)",
  },
  {
    food: "Nicola potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (Australia)",
    gi: 69,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1825 (p. 122)",
  },
  {
    food: "Pontiac potato, peeled, boiled 35 min (Australia)",
    gi: 88,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1826 (p. 122)",
  },
  {
    food: "Russet Burbank potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (Australia)",
    gi: 82,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1827 (p. 122)",
  },
  {
    food: "Sebago potato, peeled, boiled for 35 min (Australia)",
    gi: 87,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1828 (p. 122)",
  },
  {
    food: "Virginia Rose potato, peeled, cut into 5 cm by 5 cm slices, at a thickness of 0.5 cm, boiled for 8-9 min (Australia)",
    gi: 93,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1829 (p. 122)",
  },
  {
    food: "Irish potato (Solanum tuberosum), peeled, cubed, boiled 30 min (Jamaica)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1839 (p. 123)",
  },
  {
    food: "New potato, unpeeled and boiled 20 min (Australia)",
    gi: 78,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1841 (p. 123)",
  },
  {
    food: "Potato, NS, boiled (China)",
    gi: 66,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1842 (p. 123)",
  },
  {
    food: "Red potatoes, boiled with skin on in salted water for 12 min (Canada)",
    gi: 89,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1843 (p. 123)",
  },
  {
    food: "Potato, frozen peeled cubes, boiled (McCain Purely Potato Cubes, McCains, Wendouree, VIC, Australia) (Australia)",
    gi: 70,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1844 (p. 123)",
  },
  {
    food: "Irish potato (Solanum tuberosum), peeled, baked 45 min (Jamaica)",
    gi: 83,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1808 (p. 121)",
  },
  {
    food: "Pontiac potato, peeled and baked (Australia)",
    gi: 93,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1809 (p. 121)",
  },
  {
    food: "Irish potato (Solanum tuberosum), peeled, fried in vegetable oil (Jamaica)",
    gi: 70,
    source: "atkinson2021",
    where: "Supplemental Table 1, Vegetables, food no. 1871 (p. 125)",
  },
  {
    food: "Potato, boiled",
    gi: 78,
    source: "atkinson2008",
    where: "Table 1, row “Potato, boiled”",
  },
  {
    food: "Potato, instant mashed",
    gi: 87,
    source: "atkinson2008",
    where: "Table 1, row “Potato, instant mashed”",
  },
  {
    food: "Potato, french fries",
    gi: 63,
    source: "atkinson2008",
    where: "Table 1, row “Potato, french fries”",
  },
  // table sugar (sucrose)
  {
    food: "Sucrose (Australia)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1768 (p. 118)",
  },
  {
    food: "Sucrose, cane sugar (Australia)",
    gi: 60,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1769 (p. 118)",
  },
  {
    food: "Sucrose (Australia)",
    gi: 61,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1770 (p. 118)",
  },
  {
    food: "Sucrose (Germany)",
    gi: 64,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1771 (p. 118)",
  },
  {
    food: "Sucrose (Germany)",
    gi: 66,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1772 (p. 118)",
  },
  {
    food: "Sucrose (China)",
    gi: 84,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1774 (p. 119)",
  },
  {
    food: "Sugar, refined (Sadam-Eridania, Italy) (Italy)",
    gi: 91,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1777 (p. 119)",
  },
  { food: "Sucrose", gi: 65, source: "atkinson2008", where: "Table 1, row “Sucrose”" },
  // honey
  {
    food: "Yellow box honey (46% fructose) (Australia)",
    gi: 35,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1748 (p. 117)",
  },
  {
    food: "Stringy Bark honey (52% fructose) (Australia)",
    gi: 44,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1749 (p. 117)",
  },
  {
    food: "Red Gum honey (35% fructose) (Australia)",
    gi: 46,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1750 (p. 117)",
  },
  {
    food: "Iron Bark honey (34% fructose) (Australia)",
    gi: 48,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1751 (p. 117)",
  },
  {
    food: "Capilano Premium Honey, blend of eucalypt & floral honeys (Capilano Honey Limited, QLD, Australia) (Australia)",
    gi: 51,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1752 (p. 117)",
  },
  {
    food: "Yapunya honey (42 % fructose) (Australia)",
    gi: 52,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1753 (p. 117)",
  },
  {
    food: "HDI Clover Honey with Bee Pollen (PT. Harmoni Dinamik) (New Zealand)",
    gi: 53,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1754 (p. 117)",
  },
  {
    food: "Leabrook Farms Yellow box honey (Spring Gully Foods Pty Ltd, SA, Australia) (Australia)",
    gi: 60,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1755 (p. 117)",
  },
  {
    food: "Commercial Blend honey (38% fructose) (WA blend, Capilano Honey Ltd., Australia) (Australia)",
    gi: 62,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1756 (p. 117)",
  },
  {
    food: "Salvation Jane honey (32% fructose) (Australia)",
    gi: 64,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1757 (p. 117)",
  },
  {
    food: "Manuka honey, MGO 440+ (Manuka Health New Zealand Ltd) (New Zealand)",
    gi: 65,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1758 (p. 118)",
  },
  {
    food: "Clover honey, ratio of fructose: glucose, 1.09 (Vazza Farms, Hermiston, OR, USA) (USA)",
    gi: 69,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1759 (p. 118)",
  },
  {
    food: "Commercial Blend honey (28% fructose) (NSW blend, Capilano Honey Ltd., Australia) (Australia)",
    gi: 72,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1760 (p. 118)",
  },
  {
    food: "Buckwheat honey, ratio of fructose:glucose, 1.12 (Vazza Farms, USA) (USA)",
    gi: 73,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1761 (p. 118)",
  },
  {
    food: "Cotton honey, ratio of fructose:glucose, 1.03 (Gene Brandi Apiaries, Los Banos, CA, USA) (USA)",
    gi: 74,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1762 (p. 118)",
  },
  {
    food: "Honey, NS (China)",
    gi: 74,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1763 (p. 118)",
  },
  {
    food: "Tupelo honey, ratio of fructose:glucose, 1.54 (Tropical Blossom Honey Co, Edgewater, FL, USA) (USA)",
    gi: 74,
    source: "atkinson2021",
    where: "Supplemental Table 1, Sugars and syrups, food no. 1764 (p. 118)",
  },
  { food: "Honey", gi: 61, source: "atkinson2008", where: "Table 1, row “Honey”" },
  // dates
  {
    food: "Dates, Deglet noir variety (Algeria)",
    gi: 52,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1101 (p. 74)",
  },
  {
    food: "Dates, H'mira variety (Algeria)",
    gi: 48,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1103 (p. 74)",
  },
  {
    food: "Dates, NS (Canada)",
    gi: 68,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1108 (p. 75)",
  },
  {
    food: "Dates, Tinissine variety (Algeria)",
    gi: 44,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1109 (p. 75)",
  },
  {
    food: "Dates, Ajwah cultivar, Tamer stage (Saudi Arabia)",
    gi: 60,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1110 (p. 75)",
  },
  {
    food: "Dates, Khudri cultivar, Tamer stage (Saudi Arabia)",
    gi: 62,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1113 (p. 75)",
  },
  {
    food: "Dates, Maktoomi cultivar, Tamer stage (Saudi Arabia)",
    gi: 71,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1114 (p. 75)",
  },
  {
    food: "Dates, Medjool cultivar, Tamer stage (Saudi Arabia)",
    gi: 55,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1115 (p. 75)",
  },
  {
    food: "Dates, Nabtat-ali cultivar, Tamer stage (Saudi Arabia)",
    gi: 60,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1116 (p. 75)",
  },
  {
    food: "Dates, Nabtat-seyf cultivar, Tamer stage (Saudi Arabia)",
    gi: 54,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1117 (p. 75)",
  },
  {
    food: "Dates, Osilah cultivar, Tamer stage (Saudi Arabia)",
    gi: 57,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1118 (p. 75)",
  },
  {
    food: "Dates, Rashodia cultivar, Tamer stage (Saudi Arabia)",
    gi: 51,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1119 (p. 75)",
  },
  {
    food: "Dates, Ruthana cultivar, Tamer stage (Saudi Arabia)",
    gi: 53,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1120 (p. 75)",
  },
  {
    food: "Dates, Sag'ai cultivar, Tamer stage (Saudi Arabia)",
    gi: 45,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1121 (p. 75)",
  },
  {
    food: "Dates, Sayer, dried, Trident™ brand (Australia)",
    gi: 56,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1122 (p. 76)",
  },
  {
    food: "Dates, Sellaj cultivar, Tamer stage (Saudi Arabia)",
    gi: 75,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1123 (p. 76)",
  },
  {
    food: "Dates, Shaqra cultivar, Tamer stage (Saudi Arabia)",
    gi: 43,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1124 (p. 76)",
  },
  {
    food: "Dates, Shishi cultivar, Tamer stage (Saudi Arabia)",
    gi: 50,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1125 (p. 76)",
  },
  {
    food: "Dates, Sukkary cultivar, Tamer stage (Saudi Arabia)",
    gi: 43,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1126 (p. 76)",
  },
  {
    food: "Dates, Um-Kabar cultivar, Tamer stage (Saudi Arabia)",
    gi: 59,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1127 (p. 76)",
  },
  {
    food: "Dates, Wannanah cultivar, Tamer stage (Saudi Arabia)",
    gi: 51,
    source: "atkinson2021",
    where: "Supplemental Table 1, Fruit and fruit products, food no. 1128 (p. 76)",
  },
  { food: "Dates, raw", gi: 42, source: "atkinson2008", where: "Table 1, row “Dates, raw”" },
  {
    food: "Dates, Ghars cultivar (Algeria); 28 non-diabetic volunteers",
    gi: 43.27,
    source: "ghardaiaDates",
    where: "Abstract",
  },
  {
    food: "Dates, Deglet Nour cultivar (Algeria); 28 non-diabetic volunteers",
    gi: 52.22,
    source: "ghardaiaDates",
    where: "Abstract",
  },
  {
    food: "Dates, Degla Beida cultivar (Algeria); 28 non-diabetic volunteers",
    gi: 53.95,
    source: "ghardaiaDates",
    where: "Abstract",
  },
  {
    food: "Dates, Addela cultivar (Algeria); 28 non-diabetic volunteers",
    gi: 42.11,
    source: "ghardaiaDates",
    where: "Abstract",
  },
  {
    food: "Dates, Fara'd variety, Tamer stage (UAE); 13 healthy subjects",
    gi: 54,
    source: "alkaabi2011",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Lulu variety, Tamer stage (UAE); 13 healthy subjects",
    gi: 53.5,
    source: "alkaabi2011",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Bo ma'an variety, Tamer stage (UAE); 13 healthy subjects",
    gi: 46.3,
    source: "alkaabi2011",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Dabbas variety, Tamer stage (UAE); 13 healthy subjects",
    gi: 49.1,
    source: "alkaabi2011",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Khalas variety, Tamer stage (UAE); 13 healthy subjects",
    gi: 55.1,
    source: "alkaabi2011",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Khalas, rutab (UAE); healthy volunteers",
    gi: 47.2,
    source: "miller2003",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Khalas, traditionally stored (UAE); healthy volunteers",
    gi: 45.3,
    source: "miller2003",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Khalas, commercial (UAE); healthy volunteers",
    gi: 35.5,
    source: "miller2003",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Barhi, commercially processed (UAE); normal volunteers",
    gi: 49.7,
    source: "miller2002",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Bo ma'an, commercially processed (UAE); normal volunteers",
    gi: 30.5,
    source: "miller2002",
    where: "Abstract, Results",
  },
  {
    food: "Dates, Khulas, eaten with water (tested in the UK); 10 healthy subjects",
    gi: 55,
    source: "alMssallem2013",
    where: "Abstract, Results",
  },
];
