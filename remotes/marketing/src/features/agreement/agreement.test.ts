import { DEFAULT_PARTIES, agreementDetails, agreementStatus, canAgree, signerNameError } from './agreement';

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

describe('agreementDetails', () => {
  it("keeps the contract's fields with the server's state, and names the default parties without a recipient", () => {
    const view = { token: 't', title: 'Pilot agreement', body: 'Text', ...VIEW, status: 'agreed' as const };
    expect(agreementDetails(view)).toMatchObject({ title: 'Pilot agreement', serverStatus: 'agreed', parties: DEFAULT_PARTIES });
    expect(agreementDetails({ ...view, status: undefined }).serverStatus).toBeNull();
  });
});

describe('signing', () => {
  it('names the recipient as a party when the server names one', () => {
    const view = { token: 't', title: 'NDA', body: 'Text', ...VIEW, status: 'viewed' as const, recipientName: 'Dana' };
    expect(agreementDetails(view)).toMatchObject({ serverStatus: 'viewed', parties: [{ name: 'iPrism', role: 'Sender' }, { name: 'Dana', role: 'Recipient' }] });
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
