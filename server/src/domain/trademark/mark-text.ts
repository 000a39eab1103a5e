/** A mark's words: accents removed, lower case, punctuation dropped ("Coca-Cola®" → ["coca", "cola"]). */
export function markWords(mark: string): string[] {
  return mark
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The mark as one run of letters and digits, spacing and punctuation ignored ("Coca-Cola" → "cocacola"). */
export const compactMark = (mark: string): string => markWords(mark).join('');
