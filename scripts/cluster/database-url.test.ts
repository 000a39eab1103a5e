import { quoteIdentifier, splitDatabaseUrl } from './database-url';

describe('splitDatabaseUrl', () => {
  it('names the database and points the admin URL at postgres, keeping credentials and options', () => {
    expect(splitDatabaseUrl('postgres://app:s3cret@db.internal:5433/iprism_cluster?sslmode=require')).toEqual({
      name: 'iprism_cluster',
      adminUrl: 'postgres://app:s3cret@db.internal:5433/postgres?sslmode=require',
    });
  });

  it('refuses a URL without a database', () => {
    expect(() => splitDatabaseUrl('postgres://postgres@127.0.0.1:5432')).toThrow(/names no database/);
  });

  it('quotes identifiers, doubling quotes inside', () => {
    expect(quoteIdentifier('iprism')).toBe('"iprism"');
    expect(quoteIdentifier('a"b')).toBe('"a""b"');
  });
});
