import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Summary } from '@iprism/shared/contracts/report';
import { ReportSection } from './ReportSection';
import { summaryLabel } from './report-labels';

/** The summary, saying plainly whether it was extracted from the text or written by a model. */
export function SummaryCard({ summary }: { summary: Summary }) {
  return (
    <ReportSection title="Summary" testId="report-summary" action={<Chip size="small" variant="outlined" label={summaryLabel(summary)} data-testid="summary-kind" />}>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{summary.text || 'No summary could be made from this document.'}</Typography>
      {summary.claimExplanations.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            Claims in plain language
          </Typography>
          <List dense disablePadding>
            {summary.claimExplanations.map((e) => (
              <ListItem key={e.number} disableGutters sx={{ display: 'block' }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>{`Claim ${e.number}: `}</Typography>
                <Typography variant="body2" component="span">
                  {e.text}
                </Typography>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </ReportSection>
  );
}
