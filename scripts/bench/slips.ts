/**
 * Questions with one slip of the keyboard, made from questions the assistant answers: a letter left
 * out, a letter typed twice, two neighbours swapped, in one word of five letters or more. Deterministic
 * (a seed per question), so that two runs compare. Typos written by hand are few; these measure how
 * well any answered question survives one (decision 021).
 */
export const SLIP_KINDS = ["dropped", "doubled", "swapped"] as const;
export type SlipKind = (typeof SLIP_KINDS)[number];

/** A small linear congruential generator: the same question always gets the same slips. */
function generator(seedText: string) {
  let seed = [...seedText].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 2147483647, 7);
  return (below: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % below;
  };
}

/** The question with one slip of `kind`, or undefined when it has no word of five letters or more. */
export function withSlip(question: string, kind: SlipKind): string | undefined {
  const random = generator(`${kind}:${question}`);
  const long = [...question.matchAll(/\p{L}{5,}/gu)];
  if (long.length === 0) return undefined;
  const match = long[random(long.length)]!;
  const word = match[0];
  // Never the first letter: people seldom miss it, and a changed first letter is often another word.
  const at = 1 + random(word.length - 2);
  const slipped =
    kind === "dropped"
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === "doubled"
        ? word.slice(0, at) + word[at] + word.slice(at)
        : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return question.slice(0, match.index) + slipped + question.slice(match.index + word.length);
}
