/** The database a PostgreSQL URL names, and the URL of the server's `postgres` database to create it from. */
export function splitDatabaseUrl(databaseUrl: string): { name: string; adminUrl: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`DATABASE_URL names no database: ${databaseUrl}`);
  url.pathname = '/postgres';
  return { name, adminUrl: url.toString() };
}

/** A database name as a quoted SQL identifier (CREATE DATABASE takes no parameters). */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
