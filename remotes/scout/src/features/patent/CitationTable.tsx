import { Link as RouterLink } from '@iprism/shared/router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PatentCitationLink } from '@iprism/shared/contracts/patents';
import { patentPath } from '../common/paths';

/** Citations one way: corpus documents link to their own page, the rest show as cited. */
export function CitationTable({ label, citations, empty }: { label: string; citations: readonly PatentCitationLink[]; empty: string }) {
  if (citations.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Document</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Cited by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {citations.map((c, i) => (
            <TableRow key={`${c.publicationNumber ?? c.text}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {c.inCorpus && c.publicationNumber ? (
                  <Link component={RouterLink} to={patentPath(c.publicationNumber)}>
                    {c.publicationNumber}
                  </Link>
                ) : (
                  (c.publicationNumber ?? 'Literature')
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.title ?? c.text ?? (c.inCorpus ? '' : 'Not in the corpus')}</TableCell>
              <TableCell>{c.date ?? '—'}</TableCell>
              <TableCell>{c.citedBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
