import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, RATE_LIMITED_MESSAGE } from '@iprism/shared/contracts/auth';
import { answer, offline } from '../../testing/fetch-answer';
import { FIX_FIELDS_MESSAGE, submitFailure, submitForm } from './submit-form';

/** What the form shows when the send is refused. */
const failure = (sending: Promise<unknown>) =>
  sending.then(
    () => {
      throw new Error('the send was accepted');
    },
    submitFailure,
  );

describe('submitForm', () => {
  it('posts JSON to the form endpoint and returns the receipt id', async () => {
    const { calls } = answer(201, { id: '42' });
    await expect(submitForm('contact', { name: 'Ada' })).resolves.toBe('42');
    expect(calls[0]?.url).toBe('/api/forms/contact');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"name":"Ada"}' });
    expect((calls[0]?.init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends careers applications to the careers path', async () => {
    const { calls } = answer(201, { id: '1' });
    await submitForm('careers', {});
    expect(calls[0]?.url).toBe('/api/careers/submit-application');
  });

  it('sends the form as multipart, its JSON next to the files, when it has an attachment', async () => {
    const { calls } = answer(201, { id: '7' });
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await expect(submitForm('careers', { name: 'Ada' }, { payloadField: 'application', files: { cv } })).resolves.toBe('7');
    const body = calls[0]?.init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('application')).toBe('{"name":"Ada"}');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect((calls[0]?.init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('maps a 400 with details to field errors', async () => {
    answer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.', details: [{ path: 'email', message: 'Please enter a valid email address.' }] });
    await expect(failure(submitForm('contact', {}))).resolves.toEqual({
      message: FIX_FIELDS_MESSAGE,
      fieldErrors: { email: 'Please enter a valid email address.' },
    });
  });

  it('shows the server message when no field is named', async () => {
    answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    await expect(failure(submitForm('feedback', {}))).resolves.toEqual({ message: RATE_LIMITED_MESSAGE, fieldErrors: {} });
  });

  it('reports a network failure', async () => {
    offline();
    await expect(failure(submitForm('support', {}))).resolves.toMatchObject({ message: NETWORK_ERROR_MESSAGE });
  });

  it('shows the generic message for a failure that is not an API error', () => {
    expect(submitFailure(new Error('boom'))).toEqual({ message: GENERIC_ERROR_MESSAGE, fieldErrors: {} });
  });
});
