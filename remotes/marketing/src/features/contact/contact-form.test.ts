import { ContactSubmissionSchema } from '@iprism/shared/contracts/forms';
import { validateWith } from '../forms/validate';
import { contactPayload, initialContactValues } from './contact-form';

describe('contact form', () => {
  it('preselects a known topic from the query and ignores others', () => {
    expect(initialContactValues('demo').topic).toBe('demo');
    expect(initialContactValues('<script>').topic).toBe('');
    expect(initialContactValues(null).topic).toBe('');
  });

  it('flags every required field of an empty form', () => {
    const result = validateWith(ContactSubmissionSchema, contactPayload(initialContactValues(null)));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('accepts a filled form and drops an empty company', () => {
    const values = { ...initialContactValues('sales'), name: ' Grace Hopper ', email: 'grace@navy.example', message: 'Pricing for a team of twelve attorneys, please.' };
    const result = validateWith(ContactSubmissionSchema, contactPayload(values));
    expect(result).toEqual({ ok: true, data: { name: 'Grace Hopper', email: 'grace@navy.example', topic: 'sales', message: 'Pricing for a team of twelve attorneys, please.' } });
  });
});
