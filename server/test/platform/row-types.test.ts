import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../src/platform/db/db';
import { openTestDatabase } from '../test-database';
import { checkRowType, readRowTypes, type Column, type RowType } from './row-types';

const SRC = join(__dirname, '..', '..', 'src');

/** Every repository file: modules' `repositories/` folders and the platform's. */
function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(path);
    return /[\\/]repositories[\\/][^\\/]+\.ts$/.test(path) && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('repository row types against the migrated schema', () => {
  let db: Db;
  let columns: Column[];
  const rows: RowType[] = repositoryFiles(SRC).flatMap(readRowTypes);

  beforeAll(async () => {
    db = await openTestDatabase();
    const result = await db.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    columns = result.rows.map((r) => ({ table: r.table_name, name: r.column_name, dataType: r.data_type, nullable: r.is_nullable === 'YES' }));
  });
  afterAll(() => db?.close());

  it('finds the row types of the repositories', () => {
    expect(rows.filter((r) => r.table).length).toBeGreaterThanOrEqual(20);
  });

  it('types every column a row reads as the table declares it, or says why the row has no single table', () => {
    expect(rows.flatMap((row) => checkRowType(row, columns))).toEqual([]);
  });

  it('notices a column the table lacks, a nullable column typed as always there, and a wrong type', () => {
    const row: RowType = { file: 'probe.ts', name: 'ProbeRow', table: 'users', derived: false, computed: [], properties: [{ name: 'no_such', type: 'string' }, { name: 'totp_secret', type: 'string' }, { name: 'email', type: 'number' }] };
    expect(checkRowType(row, columns)).toEqual([
      'ProbeRow (probe.ts): users has no column no_such',
      'ProbeRow (probe.ts): totp_secret is nullable in users but typed string',
      'ProbeRow (probe.ts): email is text in users but typed number',
    ]);
  });
});
