import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { scoutQueries } from '@iprism/shared/api/scout-queries';
import type { PatentRecord } from '@iprism/shared/contracts/patents';
import { EmptyState } from '@iprism/shared/ui';
import { LoadView } from '../features/common/LoadView';
import { patentPath } from '../features/common/paths';
import { CitationTable } from '../features/patent/CitationTable';
import { WatchPatentButton } from '../features/patent/WatchPatentButton';

/** /dashboard/scout/patents/:number: one corpus document, its citations both ways, its family. */
export default function ScoutPatent() {
  const { number = '' } = useParams();
  const patent = useQuery(scoutQueries.patent(number));
  if (patent.error && /not in the corpus|not a patent/i.test(apiErrorText(patent.error))) {
    return <EmptyState heading={`${number} is not in the corpus`} description={apiErrorText(patent.error)} />;
  }
  return (
    <LoadView query={patent} label="the patent">
      {(record) => <PatentView record={record} />}
    </LoadView>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }} aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function PatentView({ record: r }: { record: PatentRecord }) {
  const facts: [string, string | null][] = [
    ['Kind', r.kind || null],
    ['Filed', r.filingDate],
    ['Priority', r.priorityDate],
    ['Published', r.publicationDate],
    ['Granted', r.grantDate],
    ['Assignees', r.assignees.join('; ') || null],
    ['Inventors', r.inventors.join('; ') || null],
  ];
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="patent-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline">{r.publicationNumber}</Typography>
          <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {r.title || 'Untitled document'}
          </Typography>
        </Box>
        <WatchPatentButton publicationNumber={r.publicationNumber} title={r.title} />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value ?? 'Not known'}
            </Typography>
          </Box>
        ))}
      </Box>
      {r.cpc.length > 0 && (
        <Section title="CPC">
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {r.cpc.map((c) => (
              <Chip key={c.symbol} label={c.title ? `${c.symbol}: ${c.title}` : c.symbol} component={RouterLink} to={`/dashboard/scout?cpc=${encodeURIComponent(c.symbol.slice(0, 4))}`} clickable sx={{ maxWidth: '100%' }} />
            ))}
          </Stack>
        </Section>
      )}
      <Section title="Abstract">
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.abstract || 'The corpus has no abstract for this document.'}</Typography>
      </Section>
      <Section title={`Cited by (${r.citations.forward.length})`}>
        <CitationTable label="Forward citations" citations={r.citations.forward} empty="No corpus document cites it yet." />
      </Section>
      <Section title={`Cites (${r.citations.backward.length})`}>
        <CitationTable label="Backward citations" citations={r.citations.backward} empty="The record lists no citations." />
      </Section>
      <Section title="Family">
        {r.family === null ? (
          <Typography color="text.secondary">The corpus knows nothing of its family.</Typography>
        ) : r.family.length === 0 ? (
          <Typography color="text.secondary">No other family member is in the corpus.</Typography>
        ) : (
          <Stack component="ul" sx={{ pl: 2, m: 0 }}>
            {r.family.map((f) => (
              <li key={f.publicationNumber}>
                <Link component={RouterLink} to={patentPath(f.publicationNumber)}>
                  {f.publicationNumber}
                </Link>{' '}
                {f.title}
              </li>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Claims">
        {r.claims ? (
          <Box component="details">
            <Box component="summary" sx={{ cursor: 'pointer' }}>
              Show the claims
            </Box>
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{r.claims}</Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">The corpus has no claims text for this document.</Typography>
        )}
      </Section>
    </Stack>
  );
}
