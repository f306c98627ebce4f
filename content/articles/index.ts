import { caloriesArticle } from "./calories";
import { macrosArticle } from "./macros";
import { carbohydratesArticle } from "./carbohydrates";

export { caloriesArticle, macrosArticle, carbohydratesArticle };

export const articles = [caloriesArticle, macrosArticle, carbohydratesArticle] as const;
