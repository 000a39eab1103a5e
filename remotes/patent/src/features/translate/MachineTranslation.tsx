import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { translateText } from '@iprism/shared/api';
import type { GlossaryEntry, TranslatedSegment, TranslationLanguage } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';
import { IssueList } from './IssueList';

type Reviewed = TranslatedSegment & { accepted: boolean };

/** Translation through the configured provider, then review side by side: edit and accept segment by segment, copy what is accepted. */
export function MachineTranslation({ sourceLanguage, targetLanguage, glossary }: { sourceLanguage: TranslationLanguage; targetLanguage: TranslationLanguage; glossary: GlossaryEntry[] }) {
  const [text, setText] = useState('');
  const [segments, setSegments] = useState<Reviewed[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await translateText({ text, sourceLanguage, targetLanguage, glossary });
      setSegments(answer.segments.map((s) => ({ ...s, accepted: false })));
    } catch (err) {
      setError(loadErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const change = (i: number, patch: Partial<Reviewed>) => setSegments((list) => list.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const accepted = segments.filter((s) => s.accepted);
  return (
    <Stack spacing={2}>
      <TextField label="Claims, abstract or description" value={text} onChange={(e) => setText(e.target.value)} multiline minRows={6} helperText="Claims numbered “1. …” are translated claim by claim; other text paragraph by paragraph." />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void run()} disabled={busy || !text.trim()}>
          {busy ? 'Translating…' : 'Translate'}
        </Button>
        <Button variant="outlined" disabled={accepted.length === 0} onClick={() => void navigator.clipboard.writeText(accepted.map((s) => s.translation).join('\n\n'))}>
          Copy {accepted.length} accepted
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {segments.length > 0 && (
        <Table size="small" aria-label="Translation review">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '40%' }}>Source</TableCell>
              <TableCell>Translation</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {segments.map((s, i) => (
              <TableRow key={`${s.kind}-${s.number}`} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.source}</TableCell>
                <TableCell>
                  <Stack spacing={1}>
                    <TextField value={s.translation} onChange={(e) => change(i, { translation: e.target.value, accepted: false })} multiline minRows={2} size="small" inputProps={{ 'aria-label': `Translation of ${s.kind} ${s.number}` }} />
                    {s.issues.length > 0 && <IssueList issues={s.issues} />}
                    <FormControlLabel control={<Checkbox checked={s.accepted} onChange={(e) => change(i, { accepted: e.target.checked })} />} label="Accept" />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
