// Arabic letters turned into their contextual forms (Unicode's Arabic Presentation Forms-B) and
// put in the order they are drawn, left to right. Satori shapes Arabic when it draws but
// measures a word by its letters' isolated forms, which are wider: words then stand apart by
// uneven gaps. Handed the forms themselves, in drawing order, it measures what it draws.
// Tajawal has every initial, medial and final form and the lam-alef ligatures, but none of the
// isolated forms: a letter that joins neither side stays itself, as a segment of its own (alone,
// it cannot be joined or reordered, and Satori measures it as it draws it).

type Forms = { isolated: string; final: string; initial?: string; medial?: string };

// The presentation forms of each letter, read from Unicode itself: U+FE80–U+FEFC lists each
// letter's forms in the order isolated, final[, initial, medial], and NFKC folds each form
// back to its letter (a lam-alef ligature to the two letters).
const FORMS: ReadonlyMap<string, Forms> = (() => {
  const byBase = new Map<string, string[]>();
  for (let code = 0xfe80; code <= 0xfefc; code++) {
    const form = String.fromCodePoint(code);
    const base = form.normalize("NFKC");
    if (base === form) continue;
    byBase.set(base, [...(byBase.get(base) ?? []), form]);
  }
  const table = new Map<string, Forms>();
  for (const [base, [isolated, final, initial, medial]] of byBase) {
    table.set(base, { isolated: isolated!, final: final ?? isolated!, initial, medial });
  }
  return table;
})();

const TATWEEL = "\u0640";
const MARK = /\p{M}/u;
const LAM = "\u0644";
const ALEFS = new Set(["\u0622", "\u0623", "\u0625", "\u0627"]);

/** Joins on its left (to the next letter): the dual-joining letters and the tatweel. */
const joinsNext = (letter: string | undefined) =>
  letter === TATWEEL || (letter !== undefined && FORMS.get(letter)?.initial !== undefined);
/** Joins on its right (to the previous letter): right- and dual-joining letters. */
const joinsPrevious = (letter: string | undefined) =>
  letter === TATWEEL || (letter !== undefined && (FORMS.get(letter)?.final ?? "") !== "");

interface Cluster {
  letter: string;
  marks: string;
}

function clusters(word: string): Cluster[] {
  const out: Cluster[] = [];
  for (const char of word) {
    const last = out.at(-1);
    if (MARK.test(char) && last) last.marks += char;
    else out.push({ letter: char, marks: "" });
  }
  // لا and its hamza and madda forms: one ligature (a right-joining letter of its own).
  for (let i = 0; i < out.length - 1; i++) {
    const [lam, alef] = [out[i]!, out[i + 1]!];
    if (lam.letter === LAM && ALEFS.has(alef.letter) && FORMS.has(LAM + alef.letter)) {
      out.splice(i, 2, { letter: LAM + alef.letter, marks: lam.marks + alef.marks });
    }
  }
  return out;
}

function hasFinal(letter: string): boolean {
  const forms = FORMS.get(letter);
  return forms !== undefined && forms.final !== forms.isolated;
}

/**
 * A run of Arabic letters (with marks) as Satori should draw it: segments in drawing order, left
 * to right; each is a string of contextual forms (also left to right), or one isolated letter.
 */
export function shapeArabic(word: string): string[] {
  const parts = clusters(word);
  const shaped = parts.map(({ letter, marks }, i) => {
    const forms = FORMS.get(letter);
    const previous = parts[i - 1]?.letter;
    const next = parts[i + 1]?.letter;
    const fromPrevious = forms !== undefined && joinsNext(previous) && hasFinal(letter);
    const toNext = forms?.initial !== undefined && next !== undefined && joinsPrevious(next);
    const form = fromPrevious
      ? toNext
        ? forms?.medial
        : forms?.final
      : toNext
        ? forms?.initial
        : letter.length > 1
          ? forms?.isolated // a lam-alef ligature: Tajawal has its isolated form
          : undefined;
    return { text: (form ?? letter) + marks, alone: form === undefined };
  });
  const segments: string[] = [];
  let run = "";
  for (const { text, alone } of shaped.reverse()) {
    if (!alone) {
      run += text;
      continue;
    }
    if (run) segments.push(run);
    segments.push(text);
    run = "";
  }
  if (run) segments.push(run);
  return segments;
}
