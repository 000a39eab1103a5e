import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { TranslationIssue, TranslationIssueKind } from '@iprism/shared/contracts/translation';

export const ISSUE_LABELS: Record<TranslationIssueKind, string> = {
  'claim-numbers': 'Claim numbers',
  'claim-reference': 'Claim reference',
  numeral: 'Reference numeral',
  number: 'Number',
  glossary: 'Glossary',
  inconsistent: 'Inconsistent term',
  untranslated: 'Untranslated',
};

/** The issues a check found, one alert each, or a line saying there is none. */
export function IssueList({ issues, testId }: { issues: TranslationIssue[]; testId?: string }) {
  if (issues.length === 0) {
    return (
      <Alert severity="success" data-testid={testId}>
        No issue found.
      </Alert>
    );
  }
  return (
    <Stack spacing={1} data-testid={testId}>
      {issues.map((issue, i) => (
        <Alert key={i} severity={issue.kind === 'untranslated' || issue.kind === 'inconsistent' ? 'warning' : 'error'}>
          <strong>{ISSUE_LABELS[issue.kind]}:</strong> {issue.message}
        </Alert>
      ))}
    </Stack>
  );
}
