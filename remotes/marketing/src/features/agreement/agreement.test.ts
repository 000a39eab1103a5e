import { DEFAULT_PARTIES, agreementParties, agreementStatus, loadAgreement } from './agreement';

const VIEW = { issuedAt: '2026-11-01T00:00:00Z', expiresAt: '2026-12-01T00:00:00Z' };

describe('agreementStatus', () => {
  it('is active between issue and expiry', () => {
    expect(agreementStatus(VIEW, Date.parse('2026-11-15T00:00:00Z'))).toBe('active');
    expect(agreementStatus(VIEW, Date.parse(VIEW.issuedAt))).toBe('active');
  });
  it('is expired from the expiry on, pending before issue', () => {
    expect(agreementStatus(VIEW, Date.parse(VIEW.expiresAt))).toBe('expired');
    expect(agreementStatus(VIEW, Date.parse('2026-10-31T23:59:00Z'))).toBe('pending');
  });
});

describe('agreementParties', () => {
  it('reads well-formed parties and skips the rest', () => {
    expect(agreementParties({ parties: [{ name: ' Analytical Engines LLP ', role: 'Customer' }, { name: '' }, 3, { name: 'iPrism' }] })).toEqual([
      { name: 'Analytical Engines LLP', role: 'Customer' },
      { name: 'iPrism', role: 'Party' },
    ]);
  });
  it('falls back to provider and customer', () => {
    expect(agreementParties({})).toEqual(DEFAULT_PARTIES);
    expect(agreementParties({ parties: [] })).toEqual(DEFAULT_PARTIES);
    expect(agreementParties(null)).toEqual(DEFAULT_PARTIES);
  });
});

describe('loadAgreement', () => {
  const respond = (status: number, body: unknown) => () =>
    Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(JSON.stringify(body)) } as Response);

  it('parses the contract and keeps optional extras', async () => {
    const body = { token: 't', title: 'Pilot agreement', body: 'Text', ...VIEW, status: 'signed', parties: [{ name: 'Firm', role: 'Customer' }] };
    await expect(loadAgreement('t', respond(200, body))).resolves.toMatchObject({ title: 'Pilot agreement', serverStatus: 'signed', parties: [{ name: 'Firm', role: 'Customer' }] });
  });

  it('throws the 404 of an unknown token and rejects a wrong shape', async () => {
    await expect(loadAgreement('x', respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'This agreement link is invalid or has expired.' }))).rejects.toMatchObject({
      statusCode: 404,
      message: 'This agreement link is invalid or has expired.',
    });
    await expect(loadAgreement('x', respond(200, { token: 'x' }))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
