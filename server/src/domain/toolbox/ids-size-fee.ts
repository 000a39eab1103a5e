import { IDS_SIZE_FEE_ASSERTIONS, ENTITY_SIZES, type EntitySize, type IdsSizeFee, type IdsSizeTier } from '@iprism/shared/contracts';
import { feeTableAt } from '../../modules/analysis';
import { invalidField } from '../invalid-field';

export interface IdsSizeFeeInput {
  previouslyCitedItems: number;
  newItems: number;
  sizeFeesPaidCents?: number;
  entity: string;
}

/** The upper bounds of tiers 0, 1 and 2 in cumulative items (37 CFR 1.17(v)(1)–(3)). */
const TIER_LIMITS = [50, 100, 200] as const;

/** The tier a cumulative item count reaches: 0 up to 50, 1 up to 100, 2 up to 200, 3 above. */
export function idsSizeTier(cumulativeItems: number): IdsSizeTier {
  const below = TIER_LIMITS.findIndex((limit) => cumulativeItems <= limit);
  return (below === -1 ? 3 : below) as IdsSizeTier;
}

/**
 * The IDS size fee of 37 CFR 1.17(v) for an IDS filed on `filedOn`: the fee of the tier the application's
 * cumulative item count reaches (more than 50, 100 or 200 items), less the size fees already paid in the
 * application, never below 0, at the entity's rate from the fee table in force that day; with the
 * 37 CFR 1.98(a)(4) assertion that matches. Before the size fee existed (2025-01-19) nothing is due.
 * Bad input is a 400 naming the field.
 */
export function idsSizeFee(input: IdsSizeFeeInput, filedOn: Date): IdsSizeFee {
  const previous = count(input.previouslyCitedItems, 'previouslyCitedItems');
  const added = count(input.newItems, 'newItems');
  const paid = count(input.sizeFeesPaidCents ?? 0, 'sizeFeesPaidCents');
  if (!(ENTITY_SIZES as readonly string[]).includes(input.entity)) throw invalidField('entity', `must be ${ENTITY_SIZES.join(', ')}.`);
  const entity = input.entity as EntitySize;
  const cumulativeItems = previous + added;
  const tier = idsSizeTier(cumulativeItems);
  const sizes = feeTableAt(filedOn).idsSize;
  const tierDollars = !sizes || tier === 0 ? 0 : [sizes.over50, sizes.over100, sizes.over200][tier - 1]![entity];
  const feeCents = Math.max(0, tierDollars * 100 - paid);
  return { cumulativeItems, tier, feeCents, assertion: feeCents > 0 ? IDS_SIZE_FEE_ASSERTIONS.feeAccompanies : IDS_SIZE_FEE_ASSERTIONS.noFeeRequired };
}

function count(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 0) throw invalidField(field, 'must be a whole number, 0 or more.');
  return value;
}
