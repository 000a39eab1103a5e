import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { downloadGlossary, importGlossary, saveGlossary } from '@iprism/shared/api/translation';
import { translationQueries } from '@iprism/shared/api/workspace-queries';
import type { Glossaries, GlossaryEntry, GlossaryFileFormat, GlossaryQuery, GlossaryScope, TranslationLanguage } from '@iprism/shared/contracts/translation';
import { useToast } from '@iprism/shared/shell';
import { glossaryToText, mergeGlossaries, parseGlossaryText } from '@iprism/shared/text';

interface GlossaryEditorProps {
  sourceLanguage: TranslationLanguage;
  targetLanguage: TranslationLanguage;
  /** The glossary in effect: the organisation's, then the user's pairs as edited (saved or not). */
  onChange: (glossary: GlossaryEntry[]) => void;
}

/**
 * The stored glossaries of the language pair: the user's own and their organisation's (edited by its
 * admins), each saved on the server, imported from CSV or TBX and exported as either.
 */
export function GlossaryEditor({ sourceLanguage, targetLanguage, onChange }: GlossaryEditorProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery(translationQueries.glossaries({ sourceLanguage, targetLanguage }));
  const stored = query.data ?? null;
  const error = query.error ? apiErrorText(query.error) : null;
  const [scope, setScope] = useState<GlossaryScope>('user');
  const [texts, setTexts] = useState<Record<GlossaryScope, string>>({ user: '', organization: '' });
  // The texts are edited here; each new stored answer (loaded or saved) starts them again.
  const [shown, setShown] = useState<Glossaries | null>(null);
  if (stored && stored !== shown) {
    setShown(stored);
    setTexts({ user: glossaryToText(stored.user), organization: glossaryToText(stored.organization ?? []) });
  }
  const change = useMutation({
    mutationFn: ({ action }: { pair: GlossaryQuery; action: () => Promise<Glossaries> }) => action(),
    onSuccess: (glossaries, { pair }) => queryClient.setQueryData(translationQueries.glossaries(pair).queryKey, glossaries),
  });
  const busy = change.isPending;

  const userPairs = parseGlossaryText(texts.user);
  const orgPairs = parseGlossaryText(texts.organization);
  useEffect(() => {
    onChange(mergeGlossaries(orgPairs, userPairs));
    // The parsed lists are new arrays each render; the texts are what changes them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [texts.user, texts.organization]);

  const editable = scope === 'user' || stored?.canEditOrganization === true;
  const pairs = scope === 'user' ? userPairs : orgPairs;
  const dirty = stored !== null && glossaryToText(scope === 'user' ? stored.user : (stored.organization ?? [])) !== glossaryToText(pairs);
  const pair = { sourceLanguage, targetLanguage, scope };

  const run = (action: () => Promise<Glossaries>, done: string) =>
    change.mutate({ pair: { sourceLanguage, targetLanguage }, action }, { onSuccess: () => toast.success(done), onError: (err) => toast.error(apiErrorText(err)) });
  const importFile = async (file: File) => {
    const format: GlossaryFileFormat = /\.(tbx|xml)$/i.test(file.name) ? 'tbx' : 'csv';
    const content = await file.text();
    run(() => importGlossary({ ...pair, format, content }), `${file.name} imported into the ${scope === 'user' ? 'your' : "organisation's"} glossary.`);
  };
  const exportAs = async (format: GlossaryFileFormat) => {
    try {
      const file = await downloadGlossary({ ...pair, format });
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The ${format.toUpperCase()} export failed: ${apiErrorText(err)}`);
    }
  };

  if (error) return <Alert severity="error">{error}</Alert>;
  return (
    <Stack spacing={2} data-testid="glossary-editor">
      <ToggleButtonGroup exclusive size="small" value={scope} onChange={(_e, value: GlossaryScope | null) => value && setScope(value)} aria-label="Which glossary">
        <ToggleButton value="user">My glossary ({userPairs.length})</ToggleButton>
        <ToggleButton value="organization" disabled={stored !== null && stored.organization === null}>
          Organisation ({orgPairs.length})
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label={scope === 'user' ? 'My term pairs' : "Organisation's term pairs"}
        value={texts[scope]}
        onChange={(e) => setTexts((t) => ({ ...t, [scope]: e.target.value }))}
        multiline
        minRows={3}
        disabled={stored === null}
        InputProps={{ readOnly: !editable }}
        helperText={
          editable
            ? 'One pair a line: source term, then target term (comma or tab between). Your own pairs win over the organisation’s.'
            : 'Only an admin of your organisation changes its glossary; it applies to your translations.'
        }
        inputProps={{ 'data-testid': 'glossary' }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="contained" disabled={!editable || !dirty || busy} onClick={() => run(() => saveGlossary({ ...pair, entries: pairs }), 'The glossary is saved.')} data-testid="glossary-save">
          {dirty ? 'Save glossary' : 'Glossary saved'}
        </Button>
        <Button component="label" size="small" variant="outlined" disabled={!editable || busy}>
          Import CSV or TBX
          <input hidden type="file" accept=".csv,.tsv,.txt,.tbx,.xml" onChange={(e) => e.target.files?.[0] && void importFile(e.target.files[0])} />
        </Button>
        <Button size="small" variant="outlined" onClick={() => void exportAs('csv')}>
          Export CSV
        </Button>
        <Button size="small" variant="outlined" onClick={() => void exportAs('tbx')}>
          Export TBX
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Saved glossaries go with every translation of this language pair and are enforced in the review and the quality check.
      </Typography>
    </Stack>
  );
}
