import { caloriesArticle } from "./calories";
import { macrosArticle } from "./macros";
import { carbohydratesArticle } from "./carbohydrates";

export { caloriesArticle, macrosArticle, carbohydratesArticle };
