import type { Account } from '@iprism/shared/contracts/identity';
import { isAccountAdmin } from './admin-check';
import { session } from './test-fixtures';

const account = (organizationId: Account['organizationId']): Account => ({ id: 'acc_1', organizationId });
const plainSession = session();

describe('isAccountAdmin (SPEC §6)', () => {
  it('is admin when the organisation adminId is the account id', () => {
    expect(isAccountAdmin({ account: account({ adminId: 'acc_1', members: [] }), session: plainSession })).toBe(true);
  });

  it('is admin when its own member entry has role admin', () => {
    const members = [{ userId: 'acc_1', role: 'admin' }];
    expect(isAccountAdmin({ account: account({ adminId: 'acc_9', members }), session: plainSession })).toBe(true);
  });

  it('is not admin because another member is admin', () => {
    const members = [{ userId: 'acc_2', role: 'admin' }, { userId: 'acc_1', role: 'member' }];
    expect(isAccountAdmin({ account: account({ adminId: 'acc_9', members }), session: plainSession })).toBe(false);
  });

  it('is admin when the active organisation membership grants org:admin_dashboard:access', () => {
    const granted = session({ orgPermissions: ['org:admin_dashboard:access'] });
    expect(isAccountAdmin({ account: account(null), session: granted })).toBe(true);
    expect(isAccountAdmin({ account: null, session: granted })).toBe(true);
  });

  it('does not count that permission without an active organisation', () => {
    expect(isAccountAdmin({ account: null, session: session({ orgId: null, orgPermissions: ['org:admin_dashboard:access'] }) })).toBe(false);
  });

  it('is not admin without organisation, account or grant', () => {
    expect(isAccountAdmin({ account: account(null), session: plainSession })).toBe(false);
    expect(isAccountAdmin({ account: null, session: null })).toBe(false);
  });
});
