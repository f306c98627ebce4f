/** The longest text «ماذا أكلت؟» reads, in characters (the field and the API refuse longer). */
export const MEAL_TEXT_MAX_LENGTH = 500;
