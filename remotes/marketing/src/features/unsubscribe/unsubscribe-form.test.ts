import { UnsubscribeRequestSchema } from '@iprism/shared/contracts/forms';
import { validateWith } from '../forms/validate';
import { initialUnsubscribeValues, unsubscribePayload } from './unsubscribe-form';

describe('unsubscribe payload', () => {
  it('starts with the prefilled address and no reason', () => {
    expect(initialUnsubscribeValues('ada@example.com')).toEqual({ email: 'ada@example.com', reason: '', details: '' });
  });

  it('asks for a reason and drops empty details', () => {
    expect(validateWith(UnsubscribeRequestSchema, unsubscribePayload({ email: 'ada@example.com', reason: '', details: ' ' }))).toEqual({
      ok: false,
      errors: { reason: 'Please choose a reason.' },
    });
    expect(validateWith(UnsubscribeRequestSchema, unsubscribePayload({ email: 'ada@example.com', reason: 'too-frequent', details: '  ' }))).toEqual({
      ok: true,
      data: { email: 'ada@example.com', reason: 'too-frequent' },
    });
  });
});
