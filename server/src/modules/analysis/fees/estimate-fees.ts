import type { FeeEstimate, FeeLine } from '@iprism/shared/contracts';
import fees from './uspto-fees.json';

/** Dollars per entity size. */
export type PerEntity = { large: number; small: number; micro: number };
/** The USPTO fees in force from `effectiveDate`: the excess-claims fees the report estimates and the IDS fees. */
export interface FeeTable {
  effectiveDate: string;
  source: string;
  independentOver3: PerEntity;
  claimOver20: PerEntity;
  multipleDependent: PerEntity;
  idsSource: string;
  /** 37 CFR 1.17(p): an IDS filed under 1.97(c) or (d). */
  idsStatement: PerEntity;
  /** 37 CFR 1.17(v): IDS size fee tiers by cumulative items; null before the fee existed. */
  idsSize: { over50: PerEntity; over100: PerEntity; over200: PerEntity } | null;
}

const TABLES: readonly FeeTable[] = [...fees.tables].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate));
const FREE_INDEPENDENT = 3;
const FREE_TOTAL = 20;

/** The table in force on `date` (the oldest one known for earlier dates). */
export function feeTableAt(date: Date): FeeTable {
  const day = date.toISOString().slice(0, 10);
  return TABLES.find((t) => t.effectiveDate <= day) ?? (TABLES[TABLES.length - 1] as FeeTable);
}

/**
 * Excess-claims fees (37 CFR 1.16(h), (i), (j)) counted per 37 CFR 1.75(c): a multiple dependent claim
 * counts as the number of claims it refers to, a claim depending on it counts as it does, and the
 * multiple-dependent fee is due once per application.
 */
export function estimateFees(claims: readonly { number: number; independent: boolean; dependsOn: readonly number[]; multipleDependent: boolean }[], date: Date): FeeEstimate {
  const table = feeTableAt(date);
  const weight = new Map<number, number>();
  for (const claim of claims) {
    const parent = claim.dependsOn[0];
    const counted = claim.independent || parent === undefined ? 1 : claim.multipleDependent ? claim.dependsOn.length : (weight.get(parent) ?? 1);
    weight.set(claim.number, counted);
  }
  const totalClaimsForFee = [...weight.values()].reduce((a, b) => a + b, 0);
  const independentClaims = claims.filter((c) => c.independent).length;
  const lines = [
    line('1.16(h)', `Each independent claim in excess of ${FREE_INDEPENDENT}`, Math.max(0, independentClaims - FREE_INDEPENDENT), table.independentOver3),
    line('1.16(i)', `Each claim in excess of ${FREE_TOTAL}`, Math.max(0, totalClaimsForFee - FREE_TOTAL), table.claimOver20),
    line('1.16(j)', 'Multiple dependent claim (once per application)', claims.some((c) => c.multipleDependent) ? 1 : 0, table.multipleDependent),
  ];
  const sum = (key: keyof PerEntity): number => lines.reduce((total, l) => total + l.amount[key], 0);
  return { effectiveDate: table.effectiveDate, source: table.source, totalClaimsForFee, independentClaims, lines, total: { large: sum('large'), small: sum('small'), micro: sum('micro') } };
}

function line(code: string, description: string, count: number, unitFee: PerEntity): FeeLine {
  return { code, description, count, unitFee: { ...unitFee }, amount: { large: count * unitFee.large, small: count * unitFee.small, micro: count * unitFee.micro } };
}
