import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { idsFillRules } from '@iprism/shared/api';
import type { FormFillContent, IdsFillRules } from '@iprism/shared/contracts';
import { errorMessage } from '../error-message';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The IDS size fee and timing of the form as filled, worked out by the server as the fields change. */
export function IdsRulesPanel({ content }: { content: FormFillContent }) {
  const [rules, setRules] = useState<IdsFillRules | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      idsFillRules(content, controller.signal).then(
        (r) => {
          if (controller.signal.aborted) return;
          setRules(r);
          setError(null);
        },
        (err: unknown) => !controller.signal.aborted && setError(errorMessage(err)),
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content]);

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
