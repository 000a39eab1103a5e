import { m001Platform } from './001-platform';

export interface Migration {
  id: string;
  sql: string;
}

/** Applied in order, each once, each in its own transaction. */
export const MIGRATIONS: readonly Migration[] = [m001Platform];
