import { createLocalAccessSignal } from '../../access-cache/access-signal';
import type { Queryable } from '../../db/db';
import { createOrgAdminCheck } from './org-admin-check';

/** A database that answers the two reads of the check and counts them; `role` is the stored membership role. */
function fakeDb(state: { role: string | null }): Queryable & { reads: number } {
  const db = {
    reads: 0,
    exec: async () => undefined,
    async query(sql: string) {
      db.reads += 1;
      if (sql.includes('FROM organizations WHERE id')) return { rows: [{ id: 'o1', name: 'Org', slug: 'org', admin_id: null, created_at: new Date() }] };
      return { rows: state.role ? [{ organization_id: 'o1', slug: 'org', name: 'Org', user_id: 'u1', role: state.role, permissions: [], created_at: new Date(), updated_at: new Date() }] : [] };
    },
  };
  return db as unknown as Queryable & { reads: number };
}

describe('createOrgAdminCheck', () => {
  it('answers from the records and, with a signal, reads them again only after a change', async () => {
    const state = { role: 'org:admin' as string | null };
    const db = fakeDb(state);
    const signal = createLocalAccessSignal();
    const check = createOrgAdminCheck(db, signal);
    expect(await check('u1', 'o1')).toBe(true);
    expect(await check('u1', 'o1')).toBe(true);
    expect(db.reads).toBe(2);

    state.role = 'org:member';
    signal.changed();
    expect(await check('u1', 'o1')).toBe(false);
    state.role = null;
    signal.changed();
    expect(await check('u1', 'o1')).toBe(false);
    expect(db.reads).toBe(6);
  });

  it('reads every time without a signal', async () => {
    const db = fakeDb({ role: 'org:admin' });
    const check = createOrgAdminCheck(db);
    await check('u1', 'o1');
    await check('u1', 'o1');
    expect(db.reads).toBe(4);
  });
});
