/**
 * Darija written in Latin letters ("Arabizi": "ch7al kaykhelso f l'atelier?") as the Arabic-script
 * words it may spell. Arabizi writes no fixed spelling: digits stand for letters Latin lacks (3 ع,
 * 7 ح, 9 ق, 5 خ, 2 ء), one Latin letter stands for two Arabic ones (t ت or ط, s س or ص), and short
 * vowels are written or not. So a word gives every Arabic spelling it may be, likeliest first, for
 * the index to keep the one it knows (decision 021). Listed words (`ARABIZI` in ./darija) are read
 * before this; nothing here names a piece of content.
 */

/** Letters and digraphs, each with the Arabic letters it may stand for, likeliest first. */
const UNITS: ReadonlyArray<readonly [latin: string, arabic: readonly string[]]> = [
  ["ch", ["ش"]],
  ["sh", ["ش"]],
  ["kh", ["خ"]],
  ["gh", ["غ"]],
  ["dj", ["ج"]],
  ["th", ["ث", "ت"]],
  ["ou", ["و", ""]],
  ["oo", ["و"]],
  ["b", ["ب"]],
  ["p", ["ب"]],
  ["t", ["ت", "ط"]],
  ["j", ["ج"]],
  ["d", ["د", "ض"]],
  ["r", ["ر"]],
  ["z", ["ز"]],
  ["s", ["س", "ص"]],
  ["f", ["ف"]],
  ["v", ["ف"]],
  ["q", ["ق"]],
  ["k", ["ك"]],
  ["c", ["ك"]],
  ["g", ["ك", "غ"]],
  ["l", ["ل"]],
  ["m", ["م"]],
  ["n", ["ن"]],
  ["h", ["ه", "ح"]],
  ["w", ["و"]],
  ["x", ["خ"]],
  ["y", ["ي"]],
  // The hamza, which folding drops, on its alef.
  ["2", ["ا"]],
  ["3", ["ع"]],
  ["5", ["خ"]],
  ["6", ["ط"]],
  ["7", ["ح"]],
  ["8", ["غ", "ه"]],
  ["9", ["ق"]],
  // Vowels: a long one is written with a letter, a short one is not.
  ["a", ["", "ا"]],
  ["e", [""]],
  ["i", ["ي", ""]],
  ["o", ["و", ""]],
  ["u", ["و", ""]],
];

/** Enough spellings for the words people write; past it, the likeliest ones are kept. */
const MAX_SPELLINGS = 512;

const ARABIZI_WORD = /^[a-z0-9]*[a-z][a-z0-9]*$/;

/**
 * The Arabic spellings (folded: ة as ه, no hamza) a word of Arabizi may stand for, likeliest first;
 * none for a word that is not Latin letters and digits.
 */
export function arabicSpellingsOf(word: string): string[] {
  if (!ARABIZI_WORD.test(word) || /^\d+$/.test(word)) return [];
  const parts: (readonly string[])[] = [];
  let at = 0;
  // "lmatch", "l3oum": the article glued to its word; before two consonants, also with the opening
  // alef that speech drops ("ljtima3", الاجتماع).
  if (/^l[^aeiou]/.test(word) && word.length >= 4) {
    parts.push(/^l[^aeiou0-9][^aeiou]/.test(word) ? ["ال", "ل", "الا"] : ["ال", "ل"]);
    at = 1;
  }
  // A word opening on a vowel writes it on an alef ("ina", اينا; "ousbou3", اسبوع).
  const opening = /^(?:ou|[aeiou])/.exec(word.slice(at));
  if (at === 0 && opening) {
    const vowel = opening[0];
    parts.push(vowel === "i" ? ["اي", "ا"] : vowel === "a" || vowel === "e" ? ["ا"] : ["او", "ا"]);
    at = vowel.length;
  }
  while (at < word.length) {
    const unit = UNITS.find(([latin]) => word.startsWith(latin, at));
    if (!unit) return [];
    const [latin, arabic] = unit;
    // A letter written twice is one letter, doubled in speech ("kaykhelles").
    const isDouble = latin.length === 1 && word[at + latin.length] === latin && /[a-z]/.test(latin);
    const isLast = at + latin.length * (isDouble ? 2 : 1) >= word.length;
    // A final "a" is often the feminine ending ("khiyata", خياطة).
    parts.push(isLast && latin === "a" ? ["ه", "ا", ""] : arabic);
    at += latin.length * (isDouble ? 2 : 1);
  }
  let spellings = [""];
  for (const options of parts) {
    const next: string[] = [];
    for (const spelling of spellings) {
      for (const option of options) {
        // "iy", "ouw": one long vowel and its consonant are one letter.
        const isRepeat = option !== "" && spelling.endsWith(option) && "يو".includes(option);
        next.push(isRepeat ? spelling : spelling + option);
        if (next.length >= MAX_SPELLINGS) break;
      }
      if (next.length >= MAX_SPELLINGS) break;
    }
    spellings = next;
  }
  return [...new Set(spellings.filter((spelling) => spelling.length >= 2))];
}
