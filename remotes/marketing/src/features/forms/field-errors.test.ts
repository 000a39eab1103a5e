import { ContactSubmissionSchema, CareersApplicationSchema } from '@iprism/shared/contracts/forms';
import { fieldErrorsFromDetails, fieldErrorsFromIssues } from './field-errors';

describe('fieldErrorsFromIssues', () => {
  it('gives one message per field from the shared schema', () => {
    const result = ContactSubmissionSchema.safeParse({ name: '', email: 'nope', topic: 'demo', message: '' });
    if (result.success) throw new Error('expected a failure');
    const errors = fieldErrorsFromIssues(result.error.issues);
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
    expect(errors.email).toBe('Please enter a valid email address.');
  });

  it('files an error inside a list under the list field', () => {
    const result = CareersApplicationSchema.safeParse({ name: 'Ada Lovelace', email: 'a@b.co', role: 'x', links: ['ok?'], coverNote: 'x'.repeat(60) });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrorsFromIssues(result.error.issues)).toEqual({ links: 'Each link must be a full address starting with https://.' });
  });

  it('keeps the first message of a field', () => {
    expect(fieldErrorsFromIssues([{ path: ['name'], message: 'first' }, { path: ['name'], message: 'second' }])).toEqual({ name: 'first' });
  });
});

describe('fieldErrorsFromDetails', () => {
  it('reads the zod details of the server error handler', () => {
    expect(fieldErrorsFromDetails([{ path: 'email', message: 'bad email' }, { path: 'links.2', message: 'bad link' }])).toEqual({ email: 'bad email', links: 'bad link' });
  });

  it('reads Fastify schema validation details', () => {
    expect(fieldErrorsFromDetails([{ instancePath: '/subject', message: 'must be string' }])).toEqual({ subject: 'must be string' });
  });

  it('ignores anything else', () => {
    expect(fieldErrorsFromDetails(undefined)).toEqual({});
    expect(fieldErrorsFromDetails('oops')).toEqual({});
    expect(fieldErrorsFromDetails([null, 3, { path: 'x' }, { path: '', message: 'form-level' }])).toEqual({});
  });
});
