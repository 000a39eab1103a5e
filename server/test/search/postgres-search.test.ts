import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { PatentSearchRequestSchema } from '@iprism/shared/contracts';
import { REPO_ROOT } from '../../src/platform/config/config';
import type { Db } from '../../src/platform/db/db';
import { migrate } from '../../src/platform/db/migrate';
import { MIGRATIONS } from '../../src/platform/db/migrations';
import { openDatabase } from '../../src/platform/db/open';
import { openPglite } from '../../src/platform/db/pglite';
import { createPostgresPatentSearch } from '../../src/modules/search/postgres-patent-search';
import { googlePatentsRecords, patentsViewRecords } from '../../src/modules/search/sample-corpus';
import { insertRecords } from '../../src/modules/search/repositories/sample-patents';

const DATA = join(REPO_ROOT, '..', 'shared', 'data');
const SERVER = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL server adapter (DATABASE_URL): every migration and the same search SQL as PGlite, on a
 * throwaway database created for this run and dropped after it.
 */
describe('PostgreSQL server mode', () => {
  const name = `iprism_test_${randomBytes(4).toString('hex')}`;
  const records = [...googlePatentsRecords(DATA).slice(0, 400), ...patentsViewRecords(DATA).filter((_r, i) => i % 15 === 0)];
  let up = false;
  let db: Db;
  let lite: Db;

  beforeAll(async () => {
    up = await reachable();
    if (!up) {
      console.warn(`PostgreSQL is not reachable at ${SERVER}: skipping the server-mode tests (set TEST_POSTGRES_URL to run them).`);
      return;
    }
    await admin(`CREATE DATABASE ${name}`);
    db = await openDatabase({ dataDir: '/nonexistent', databaseUrl: SERVER.replace(/\/[^/]*$/, `/${name}`) });
    lite = await openPglite();
    await migrate(lite);
    await Promise.all([insertRecords(db, records), insertRecords(lite, records)]);
  }, 120_000);
  afterAll(async () => {
    if (!up) return;
    await db?.close();
    await lite?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const onServer = (title: string, fn: () => Promise<void>) => it(title, async () => (up ? fn() : undefined));

  onServer('runs every migration, once', async () => {
    expect(db.kind).toBe('postgres');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id).sort());
    // A second open (another process starting) applies nothing and does not fail.
    const again = await openDatabase({ dataDir: '/nonexistent', databaseUrl: SERVER.replace(/\/[^/]*$/, `/${name}`) });
    await again.close();
  });

  onServer('returns values in the shapes PGlite returns', async () => {
    const sql = `SELECT count(*) AS n, '2020-01-02'::date AS d, '{1.5,2}'::real[] AS v, '{"a":1}'::jsonb AS j, 1.25::numeric AS num,
      '1 day 02:00'::interval AS i, '{1,3}'::int8[] AS ns, '{2020-01-02}'::date[] AS ds, '{1.5,2.25}'::numeric[] AS nums`;
    const [server, embedded] = await Promise.all([db.query(sql), lite.query(sql)]);
    expect(server.rows).toEqual(embedded.rows);
  });

  onServer('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE patents SET title = 'changed' WHERE publication_number = $1`, [records[0]!.publicationNumber]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db.query<{ title: string }>('SELECT title FROM patents WHERE publication_number = $1', [records[0]!.publicationNumber]);
    expect(rows[0]!.title).toBe(records[0]!.title);
  });

  onServer('answers a search exactly as PGlite does', async () => {
    for (const input of [
      { query: 'baseball bat with a hollow barrel' },
      { query: 'neural network', filters: { publishedBefore: '2000-01-01' }, page: 2, pageSize: 5 },
      { query: 'federated learning model training', filters: { cpc: 'G06N', country: 'US' } },
    ]) {
      const q = PatentSearchRequestSchema.parse(input);
      const [server, embedded] = await Promise.all([createPostgresPatentSearch({ db }).search(q), createPostgresPatentSearch({ db: lite }).search(q)]);
      expect(server.total).toBeGreaterThan(0);
      expect(server.results.length).toBeGreaterThan(0);
      expect(server.total).toBe(embedded.total);
      expect(server.results.map((h) => [h.publicationNumber, h.snippet, h.publicationDate])).toEqual(embedded.results.map((h) => [h.publicationNumber, h.snippet, h.publicationDate]));
    }
  });
});
