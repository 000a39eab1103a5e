import { DEFAULT_PARTIES, agreementParties, agreementStatus, canAgree, loadAgreement, signerNameError } from './agreement';

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
    const body = { token: 't', title: 'Pilot agreement', body: 'Text', ...VIEW, status: 'agreed', parties: [{ name: 'Firm', role: 'Customer' }] };
    await expect(loadAgreement('t', respond(200, body))).resolves.toMatchObject({ title: 'Pilot agreement', serverStatus: 'agreed', parties: [{ name: 'Firm', role: 'Customer' }] });
  });

  it('throws the 404 of an unknown token and rejects a wrong shape', async () => {
    await expect(loadAgreement('x', respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'This agreement link is invalid or has expired.' }))).rejects.toMatchObject({
      statusCode: 404,
      message: 'This agreement link is invalid or has expired.',
    });
    await expect(loadAgreement('x', respond(200, { token: 'x' }))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('signing', () => {
  it('names the recipient as a party when the server gives no list', async () => {
    const respond = () => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify({ token: 't', title: 'NDA', body: 'Text', ...VIEW, status: 'viewed', recipientName: 'Dana' })) } as Response);
    await expect(loadAgreement('t', respond)).resolves.toMatchObject({ serverStatus: 'viewed', parties: [{ name: 'iPrism', role: 'Sender' }, { name: 'Dana', role: 'Recipient' }] });
  });
  it('allows agreeing only while sent or viewed and before expiry', () => {
    const now = Date.parse('2026-11-15T00:00:00Z');
    expect(canAgree({ ...VIEW, serverStatus: 'viewed' }, now)).toBe(true);
    expect(canAgree({ ...VIEW, serverStatus: 'agreed' }, now)).toBe(false);
    expect(canAgree({ ...VIEW, serverStatus: 'sent' }, Date.parse(VIEW.expiresAt))).toBe(false);
    expect(canAgree({ ...VIEW, serverStatus: null }, now)).toBe(false);
  });
  it('wants a typed full name', () => {
    expect(signerNameError(' D ')).toBe('Please type your full name.');
    expect(signerNameError('Dana Contractor')).toBeNull();
  });
});
