import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { HIGH_RELEVANCE, type CpcOverlap, type PriorArtReference } from '@iprism/shared/contracts/prior-art';
import { Snippet } from './Snippet';

/** The reference's CPC field against the application's, which weighs in its relevance. */
const FIELD_LABELS: Record<CpcOverlap, string | null> = {
  'main-group': 'Same CPC main group',
  subclass: 'Same CPC subclass',
  class: 'Same CPC class',
  none: 'Another field (CPC)',
  unknown: null,
};

const foundByLabel = (sources: number[]) => (sources.length ? sources.map((s) => (s === 0 ? 'abstract' : `claim ${s}`)).join(', ') : 'classification (its CPC main group)');

/** The references in the order of their relevance to the claims (a bar, with the CPC field that weighs in it), dates, CPC and which queries found them. */
export function ReferencesTable({ references }: { references: PriorArtReference[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Prior-art references">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell sx={{ minWidth: 140 }}>Relevance</TableCell>
            <TableCell>Published</TableCell>
            <TableCell>CPC</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {references.map((r) => (
            <TableRow key={r.publicationNumber} data-testid="prior-art-reference">
              <TableCell>{r.rank}</TableCell>
              <TableCell sx={{ maxWidth: 520 }}>
                <Typography variant="subtitle2" component="div">
                  {r.publicationNumber} · {r.title || 'Untitled'}
                </Typography>
                <Snippet snippet={r.snippet} />
                <Typography variant="caption" color="text.secondary">
                  Found by {foundByLabel(r.foundBy)}
                </Typography>
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ flex: 1 }}>
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(r.relevance * 100)}
                      color={r.relevance >= HIGH_RELEVANCE ? 'error' : 'primary'}
                      aria-label={`Relevance of ${r.publicationNumber}`}
                    />
                  </Box>
                  <Typography variant="body2">{Math.round(r.relevance * 100)}%</Typography>
                </Stack>
                {FIELD_LABELS[r.field] && (
                  <Typography variant="caption" color="text.secondary">
                    {FIELD_LABELS[r.field]}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{r.publicationDate ?? '—'}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {r.cpc.slice(0, 4).map((c) => (
                    <Chip key={c} label={c} size="small" variant="outlined" />
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
