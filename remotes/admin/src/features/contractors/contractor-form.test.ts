import { emptyContractorDraft, toContractorInput } from './contractor-form';

describe('contractor form', () => {
  it('upper-cases codes and reads the rate', () => {
    const r = toContractorInput({ ...emptyContractorDraft('2026-12-01'), name: 'Rae Reviewer', email: 'Rae@Review.example', country: 'gb', currency: 'gbp', hourlyRate: '72,5' });
    expect(r.ok && r.value).toMatchObject({ country: 'GB', currency: 'GBP', hourlyRate: 72.5, email: 'rae@review.example', endDate: null });
  });
  it('names missing and inconsistent fields', () => {
    const r = toContractorInput(emptyContractorDraft('2026-12-01'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toMatchObject({ hourlyRate: 'Please enter the hourly rate.', country: expect.any(String) });
    const dates = toContractorInput({ ...emptyContractorDraft('2026-12-01'), name: 'Rae', email: 'rae@review.example', country: 'GB', hourlyRate: '70', endDate: '2026-11-01' });
    expect(!dates.ok && dates.errors.endDate).toBe('The end date must not be before the start date.');
  });
});
