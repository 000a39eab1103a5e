import { INITIAL_SEND_FORM, SEND_CATEGORIES, SEND_FORM_MESSAGES, sentMessage, toSendRequest, type SendFormValues } from './send-form';

const form = (change: Partial<SendFormValues>): SendFormValues => ({ ...INITIAL_SEND_FORM, text: 'Maintenance tonight', ...change });

describe('toSendRequest', () => {
  it('sends to one user by e-mail, trimmed', () => {
    expect(toSendRequest(form({ email: ' pro@lawfirm.example ' }))).toEqual({
      ok: true,
      request: { audience: { kind: 'user', email: 'pro@lawfirm.example' }, text: 'Maintenance tonight', category: 'general', adminOnly: false },
    });
  });

  it('sends to an organisation, with its category and the admin-only switch', () => {
    const result = toSendRequest(form({ audience: 'organization', organizationId: 'org_1', category: 'security', adminOnly: true }));
    expect(result).toMatchObject({ ok: true, request: { audience: { kind: 'organization', organizationId: 'org_1' }, category: 'security', adminOnly: true } });
  });

  it('sends to everyone without asking for an e-mail', () => {
    expect(toSendRequest(form({ audience: 'everyone' }))).toMatchObject({ ok: true, request: { audience: { kind: 'everyone' } } });
  });

  it('asks for the e-mail, and for a valid one', () => {
    expect(toSendRequest(form({ email: '' }))).toEqual({ ok: false, errors: { email: SEND_FORM_MESSAGES.emailMissing } });
    expect(toSendRequest(form({ email: 'not-an-email' }))).toEqual({ ok: false, errors: { email: SEND_FORM_MESSAGES.emailInvalid } });
  });

  it('asks for the organisation', () => {
    expect(toSendRequest(form({ audience: 'organization' }))).toEqual({ ok: false, errors: { organizationId: SEND_FORM_MESSAGES.organizationMissing } });
  });

  it('asks for the text, and reports every missing field at once', () => {
    expect(toSendRequest(form({ text: '   ' }))).toEqual({ ok: false, errors: { email: SEND_FORM_MESSAGES.emailMissing, text: SEND_FORM_MESSAGES.textMissing } });
  });

  it('refuses a text longer than the contract allows', () => {
    expect(toSendRequest(form({ audience: 'everyone', text: 'x'.repeat(2001) }))).toMatchObject({ ok: false, errors: { text: expect.any(String) } });
  });
});

describe('SEND_CATEGORIES', () => {
  it('offers general and the stored categories, never a quick-feedback one (SPEC §5)', () => {
    const values = SEND_CATEGORIES.map((c) => c.value);
    expect(values[0]).toBe('general');
    expect(values).toEqual(expect.arrayContaining(['admin', 'security', 'application-status', 'prior-art']));
    expect(values).not.toContain('upload');
    expect(SEND_CATEGORIES.find((c) => c.value === 'application-status')?.label).toBe('Application status');
  });
});

describe('sentMessage', () => {
  it('says how many users received it', () => {
    expect(sentMessage(1)).toBe('Sent to 1 user');
    expect(sentMessage(0)).toBe('Sent to 0 users');
    expect(sentMessage(12)).toBe('Sent to 12 users');
  });
});
