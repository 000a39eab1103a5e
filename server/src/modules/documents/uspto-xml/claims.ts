import type { StructuredClaim } from '../extracted-document';

/** A claim as read from the source, before cross-references are resolved to claim numbers. */
export interface RawClaim {
  id: string | undefined;
  number: number;
  text: string;
  /** The ids the claim's reference marks point at. */
  refs: string[];
}

/** Leading digits of "00012", "CLM-00012" or a range "01-18" (a block of cancelled claims). */
export function numberIn(value: string | undefined): number | null {
  const match = /\d+/.exec(value ?? '');
  return match ? parseInt(match[0], 10) : null;
}

/** Resolves reference ids to claim numbers and drops the claim's own number from the start of its text. */
export function resolveClaims(raw: RawClaim[]): StructuredClaim[] {
  const byId = new Map(raw.filter((claim) => claim.id).map((claim) => [claim.id!, claim.number]));
  return raw.map(({ number, text, refs }) => {
    const targets = refs.map((ref) => byId.get(ref) ?? numberIn(ref)).filter((n): n is number => n !== null);
    return { number, text: stripOwnNumber(text, number), dependsOn: [...new Set(targets)].sort((a, b) => a - b) };
  });
}

/** Splits an IDREFS attribute value ("CLM-00001 CLM-00002"). */
export const idRefs = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

function stripOwnNumber(text: string, number: number): string {
  const match = /^(\d+)(?:\s*-\s*\d+)?\s*\.\s*/.exec(text);
  return match && parseInt(match[1]!, 10) === number ? text.slice(match[0].length) : text;
}
