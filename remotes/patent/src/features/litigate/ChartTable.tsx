import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChartEdit, ChartedClaim, InvalidityReference, ProductPassage } from '@iprism/shared/contracts/litigation';
import { shownCell, type EditPatch } from './chart-edits';

const pct = (x: number): string => `${Math.round(x * 100)}%`;

interface ChartTableProps {
  claims: ChartedClaim[];
  reference: InvalidityReference;
  edits: ChartEdit[];
  onEdit: (elementId: string, patch: EditPatch) => void;
  /** The heading of the passage column: the reference's, or the product's in an infringement chart. */
  passageHeading?: string;
  /** Per element, every passage that reads on it (an infringement chart), offered to pick from. */
  alternatives?: ReadonlyMap<string, readonly ProductPassage[]>;
}

/** One reference's chart, element | passage | pinpoint cite, with the attorney's decision and note per element. */
export function ChartTable({ claims, reference, edits, onEdit, passageHeading = 'Reference passage', alternatives }: ChartTableProps) {
  const cells = new Map(reference.chart.map((c) => [c.elementId, c]));
  const editOf = new Map(edits.filter((e) => e.reference === reference.number).map((e) => [e.elementId, e]));
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={`Chart of ${reference.number}`} data-testid={`chart-${reference.number}`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '30%' }}>Claim element</TableCell>
            <TableCell>{passageHeading}</TableCell>
            <TableCell sx={{ width: 120 }}>Pinpoint cite</TableCell>
            <TableCell sx={{ width: 170 }}>Disclosed</TableCell>
            <TableCell sx={{ width: 200 }}>Note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {claims.flatMap((claim) =>
            claim.elements.map((element) => (
              <ElementRow
                key={element.id}
                elementId={element.id}
                text={element.text}
                shown={shownCell(cells.get(element.id), editOf.get(element.id))}
                others={alternatives?.get(element.id) ?? []}
                onEdit={(patch) => onEdit(element.id, patch)}
              />
            )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface ElementRowProps {
  elementId: string;
  text: string;
  shown: ReturnType<typeof shownCell>;
  /** Other passages that read on the element, to take instead of the one shown. */
  others: readonly ProductPassage[];
  onEdit: (patch: EditPatch) => void;
}

function ElementRow({ elementId, text, shown, others, onEdit }: ElementRowProps) {
  const [editing, setEditing] = useState(false);
  const [passage, setPassage] = useState(shown.passage ?? '');
  const [location, setLocation] = useState(shown.location ?? '');
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell>
        <Typography variant="caption" color="text.secondary" component="div">
          {elementId}
        </Typography>
        {text}
      </TableCell>
      <TableCell>
        {editing ? (
          <Stack spacing={1}>
            <TextField label="Passage" value={passage} onChange={(e) => setPassage(e.target.value)} multiline minRows={2} size="small" autoFocus />
            <TextField label="Pinpoint cite" value={location} onChange={(e) => setLocation(e.target.value)} size="small" placeholder="col. 3:12-20" />
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                onClick={() => {
                  onEdit({ passage: passage.trim() || null, location: location.trim() || null });
                  setEditing(false);
                }}
              >
                Keep
              </Button>
              <Button size="small" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color={shown.passage ? 'text.primary' : 'text.secondary'}>
              {shown.passage ?? 'No passage found.'}
            </Typography>
            <Button size="small" onClick={() => setEditing(true)} aria-label={`Replace the passage for element ${elementId}`}>
              Replace passage
            </Button>
            {others
              .filter((o) => o.passage !== shown.passage)
              .map((o) => (
                <Stack key={o.passage} spacing={0.25} sx={{ alignItems: 'flex-start', borderLeft: 2, borderColor: 'divider', pl: 1 }}>
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {pct(o.score)} · {o.location ?? 'no location'} — {o.passage}
                  </Typography>
                  <Button size="small" onClick={() => onEdit({ passage: o.passage, location: o.location })} aria-label={`Use this passage for element ${elementId}`}>
                    Use this passage
                  </Button>
                </Stack>
              ))}
          </Stack>
        )}
      </TableCell>
      <TableCell>{shown.location ?? '—'}</TableCell>
      <TableCell>
        <Stack spacing={1}>
          <Chip size="small" color={shown.covered ? 'success' : 'default'} variant={shown.covered ? 'filled' : 'outlined'} label={`${shown.covered ? 'Disclosed' : 'Not disclosed'} · ${pct(shown.score)}`} />
          <TextField
            select
            size="small"
            label="Decision"
            value={shown.decided ? (shown.covered ? 'yes' : 'no') : 'auto'}
            onChange={(e) => onEdit({ covered: e.target.value === 'auto' ? null : e.target.value === 'yes' })}
            inputProps={{ 'aria-label': `Decision for element ${elementId}` }}
          >
            <MenuItem value="auto">By the score</MenuItem>
            <MenuItem value="yes">Disclosed</MenuItem>
            <MenuItem value="no">Not disclosed</MenuItem>
          </TextField>
        </Stack>
      </TableCell>
      <TableCell>
        <TextField size="small" multiline minRows={1} value={shown.note} onChange={(e) => onEdit({ note: e.target.value })} placeholder="Note" inputProps={{ 'aria-label': `Note for element ${elementId}`, maxLength: 5000 }} fullWidth />
      </TableCell>
    </TableRow>
  );
}
