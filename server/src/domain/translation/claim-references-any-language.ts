/**
 * The word for "claim" in each language the translator offers, singular and plural, so references can be
 * compared across a translation ("of claim 2" / "nach Anspruch 2" / "selon la revendication 2" /
 * "según la reivindicación 2" / "請求項2" / "权利要求2" / "청구항 2").
 */
const CLAIM_WORD = String.raw`(?:claims?|Anspr(?:u|ü)ch(?:e|s|es)?|revendications?|reivindicaci(?:o|ó)n(?:es)?|請求項|权利要求|權利要求|청구항)`;
/** Words and signs joining the numbers of one reference, and those among them that make a range. */
const JOINER = String.raw`(?:\s*(?:,|;|-|–|~|〜|～|至|到|乃至|から|或|和|及|或者|및|또는|내지|bis|und|oder|à|et|ou|a|y|o|to|through|or|and(?:\/or)?)\s*)`;
const RANGE = /^(?:-|–|~|〜|～|至|到|乃至|から|내지|bis|à|a|to|through)$/i;
const REFERENCE = new RegExp(String.raw`${CLAIM_WORD}\s*(?:Nr\.\s*|n°\s*|第\s*)?(\d+)((?:${JOINER}(?:${CLAIM_WORD}\s*)?\d+)*)`, 'giu');

/** The claim numbers a claim refers to, in any of the offered languages, ranges expanded, ascending. */
export function referencedClaims(text: string): number[] {
  const numbers = new Set<number>();
  for (const match of text.matchAll(REFERENCE)) {
    const tokens = [...match[0].matchAll(/(\d+)|([^\d\s,;]+|[,;])/gu)].filter((t) => t[1] || RANGE.test(t[2] ?? '') || /^[,;]$/.test(t[2] ?? ''));
    let previous: number | undefined;
    let range = false;
    for (const token of tokens) {
      if (token[1]) {
        const value = Number(token[1]);
        if (range && previous !== undefined && value > previous && value - previous <= 200) for (let n = previous + 1; n < value; n += 1) numbers.add(n);
        numbers.add(value);
        previous = value;
        range = false;
      } else range = RANGE.test(token[2] ?? '');
    }
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The text with its claim references blanked (same length), so their numbers are not counted as numerals. */
export function withoutClaimReferences(text: string): string {
  return text.replace(REFERENCE, (m) => ' '.repeat(m.length));
}
