import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { translationQueries } from '@iprism/shared/api/workspace-queries';
import { TRANSLATION_LANGUAGES, type GlossaryEntry, type TranslationLanguage } from '@iprism/shared/contracts/translation';
import { SectionCard } from '../features/account/SectionCard';
import { GlossaryEditor } from '../features/translate/GlossaryEditor';
import { MachineTranslation } from '../features/translate/MachineTranslation';
import { QualityCheck } from '../features/translate/QualityCheck';

const LANGUAGE_LABELS: Record<TranslationLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', ja: 'Japanese', zh: 'Chinese', ko: 'Korean' };

/** /dashboard/translate: claim translation through a configured provider, and the offline quality check of a human translation. */
export default function Translate() {
  const provider = useQuery(translationQueries.provider());
  const [sourceLanguage, setSourceLanguage] = useState<TranslationLanguage>('en');
  const [targetLanguage, setTargetLanguage] = useState<TranslationLanguage>('de');
  const [glossary, setGlossary] = useState<GlossaryEntry[]>([]);

  const languageSelect = (label: string, value: TranslationLanguage, set: (l: TranslationLanguage) => void) => (
    <TextField select label={label} value={value} onChange={(e) => set(e.target.value as TranslationLanguage)} sx={{ minWidth: 180 }}>
      {TRANSLATION_LANGUAGES.map((l) => (
        <MenuItem key={l} value={l}>
          {LANGUAGE_LABELS[l]}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <SectionCard title="Languages and glossary" description="The glossary goes with every translation and is enforced in the review and the quality check." testId="translate-setup">
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {languageSelect('From', sourceLanguage, setSourceLanguage)}
            {languageSelect('To', targetLanguage, setTargetLanguage)}
          </Stack>
          <GlossaryEditor sourceLanguage={sourceLanguage} targetLanguage={targetLanguage} onChange={setGlossary} />
        </Stack>
      </SectionCard>
      <SectionCard
        title="Translate"
        description="Claim by claim, keeping claim numbers, claim references and reference numerals; a claim whose numbers changed is flagged."
        aside={provider.status === 'success' && provider.data.provider ? <Chip size="small" label={provider.data.provider === 'deepl' ? 'DeepL' : 'LLM'} /> : null}
        testId="translate-provider"
      >
        {provider.status === 'error' && <Alert severity="error">{apiErrorText(provider.error)}</Alert>}
        {provider.status === 'success' && !provider.data.provider && (
          <Alert severity="info" data-testid="translate-no-provider">
            {provider.data.message}
          </Alert>
        )}
        {provider.status === 'success' && provider.data.provider && <MachineTranslation sourceLanguage={sourceLanguage} targetLanguage={targetLanguage} glossary={glossary} />}
      </SectionCard>
      <SectionCard title="Translation quality check" description="Works offline: aligns a human translation with its source claim by claim and lists what differs." testId="translate-qc">
        <QualityCheck sourceLanguage={sourceLanguage} targetLanguage={targetLanguage} glossary={glossary} />
      </SectionCard>
    </Stack>
  );
}
