import { Client } from 'pg';
import { loadOrCreateSigningKey } from '../../src/modules/auth/signing-keys';
import type { Db } from '../../src/platform/db/db';
import { openDatabase } from '../../src/platform/db/open';
import { seedDemo } from '../../src/modules/demo/seed';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * API nodes started together on an empty PostgreSQL database (`pnpm cluster`): each opens its own pool,
 * creates the session signing key and seeds the demo. They must end with one key (or a token signed by
 * one node fails on the other) and one copy of the demo data (or the second seed hits a unique key).
 */
describe('API nodes starting together on one PostgreSQL database', () => {
  const dbName = `iprism_concurrent_${process.pid}_${Date.now()}`;
  const nodes: Db[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
    for (let i = 0; i < 3; i++) nodes.push(await openDatabase({ dataDir: '/nonexistent', databaseUrl: url }));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(nodes.map((db) => db.close()));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('creates one signing key that every node signs with', async () => {
    const keys = await Promise.all(nodes.map((db) => loadOrCreateSigningKey(db)));
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    const { rows } = await nodes[0]!.query<{ n: string }>('SELECT count(*)::text AS n FROM signing_keys');
    expect(rows[0]?.n).toBe('1');
  });

  it('seeds the demo once when every node seeds at the same time', async () => {
    await Promise.all(nodes.map((db) => seedDemo(db, 'iprism-demo')));
    const { rows } = await nodes[0]!.query<{ email: string; n: string }>("SELECT email, count(*)::text AS n FROM users WHERE email = 'pro@lawfirm.example' GROUP BY email");
    expect(rows).toEqual([{ email: 'pro@lawfirm.example', n: '1' }]);
  });
});
