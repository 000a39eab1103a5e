import { blankArtefacts } from '../claims/claim-artefacts';
import { findClaimReferences } from '../claims/claim-references';
import { type ParsedClaim, withDependencies } from '../claims/parse-claims';

/** A claim start as an editor holds claims: a number at the start of a line, then "." or ")" and the wording. */
const CLAIM_START = /(^|\n)([ \t]*)(\d{1,4})[ \t]*[.)][ \t]*/g;

export interface DraftClaimSpan {
  number: number;
  start: number;
  bodyStart: number;
  end: number;
}

/**
 * Splits claims as they are being written. Unlike the report's splitter, which reads finished documents and
 * only accepts the next expected number, every numbered line starts a claim here, so a gap (1, 2, 4) or a
 * duplicate (2, 2) stays visible to the numbering check instead of being merged into the claim before.
 */
export function splitDraftClaims(text: string): DraftClaimSpan[] {
  const spans: DraftClaimSpan[] = [];
  for (const match of text.matchAll(CLAIM_START)) {
    const start = match.index + match[1]!.length + match[2]!.length;
    const previous = spans[spans.length - 1];
    if (previous) previous.end = trimmedEnd(text, previous.bodyStart, match.index);
    spans.push({ number: Number(match[3]), start, bodyStart: match.index + match[0].length, end: text.length });
  }
  const last = spans[spans.length - 1];
  if (last) last.end = trimmedEnd(text, last.bodyStart, last.end);
  return spans;
}

/** The draft's claims parsed with the report's reference and dependency rules; offsets are into `text`. */
export function parseDraftClaims(text: string): ParsedClaim[] {
  const clean = blankArtefacts(text);
  const claims: ParsedClaim[] = [];
  for (const span of splitDraftClaims(clean)) {
    const body = clean.slice(span.bodyStart, span.end);
    const found = findClaimReferences(body, span.number);
    const references = found.references.map((r) => ({ ...r, start: r.start + span.bodyStart, end: r.end + span.bodyStart }));
    claims.push(withDependencies({ number: span.number, text: body.replace(/\s+/g, ' ').trim(), start: span.start, bodyStart: span.bodyStart, end: span.end, body, references, alternative: found.alternative }, claims));
  }
  return claims;
}

function trimmedEnd(text: string, from: number, to: number): number {
  let end = to;
  while (end > from && /\s/.test(text[end - 1] ?? '')) end -= 1;
  return end;
}
