/**
 * Antecedent errors made on purpose in a real claim: the phrase that introduces a term ("a drive shaft") is
 * deleted, so its first later reference ("the drive shaft", "said drive shaft") has no antecedent left. A term
 * counts only when nothing else before that reference names it, so every injection is a certain defect.
 */
export interface Injection {
  term: string;
  /** The claim with the introducing phrase deleted. */
  claim: string;
  /** Offset in `claim` of the reference that lost its antecedent ("the"/"said"). */
  at: number;
}

/** Words that open a quantity or an ordinal rather than a term ("a plurality of", "a first"). */
const NOT_A_TERM = /^(?:plurality|portion|number|pair|set|series|group|first|second|third|fourth|one|least|more|each|part|kind|type|way|method|process|system|apparatus|device)$/i;
const MAX_TERM_WORDS = 3;
/** What may follow a whole noun phrase: its term ends there ("a support seat provided", "a housing; and"). */
const AFTER_TERM = /^(?:[^\w\s-]|\s*$|\s+(?:with|having|has|for|to|of|in|on|at|and|or|that|which|wherein|whereby|configured|adapted|operable|coupled|connected|mounted|attached|disposed|being|is|are|provided|positioned|located|formed|extending|comprising|including|between|from|by|through|into|the|a|an|said|when|where|such|so|as|each|defining|arranged)\b)/i;

export function deletionInjections(text: string, perClaim = 3): Injection[] {
  const injections: Injection[] = [];
  const seen = new Set<string>();
  for (const intro of text.matchAll(/\b(?:a|an)\s+([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})/g)) {
    const words = (intro[1] ?? '').split(/\s+/);
    if (NOT_A_TERM.test(words[0] ?? '')) continue;
    const start = intro.index;
    for (let n = Math.min(MAX_TERM_WORDS, words.length); n >= 1; n -= 1) {
      const term = words.slice(0, n).join(' ');
      const lower = term.toLowerCase();
      const introEnd = start + intro[0].indexOf(intro[1] ?? '') + term.length;
      const after = text.slice(introEnd);
      if (!AFTER_TERM.test(after)) continue;
      const reference = new RegExp(`\\b(?:the|said)\\s+${escape(term)}(?![\\w-])`, 'i').exec(after);
      if (!reference || seen.has(lower)) continue;
      const before = text.slice(0, start) + after.slice(0, reference.index);
      // Another mention before the reference would still introduce it.
      if (new RegExp(`(?<![\\w-])${escape(term)}(?:e?s)?(?![\\w-])`, 'i').test(before)) break;
      seen.add(lower);
      const claim = `${text.slice(0, start)}${text.slice(introEnd).replace(/^\s/, '')}`;
      const removed = introEnd - start + (/^\s/.test(text.slice(introEnd)) ? 1 : 0);
      injections.push({ term, claim, at: introEnd + reference.index - removed });
      break;
    }
    if (injections.length >= perClaim) break;
  }
  return injections;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
