import { ContractorInputSchema, type Contractor, type ContractorInput, type ContractorStatus } from '@iprism/shared/contracts/contractors';

export interface ContractorDraft {
  name: string;
  email: string;
  company: string;
  country: string;
  hourlyRate: string;
  currency: string;
  startDate: string;
  endDate: string;
  status: ContractorStatus;
}

export const emptyContractorDraft = (today = new Date().toISOString().slice(0, 10)): ContractorDraft => ({
  name: '',
  email: '',
  company: '',
  country: '',
  hourlyRate: '',
  currency: 'EUR',
  startDate: today,
  endDate: '',
  status: 'onboarding',
});

export const draftOfContractor = (c: Contractor): ContractorDraft => ({
  name: c.name,
  email: c.email,
  company: c.company,
  country: c.country,
  hourlyRate: String(c.hourlyRate),
  currency: c.currency,
  startDate: c.startDate,
  endDate: c.endDate ?? '',
  status: c.status,
});

/** The draft as the API wants it (codes upper-cased, rate as a number), or the message per field. */
export function toContractorInput(d: ContractorDraft): { ok: true; value: ContractorInput } | { ok: false; errors: Partial<Record<keyof ContractorDraft, string>> } {
  const rate = Number(d.hourlyRate.replace(',', '.'));
  const parsed = ContractorInputSchema.safeParse({
    ...d,
    country: d.country.trim().toUpperCase(),
    currency: d.currency.trim().toUpperCase(),
    hourlyRate: d.hourlyRate.trim() === '' || Number.isNaN(rate) ? undefined : rate,
    endDate: d.endDate || null,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<keyof ContractorDraft, string>> = {};
  for (const i of parsed.error.issues) errors[i.path[0] as keyof ContractorDraft] ??= i.path[0] === 'hourlyRate' && i.code === 'invalid_type' ? 'Please enter the hourly rate.' : i.message;
  return { ok: false, errors };
}
