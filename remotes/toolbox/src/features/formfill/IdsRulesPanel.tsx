import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toolboxQueries } from '@iprism/shared/api/toolbox-queries';
import { useDebouncedValue } from '@iprism/shared/ui';
import type { FormFillContent, IdsFillRules } from '@iprism/shared/contracts/toolbox';
import { errorMessage } from '../error-message';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
/** The rules are worked out again once the fields have stayed the same this long. */
const RULES_DEBOUNCE_MS = 400;

/** The IDS size fee and timing of the form as filled, worked out by the server as the fields change. */
export function IdsRulesPanel({ content }: { content: FormFillContent }) {
  const query = useQuery(toolboxQueries.idsRules(useDebouncedValue(content, RULES_DEBOUNCE_MS)));
  // The last rules stay while the next fields are worked out, and under an error.
  const [last, setLast] = useState<IdsFillRules | null>(null);
  if (query.data && query.data !== last) setLast(query.data);
  const rules = query.data ?? last;
  const error = query.error ? errorMessage(query.error) : null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="ids-rules" aria-live="polite">
      <Typography variant="h6" component="h2" gutterBottom>
        IDS size fee and timing
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!rules && !error && <Typography color="text.secondary">Working out…</Typography>}
      {rules && (
        <Stack spacing={1.5}>
          <Typography variant="body2">{rules.itemCount} items cited in this IDS.</Typography>
          {rules.sizeFee && (
            <Typography variant="body2" data-testid="ids-size-fee">
              Size fee (37 CFR 1.17(v)): {rules.sizeFee.cumulativeItems} cumulative items, tier {rules.sizeFee.tier}, <strong>{usd(rules.sizeFee.feeCents)}</strong> due.
            </Typography>
          )}
          {rules.timing && (
            <>
              <Typography variant="body2" data-testid="ids-timing">
                Timing: <strong>37 CFR {rules.timing.rule}</strong>. Statement needed: {yesNo(rules.timing.needs.statement)}; 1.17(p) fee: {yesNo(rules.timing.needs.fee)}
                {rules.timing.needs.fee && rules.statementFeeCents !== null && <> (<strong data-testid="ids-statement-fee">{usd(rules.statementFeeCents)}</strong>)</>}; petition: {yesNo(rules.timing.needs.petition)}.
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {rules.timing.explanation}
              </Typography>
            </>
          )}
          <Typography variant="caption" color="text.secondary" data-testid="ids-fee-table">
            Fees from the USPTO fee table effective {rules.feeTable.effectiveDate} ({rules.feeTable.source}), the table the report’s fee estimate uses.
          </Typography>
          {rules.problems.map((p) => (
            <Alert key={p} severity="warning">
              {p}
            </Alert>
          ))}
          {rules.statements.length > 0 && (
            <>
              <Typography variant="subtitle2">The PDF will state:</Typography>
              <ol style={{ margin: 0, paddingLeft: 20 }}>
                {rules.statements.map((s) => (
                  <li key={s}>
                    <Typography variant="body2">{s}</Typography>
                  </li>
                ))}
              </ol>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
