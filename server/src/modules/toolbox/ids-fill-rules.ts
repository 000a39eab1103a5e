import { ENTITY_SIZES, type EntitySize, type FormFillContent, type IdsFillRules } from '@iprism/shared/contracts';
import { feeTableAt } from '../analysis';
import { idsSizeFee } from '../../domain/toolbox/ids-size-fee';
import { idsStatementFeeCents, idsTiming } from '../../domain/toolbox/ids-timing';
import { AppError } from '../../platform/lib/errors';
import { fieldValue } from './form-sections';

/** 37 CFR 1.97(e)(1), word for word: the statement a filer makes for items a foreign office cited recently. */
export const STATEMENT_1_97_E_1 =
  'Each item of information contained in the information disclosure statement was first cited in any communication from a foreign patent office in a counterpart foreign application not more than three months prior to the filing of the information disclosure statement.';
export const FEE_1_17_P = 'The fee set forth in 37 CFR 1.17(p) is submitted herewith.';

const lines = (value: string): string[] => value.split('\n').map((l) => l.trim()).filter(Boolean);
const optionalDate = (value: string): string | undefined => value || undefined;

/** The items an IDS fill cites: one a line in each of the three tables. */
export function idsItemCount(content: Pick<FormFillContent, 'sections'>): number {
  return ['citations.us', 'citations.foreign', 'citations.npl'].reduce((n, key) => n + lines(fieldValue(content, key)).length, 0);
}

/**
 * Works out the size fee and timing of an IDS fill with the toolbox's own rules (the same as
 * /api/toolbox/ids-size-fee and /ids-timing), and the statements the form must carry. A field that cannot be
 * read is reported as a problem rather than guessed.
 */
export function idsFillRules(content: Pick<FormFillContent, 'sections'>, now: Date): IdsFillRules {
  const itemCount = idsItemCount(content);
  const problems: string[] = [];
  const attempt = <T>(run: () => T): T | null => {
    try {
      return run();
    } catch (err) {
      if (err instanceof AppError) {
        problems.push(err.message);
        return null;
      }
      throw err;
    }
  };
  const dollars = Number(fieldValue(content, 'sizeFeesPaidCents') || '0');
  const entity = fieldValue(content, 'entity').toLowerCase();
  const sizeFee = attempt(() => idsSizeFee({ previouslyCitedItems: Number(fieldValue(content, 'previouslyCitedItems') || '0'), newItems: itemCount, sizeFeesPaidCents: Math.round(dollars * 100), entity }, now));
  const timing = attempt(() =>
    idsTiming({
      filingDate: fieldValue(content, 'filingDate'),
      submittedAt: fieldValue(content, 'submittedAt'),
      firstActionOnMeritsDate: optionalDate(fieldValue(content, 'firstActionOnMeritsDate')),
      finalActionOrAllowanceDate: optionalDate(fieldValue(content, 'finalActionOrAllowanceDate')),
      issueFeePaidDate: optionalDate(fieldValue(content, 'issueFeePaidDate')),
      foreignCitationFirstDate: optionalDate(fieldValue(content, 'foreignCitationFirstDate')),
      national: /^(y|yes|true)$/i.test(fieldValue(content, 'national')),
    }),
  );
  const statements: string[] = [];
  if (timing) {
    statements.push(`This information disclosure statement is submitted under 37 CFR ${timing.rule === 'after issue fee' ? '1.97 after payment of the issue fee' : timing.rule}.`);
    if (timing.needs.statement) statements.push(STATEMENT_1_97_E_1);
    if (timing.needs.fee) statements.push(FEE_1_17_P);
  }
  if (sizeFee) statements.push(sizeFee.assertion);
  const table = feeTableAt(now);
  const statementFeeCents = (ENTITY_SIZES as readonly string[]).includes(entity) ? idsStatementFeeCents(entity as EntitySize, now) : null;
  return { itemCount, sizeFee, timing, problems, statements, statementFeeCents, feeTable: { effectiveDate: table.effectiveDate, source: table.idsSource } };
}
