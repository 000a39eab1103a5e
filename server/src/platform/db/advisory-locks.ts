/**
 * PostgreSQL advisory lock keys: work that several nodes of one deployment would otherwise all do at start.
 * One list, so no two uses ever share a key.
 */
export const ADVISORY_LOCKS = {
  migrations: 7_461_201,
  signingKey: 7_461_202,
  demoSeed: 7_461_203,
  demoCorpus: 7_461_204,
  vectorIndexing: 7_461_205,
  cpcModelTraining: 7_461_206,
} as const;
