import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { checkTranslation } from '@iprism/shared/api/translation';
import type { GlossaryEntry, TranslationLanguage, TranslationQcRequest } from '@iprism/shared/contracts/translation';
import { IssueList } from './IssueList';

/** Reads a chosen text file into a field: a source or a translation saved as plain text. */
function TextFileButton({ label, onText }: { label: string; onText: (text: string) => void }) {
  return (
    <Button component="label" size="small" variant="outlined">
      {label}
      <input hidden type="file" accept=".txt,text/plain" onChange={(e) => void e.target.files?.[0]?.text().then(onText)} />
    </Button>
  );
}

/** The offline quality check: a source and a human translation aligned claim by claim, with every issue found. */
export function QualityCheck({ sourceLanguage, targetLanguage, glossary }: { sourceLanguage: TranslationLanguage; targetLanguage: TranslationLanguage; glossary: GlossaryEntry[] }) {
  const [source, setSource] = useState('');
  const [translation, setTranslation] = useState('');
  const [missing, setMissing] = useState(false);
  const checking = useMutation({ mutationFn: (request: TranslationQcRequest) => checkTranslation(request) });
  const run = () => {
    const complete = Boolean(source.trim() && translation.trim());
    setMissing(!complete);
    if (complete) checking.mutate({ source, translation, sourceLanguage, targetLanguage, glossary });
  };
  const result = checking.data ?? null;
  const busy = checking.isPending;
  const error = missing ? 'Paste or upload both the source and the translation.' : checking.error ? apiErrorText(checking.error) : null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <TextField label="Source claims" value={source} onChange={(e) => setSource(e.target.value)} multiline minRows={6} inputProps={{ 'data-testid': 'qc-source' }} />
          <TextFileButton label="Upload source (.txt)" onText={setSource} />
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <TextField label="Translation" value={translation} onChange={(e) => setTranslation(e.target.value)} multiline minRows={6} inputProps={{ 'data-testid': 'qc-translation' }} />
          <TextFileButton label="Upload translation (.txt)" onText={setTranslation} />
        </Stack>
      </Stack>
      <div>
        <Button variant="contained" onClick={run} disabled={busy} data-testid="qc-run">
          {busy ? 'Checking…' : 'Check the translation'}
        </Button>
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      {result && (
        <Stack spacing={2} data-testid="qc-result">
          <IssueList issues={result.issues} testId="qc-issues" />
          <Typography variant="subtitle1" component="h3">
            Claims side by side
          </Typography>
          <Table size="small" aria-label="Source and translation, claim by claim">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 60 }}>Claim</TableCell>
                <TableCell>Source</TableCell>
                <TableCell>Translation</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.claims.map((c) => (
                <TableRow key={c.number} sx={{ verticalAlign: 'top' }}>
                  <TableCell>{c.number}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.source ?? <em>missing</em>}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.translation ?? <em>missing</em>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
