import type { AlignedClaim } from '@iprism/shared/contracts';
import { parseClaims } from '../../modules/analysis';

/**
 * Source and translation claims side by side by claim number, both read by the report's claim parser.
 * A number only one side has is kept with null on the other.
 */
export function alignClaims(source: string, translation: string): AlignedClaim[] {
  const left = new Map(parseClaims(source).map((c) => [c.number, c.text]));
  const right = new Map(parseClaims(translation).map((c) => [c.number, c.text]));
  const numbers = [...new Set([...left.keys(), ...right.keys()])].sort((a, b) => a - b);
  return numbers.map((number) => ({ number, source: left.get(number) ?? null, translation: right.get(number) ?? null }));
}
