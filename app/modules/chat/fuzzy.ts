/**
 * Typo tolerance: a word the index does not know is read as the closest known word, within one edit
 * for words of four to seven letters and two for longer ones. The lookup is MiniSearch's radix tree
 * (`SearchableMap.fuzzyGet`, Levenshtein distance); a swap of two neighbouring letters, which
 * Levenshtein counts as two edits, counts as one here, as people make it in one slip (decision 021).
 */
import SearchableMap from "minisearch/SearchableMap";

/** How many edits a word of this length may need to still count as a typo. */
export const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** "prochian" / "prochain": the same letters, two neighbours swapped once. */
function isOneSwap(a: string, b: string) {
  if (a.length !== b.length) return false;
  const differences: number[] = [];
  for (let index = 0; index < a.length; index++) {
    if (a[index] !== b[index]) differences.push(index);
    if (differences.length > 2) return false;
  }
  const [first, second] = differences;
  return first !== undefined && second === first + 1 && a[first] === b[second] && a[second] === b[first];
}

/** One slip apart: a letter left out, added or changed, or two neighbours swapped ("wal", "wall"). */
export function isOneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    let differences = 0;
    for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) differences += 1;
    return differences === 1 || isOneSwap(a, b);
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  for (let at = 0; at < longer.length; at++)
    if (longer.slice(0, at) + longer.slice(at + 1) === shorter) return true;
  return false;
}

/** Every word that is `word` with one letter of `alphabet` more, never before its first letter. */
export function withOneLetterMore(word: string, alphabet: string): string[] {
  const found = new Set<string>();
  for (let at = 1; at <= word.length; at++)
    for (const letter of alphabet) found.add(word.slice(0, at) + letter + word.slice(at));
  return [...found];
}

/** Every word that is `word` with two neighbouring letters swapped, never its first. */
export function withNeighboursSwapped(word: string): string[] {
  const found = new Set<string>();
  for (let at = 1; at < word.length - 1; at++) {
    if (word[at] !== word[at + 1])
      found.add(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  }
  return [...found];
}

export class Vocabulary {
  private readonly weights = new SearchableMap<number>();

  /** `weight` breaks ties between equally close words (more frequent words win). */
  add(word: string, weight = 1) {
    this.weights.update(word, (known = 0) => known + weight);
  }

  has(word: string) {
    return this.weights.has(word);
  }

  /** How often the word was added (0 when it never was). */
  weight(word: string) {
    return this.weights.get(word) ?? 0;
  }

  /** The closest known word within the allowed edits (by default, by the word's length), or undefined. */
  closest(word: string, edits?: number): { word: string; distance: number } | undefined {
    const max = edits ?? allowedEdits(word.length);
    if (max === 0) return undefined;
    let best: { word: string; distance: number; weight: number; isSameStart: boolean } | undefined;
    // A swap costs two Levenshtein edits: look that far, then keep only what is allowed.
    for (const [candidate, [weight, levenshtein]] of this.weights.fuzzyGet(word, Math.max(max, 2))) {
      const distance = levenshtein === 2 && isOneSwap(word, candidate) ? 1 : levenshtein;
      if (distance > max) continue;
      // Slips seldom touch a word's first letter: "emal" is "email" before "amal".
      const isSameStart = candidate[0] === word[0];
      const isBetter =
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (isSameStart !== best.isSameStart ? isSameStart : weight > best.weight));
      if (isBetter) best = { word: candidate, distance, weight, isSameStart };
    }
    return best && { word: best.word, distance: best.distance };
  }
}
