import { rememberSignedOutNotice, takeSignedOutNotice } from './signed-out-notice';

describe('signed-out notice', () => {
  beforeEach(() => sessionStorage.clear());

  it('is shown once', () => {
    rememberSignedOutNotice('Signed out for inactivity.');
    expect(takeSignedOutNotice()).toBe('Signed out for inactivity.');
    expect(takeSignedOutNotice()).toBeNull();
  });

  it('does without storage that refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(() => rememberSignedOutNotice('x', refusing)).not.toThrow();
    expect(takeSignedOutNotice(refusing)).toBeNull();
  });
});
