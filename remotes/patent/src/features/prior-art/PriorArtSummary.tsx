import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { priorArtPath } from '../applications/paths';
import { ReportSection } from '../report/ReportSection';
import { CorpusLoadingNotice } from './CorpusLoading';
import { CpcPredictions } from './CpcPredictions';
import { usePriorArt } from './use-prior-art';

const TOP = 3;

/** The report's view of the prior-art stage: predicted CPC subclasses and the closest references. */
export function PriorArtSummary({ applicationId }: { applicationId: string }) {
  const state = usePriorArt(applicationId);
  const action = (
    <Button component={RouterLink} to={priorArtPath(applicationId)} size="small">
      Prior art and claim chart
    </Button>
  );
  return (
    <ReportSection title="Classification and prior art" testId="report-prior-art" action={action}>
      {state.status === 'ready' ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Predicted CPC subclasses
            </Typography>
            <CorpusLoadingNotice />
            <CpcPredictions predictions={state.data.cpcPredictions} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Closest references
            </Typography>
            {state.data.references.length ? (
              <List dense disablePadding>
                {state.data.references.slice(0, TOP).map((r) => (
                  <ListItem key={r.publicationNumber} disableGutters>
                    <ListItemText primary={`${r.publicationNumber} · ${r.title || 'Untitled'}`} secondary={`${Math.round(r.relevance * 100)}% of a claim · published ${r.publicationDate ?? 'date unknown'}`} />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">No reference found in the corpus.</Typography>
            )}
          </Grid>
        </Grid>
      ) : (
        <Typography color="text.secondary" data-testid="report-prior-art-status">
          {state.status === 'pending' ? 'The prior-art search is still running.' : state.status === 'loading' ? 'Loading…' : state.message}
        </Typography>
      )}
    </ReportSection>
  );
}
