import { NETWORK_ERROR_MESSAGE, RATE_LIMIT_MESSAGE } from '../common/api-error';
import { FIX_FIELDS_MESSAGE, submitForm } from './submit-form';

function answer(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)) } as Response);
  };
  return { calls, fetchImpl };
}

describe('submitForm', () => {
  it('posts JSON to the form endpoint and returns the receipt id', async () => {
    const { calls, fetchImpl } = answer(201, { id: '42' });
    await expect(submitForm('contact', { name: 'Ada' }, fetchImpl)).resolves.toEqual({ ok: true, id: '42' });
    expect(calls[0]?.url).toBe('/api/forms/contact');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"name":"Ada"}' });
    expect((calls[0]?.init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends careers applications to the careers path', async () => {
    const { calls, fetchImpl } = answer(201, { id: '1' });
    await submitForm('careers', {}, fetchImpl);
    expect(calls[0]?.url).toBe('/api/careers/submit-application');
  });

  it('sends the form as multipart, its JSON next to the files, when it has an attachment', async () => {
    const { calls, fetchImpl } = answer(201, { id: '7' });
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await expect(submitForm('careers', { name: 'Ada' }, fetchImpl, { payloadField: 'application', files: { cv } })).resolves.toEqual({ ok: true, id: '7' });
    const body = calls[0]?.init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('application')).toBe('{"name":"Ada"}');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect((calls[0]?.init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('maps a 400 with details to field errors', async () => {
    const { fetchImpl } = answer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.', details: [{ path: 'email', message: 'Please enter a valid email address.' }] });
    await expect(submitForm('contact', {}, fetchImpl)).resolves.toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: FIX_FIELDS_MESSAGE,
      fieldErrors: { email: 'Please enter a valid email address.' },
    });
  });

  it('shows the server message when no field is named', async () => {
    const { fetchImpl } = answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE });
    await expect(submitForm('feedback', {}, fetchImpl)).resolves.toMatchObject({ ok: false, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE, fieldErrors: {} });
  });

  it('reports a network failure without throwing', async () => {
    await expect(submitForm('support', {}, () => Promise.reject(new TypeError('offline')))).resolves.toMatchObject({ ok: false, message: NETWORK_ERROR_MESSAGE });
  });
});
