/** The one database handle the repositories take: PGlite in the embedded default, a pg pool at scale. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; a throw rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The connection pool's state (metrics); PostgreSQL only, PGlite has one in-process connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export type Queryable = Pick<Db, 'query' | 'exec'>;
