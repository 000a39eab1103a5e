import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
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
import { apiErrorText } from '@iprism/shared/api/api-error';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { exportTranslationDocx, reviewTranslation, translateText } from '@iprism/shared/api/translation';
import type { GlossaryEntry, TranslatedSegment, TranslateRequest, TranslationLanguage, TranslationReviewRequest } from '@iprism/shared/contracts/translation';
import { useToast } from '@iprism/shared/shell';
import { ApplicationTextPicker } from './ApplicationTextPicker';
import { IssueList } from './IssueList';

type Reviewed = TranslatedSegment & { accepted: boolean };

const plain = (s: Reviewed) => ({ number: s.number, kind: s.kind, source: s.source, translation: s.translation });

/**
 * Translation through the configured provider, then review side by side: edit, check the edits again
 * (numbers, claim references, glossary), accept segment by segment, export what is accepted as DOCX.
 */
export function MachineTranslation({ sourceLanguage, targetLanguage, glossary }: { sourceLanguage: TranslationLanguage; targetLanguage: TranslationLanguage; glossary: GlossaryEntry[] }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [segments, setSegments] = useState<Reviewed[]>([]);
  const [error, setError] = useState<string | null>(null);
  const translating = useMutation({
    mutationFn: (request: TranslateRequest) => translateText(request),
    onSuccess: (answer) => setSegments(answer.segments.map((s) => ({ ...s, accepted: false }))),
    onError: (err) => setError(apiErrorText(err)),
  });
  // The user's edits stay; only each segment's issues come back from the check.
  const rechecking = useMutation({
    mutationFn: (request: TranslationReviewRequest) => reviewTranslation(request),
    onSuccess: (answer) => setSegments((list) => list.map((s, i) => ({ ...s, issues: answer.segments[i]?.issues ?? s.issues }))),
    onError: (err) => toast.error(`The check failed: ${apiErrorText(err)}`),
  });
  const busy = translating.isPending || rechecking.isPending;
  const run = () => {
    setError(null);
    translating.mutate({ text, sourceLanguage, targetLanguage, glossary });
  };
  const change = (i: number, patch: Partial<Reviewed>) => setSegments((list) => list.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const accepted = segments.filter((s) => s.accepted);
  const recheck = () => rechecking.mutate({ sourceLanguage, targetLanguage, glossary, segments: segments.map(plain) });
  const exportDocx = async () => {
    try {
      const file = await exportTranslationDocx({ sourceLanguage, targetLanguage, segments: accepted.map(plain) });
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The DOCX export failed: ${apiErrorText(err)}`);
    }
  };
  return (
    <Stack spacing={2}>
      <ApplicationTextPicker onText={setText} onError={setError} />
      <TextField label="Claims, abstract or description" value={text} onChange={(e) => setText(e.target.value)} multiline minRows={6} helperText="Claims numbered “1. …” are translated claim by claim; other text paragraph by paragraph." />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={run} disabled={busy || !text.trim()}>
          {busy ? 'Translating…' : 'Translate'}
        </Button>
        <Button variant="outlined" disabled={busy || segments.length === 0} onClick={recheck} data-testid="translate-recheck">
          Check edits again
        </Button>
        <Button variant="outlined" disabled={accepted.length === 0} onClick={() => void exportDocx()} data-testid="translate-export-docx">
          Export {accepted.length} accepted as DOCX
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
