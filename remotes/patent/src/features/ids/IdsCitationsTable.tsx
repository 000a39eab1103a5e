import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ClassificationItem, NormalisedCitation } from '@iprism/shared/contracts/ids';
import { ScrollRegion, visuallyHiddenSx } from '@iprism/shared/ui';
import { CATEGORY_COLOURS, CATEGORY_LABELS, CITATION_TYPE_LABELS, citationLabel } from './ids-labels';

/** What the classification says where a citation has no X/Y/A. */
function relevanceCell(item: ClassificationItem | undefined) {
  if (!item) return null;
  if (item.category) return <Chip size="small" label={item.category} color={CATEGORY_COLOURS[item.category]} title={CATEGORY_LABELS[item.category]} aria-label={CATEGORY_LABELS[item.category]} />;
  if (item.status === 'notInCorpus') return <Chip size="small" variant="outlined" label="Not in corpus" />;
  if (item.status === 'unreadable') return <Chip size="small" variant="outlined" color="error" label="Unreadable number" />;
  if (item.status === 'found') return <Typography variant="body2">In corpus</Typography>;
  return null;
}

export interface IdsCitationsTableProps {
  citations: readonly NormalisedCitation[];
  items: readonly ClassificationItem[];
  /** Refs of the citations left out of the SB/08 until corrected. */
  held: ReadonlySet<string>;
  /** Opens a citation's correction; absent for a reader who may not correct. */
  onEdit?: (ref: string) => void;
}

/** The normalised citations with their relevance, closest claim and CPC codes, held ones marked. */
export function IdsCitationsTable({ citations, items, held, onEdit }: IdsCitationsTableProps) {
  const byRef = new Map(items.map((i) => [i.ref, i]));
  return (
    <ScrollRegion label="Normalised citations" sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label="Normalised citations">
        <TableHead>
          <TableRow>
            <TableCell>Cite</TableCell>
            <TableCell>Citation</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Relevance</TableCell>
            <TableCell>Closest claim</TableCell>
            <TableCell>CPC</TableCell>
            {onEdit && (
              <TableCell>
                <Box component="span" sx={visuallyHiddenSx}>
                  Correct
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {citations.map((c) => {
            const item = byRef.get(c.ref);
            return (
              <TableRow key={c.ref} data-testid="ids-citation" data-ref={c.ref} data-held={held.has(c.ref) || undefined}>
                <TableCell>{c.citeNo}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                  {citationLabel(c)}
                  {held.has(c.ref) && <Chip size="small" color="warning" variant="outlined" label="Held out of SB/08" sx={{ ml: 1 }} />}
                  {c.name && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {c.name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{CITATION_TYPE_LABELS[c.type]}</TableCell>
                <TableCell>{c.date ?? '—'}</TableCell>
                <TableCell>{relevanceCell(item)}</TableCell>
                <TableCell>{item?.closestClaim ?? '—'}</TableCell>
                <TableCell>{item?.cpc.length ? item.cpc.slice(0, 3).join(', ') : '—'}</TableCell>
                {onEdit && (
                  <TableCell padding="checkbox">
                    <IconButton size="small" onClick={() => onEdit(c.ref)} aria-label={`Correct cite ${c.citeNo}`} data-testid="ids-citation-edit">
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
