import { dateInDays, toCreateAgreement } from './agreement-form';

const draft = { title: 'Contractor agreement', recipientName: 'Dana Lee', recipientEmail: 'dana@example.com', expiresOn: dateInDays(10), body: 'The contractor provides the services described below.' };

describe('toCreateAgreement', () => {
  it('turns the expiry date into the end of that day', () => {
    const r = toCreateAgreement(draft);
    expect(r.ok && r.value.expiresAt).toBe(`${draft.expiresOn}T23:59:59.000Z`);
  });
  it('names each invalid field', () => {
    const r = toCreateAgreement({ ...draft, recipientEmail: 'nope', expiresOn: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.recipientEmail).toBe('Please enter a valid email address.');
      expect(r.errors.expiresOn).toBe('Please choose the date the link stops working.');
    }
  });
});
