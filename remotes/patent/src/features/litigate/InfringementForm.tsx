import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { startInfringementChart } from '@iprism/shared/api/litigation';
import type { InfringementUploadFields } from '@iprism/shared/contracts/litigation';
import { fieldErrorMessage, formErrorMessage } from '../account/api-errors';
import { parseClaimNumbers } from './claim-numbers';

type Field = 'number' | 'claims' | 'product';

/** What the file input offers; the server decides by content whatever the name says. */
const PRODUCT_ACCEPT = '.pdf,.docx,.txt,.text,.md,.html,.htm,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/html';

/** Charts a corpus patent's claims against an uploaded product description: PDF, DOCX, text, or a web page saved as HTML. */
export function InfringementForm({ onCharted }: { onCharted: (id: string) => void }) {
  const [number, setNumber] = useState('');
  const [claims, setClaims] = useState('');
  const [productName, setProductName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const charting = useMutation({
    mutationFn: ({ fields, product }: { fields: InfringementUploadFields; product: File }) => startInfringementChart(fields, product),
    onSuccess: onCharted,
    onError: (err) => {
      const fields: Partial<Record<Field, string>> = {};
      for (const f of ['number', 'claims', 'product'] as const) {
        const m = fieldErrorMessage(err, f);
        if (m) fields[f] = m;
      }
      setErrors(fields);
      setFormError(Object.keys(fields).length ? null : (formErrorMessage(err) ?? apiErrorText(err)));
    },
  });
  const busy = charting.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!number.trim()) found.number = 'Enter the number of the patent the product may infringe.';
    if (parseClaimNumbers(claims) === null) found.claims = 'Claim numbers like 1, 5-7, or leave empty for the independent claims.';
    if (!file) found.product = 'Choose the product description: PDF, DOCX, text or a saved web page.';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length || !file) return;
    charting.mutate({ fields: { number: number.trim(), claims: claims.trim() || undefined, productName: productName.trim() || undefined }, product: file });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Chart a product against a patent" data-testid="infringement-form">
      {formError && <Alert severity="error">{formError}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Patent number"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={!!errors.number}
          helperText={errors.number ?? 'A patent in the corpus'}
          required
          fullWidth
          inputProps={{ 'data-testid': 'infringement-number' }}
        />
        <TextField label="Claims" value={claims} onChange={(e) => setClaims(e.target.value)} error={!!errors.claims} helperText={errors.claims ?? 'Empty: every independent claim'} fullWidth />
        <TextField label="Product name" value={productName} onChange={(e) => setProductName(e.target.value)} helperText="Empty: the file's name" fullWidth inputProps={{ maxLength: 200 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          Choose product description
          <input hidden type="file" accept={PRODUCT_ACCEPT} data-testid="infringement-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Typography variant="body2" color={errors.product ? 'error' : 'text.secondary'} role={errors.product ? 'alert' : undefined}>
          {errors.product ?? (file ? file.name : 'PDF, DOCX, plain text, or a web page saved as HTML')}
        </Typography>
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={busy} data-testid="infringement-start">
          {busy ? 'Charting…' : 'Chart the product'}
        </Button>
      </div>
    </Stack>
  );
}
