import { SupportRequestSchema } from '@iprism/shared/contracts/forms';
import { validateWith } from '../forms/validate';
import { initialSupportValues, supportPayload } from './support-form';

describe('support form', () => {
  it('preselects a known category only, with normal priority', () => {
    expect(initialSupportValues('uploads')).toMatchObject({ category: 'uploads', priority: 'normal' });
    expect(initialSupportValues('lunch').category).toBe('');
    expect(initialSupportValues(null).category).toBe('');
  });

  it('gives the shared schema messages for an empty form', () => {
    const checked = validateWith(SupportRequestSchema, supportPayload(initialSupportValues(null)));
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter your email address.',
        category: 'Please choose what your request is about.',
        subject: 'Please add a short subject.',
        message: 'Please write at least 20 characters so we can help.',
      },
    });
  });

  it('builds a valid request', () => {
    const checked = validateWith(
      SupportRequestSchema,
      supportPayload({ name: ' Ada Lovelace ', email: 'ada@example.com', category: 'reports', priority: 'urgent', subject: 'Claim tree', message: 'Claim 14 is shown under claim 3 but depends on claim 1.' }),
    );
    expect(checked).toEqual({
      ok: true,
      data: { name: 'Ada Lovelace', email: 'ada@example.com', category: 'reports', priority: 'urgent', subject: 'Claim tree', message: 'Claim 14 is shown under claim 3 but depends on claim 1.' },
    });
  });
});
