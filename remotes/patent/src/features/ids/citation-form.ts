import { IdsCitationInputSchema, type IdsCitation, type IdsCitationInput } from '@iprism/shared/contracts/ids';

/** The correction form's fields, all text as typed. */
export interface CitationForm {
  type: 'patent' | 'npl';
  citeNo: string;
  country: string;
  number: string;
  kind: string;
  date: string;
  name: string;
  text: string;
}

export type CitationFormField = Exclude<keyof CitationForm, 'type'>;

/** The form filled with a citation as it stands. */
export function formOf(c: IdsCitation): CitationForm {
  return {
    type: c.type === 'npl' ? 'npl' : 'patent',
    citeNo: c.citeNo ?? '',
    country: c.country ?? '',
    number: c.number ?? '',
    kind: c.kind ?? '',
    date: c.type === 'npl' ? '' : (c.date ?? ''),
    name: c.name ?? '',
    text: c.npl?.text ?? '',
  };
}

/** What the form sends: the fields of its type only. */
export function inputOf(form: CitationForm): IdsCitationInput {
  if (form.type === 'npl') return { type: 'npl', citeNo: form.citeNo, text: form.text };
  return { type: 'patent', citeNo: form.citeNo, country: form.country, number: form.number, kind: form.kind, date: form.date, name: form.name };
}

/** The contract's checks, as the server makes them, per field (the first message of each). */
export function formErrors(form: CitationForm): Partial<Record<CitationFormField, string>> {
  const parsed = IdsCitationInputSchema.safeParse(inputOf(form));
  if (parsed.success) return {};
  const errors: Partial<Record<CitationFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CitationFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
