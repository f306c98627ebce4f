// The longest meal name the API and the calculator accept, in characters (code points, as a
// visitor counts them). Its own module so the calculator can read it without loading zod.
export const MEAL_NAME_MAX_LENGTH = 100;
