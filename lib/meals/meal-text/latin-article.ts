// Arabizi writes the article joined to the word as it is said: «lkhobz» (الخبز), «l3sel»
// (العسل), «el7lib». A Latin word no spelling of which is a known word is tried again
// without it, so «l3sel» is honey; «lben» (لبن), a word of its own, is read whole first.
import { arabiziArticles } from "@/content/meals/spellings";

/** The fewest letters left after the article («lbid» is the egg, «lma» no word). */
const MIN_REST = 3;

/** The word without a joined «l» or «el» before it, or undefined when it has none. */
export function withoutJoinedArticle(word: string): string | undefined {
  const article = [...arabiziArticles]
    .sort((a, b) => b.length - a.length)
    .find((a) => word.startsWith(a) && word.length - a.length >= MIN_REST);
  return article === undefined ? undefined : word.slice(article.length);
}
