import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import type { IdsIssue } from '@iprism/shared/contracts/ids';
import { SEVERITY_LABELS, SEVERITY_ORDER } from './ids-labels';

/** The validation issues, errors first, each with the server's message naming the citation. */
export function IdsIssues({ issues }: { issues: readonly IdsIssue[] }) {
  const headingId = useId();
  const sorted = [...issues].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        Issues
      </Typography>
      {sorted.length === 0 ? (
        <Typography color="text.secondary">No issues: every citation is complete and well-formed.</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }} data-testid="ids-issues">
          {sorted.map((issue, i) => (
            <li key={`${issue.code}-${issue.citationRef ?? issue.publicationNumber ?? ''}-${i}`}>
              {/* A list of findings, not live news: no alert role; the severity is spoken before the message. */}
              <Alert role="none" severity={issue.severity} variant="outlined" sx={{ py: 0 }}>
                <Box component="span" sx={visuallyHiddenSx}>
                  {`${SEVERITY_LABELS[issue.severity]}: `}
                </Box>
                {issue.message}
              </Alert>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
