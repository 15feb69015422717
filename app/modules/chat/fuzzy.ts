/**
 * Typo tolerance: a word the index does not know is replaced by the closest known word, within one
 * edit for words of five to seven letters and two for longer ones (insertions, deletions, substitutions and swaps of two
 * neighbouring letters). Candidates are bucketed by length, so a lookup only compares words that can
 * be close enough.
 */

/** Optimal string alignment distance, giving up as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  // Three rolling rows are enough for adjacent transpositions.
  let previous2 = new Array<number>(cols).fill(0);
  let previous = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[cols - 1]!;
}

/** How many edits a word of this length may need to still count as a typo. */
export const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

export class Vocabulary {
  private readonly byLength = new Map<number, string[]>();
  private readonly weights = new Map<string, number>();

  /** `weight` breaks ties between equally close words (more frequent words win). */
  add(word: string, weight = 1) {
    const known = this.weights.get(word);
    if (known !== undefined) {
      this.weights.set(word, known + weight);
      return;
    }
    this.weights.set(word, weight);
    const bucket = this.byLength.get(word.length);
    if (bucket) bucket.push(word);
    else this.byLength.set(word.length, [word]);
  }

  has(word: string) {
    return this.weights.has(word);
  }

  /** The closest known word within the allowed edits, or undefined. */
  closest(word: string): { word: string; distance: number } | undefined {
    const max = allowedEdits(word.length);
    if (max === 0) return undefined;
    let best: { word: string; distance: number; weight: number } | undefined;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const distance = editDistance(word, candidate, max);
        if (distance > max) continue;
        const weight = this.weights.get(candidate) ?? 0;
        if (!best || distance < best.distance || (distance === best.distance && weight > best.weight)) {
          best = { word: candidate, distance, weight };
        }
      }
    }
    return best && { word: best.word, distance: best.distance };
  }
}
