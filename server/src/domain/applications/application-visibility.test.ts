import { isApplicationVisible } from './application-visibility';

const none = { owner: false, orgAdmin: false, assigned: false };

describe('isApplicationVisible', () => {
  it('lets the owner, the organisation admins and assigned members see the application', () => {
    expect(isApplicationVisible({ ...none, owner: true })).toBe(true);
    expect(isApplicationVisible({ ...none, orgAdmin: true })).toBe(true);
    expect(isApplicationVisible({ ...none, assigned: true })).toBe(true);
  });

  it('hides it from everyone else', () => {
    expect(isApplicationVisible(none)).toBe(false);
  });
});
