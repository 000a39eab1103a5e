/**
 * Antecedent errors made on purpose in a real claim: the phrase that introduces a term ("a drive shaft") is
 * deleted, so its first later reference ("the drive shaft", "said drive shaft") has no antecedent left. A term
 * counts only when nothing else before that reference names it, and not when the reference reads "the X of …",
 * which may name an inherent part needing no antecedent (MPEP 2173.05(e)), so every injection is a certain defect.
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
const STOP_WORD = /^(?:and|or|of|to|in|on|at|by|for|with|from|that|which|the|having|has|is|are|being|wherein)$/i;
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
      if (STOP_WORD.test(words[n - 1] ?? '')) continue;
      const reference = new RegExp(`\\b(?:the|said)\\s+${escape(term)}(?![\\w-])(?!\\s+of\\b)`, 'i').exec(after);
      if (!reference || seen.has(lower)) continue;
      const claim = `${text.slice(0, start)}${text.slice(introEnd).replace(/^\s/, '')}`;
      const removed = introEnd - start + (/^\s/.test(text.slice(introEnd)) ? 1 : 0);
      const at = introEnd + reference.index - removed;
      if (mentioned(term, claim.slice(0, at))) break;
      seen.add(lower);
      injections.push({ term, claim, at });
      break;
    }
    if (injections.length >= perClaim) break;
  }
  return injections;
}

/** Whether `text` names the term (or its plural): another mention would still introduce it. */
function mentioned(term: string, text: string): boolean {
  return new RegExp(`(?<![\\w-])${escape(term)}(?:e?s)?(?![\\w-])`, 'i').test(text);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
