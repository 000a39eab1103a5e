import type { Queryable } from '../../../platform/db/db';

export interface FamilyMember {
  publicationNumber: string;
  reason: 'self' | 'family';
}

/**
 * The corpus documents that are the application itself (its own publication keys) or its family (a
 * shared family key: an application one claims from the other, a common parent, provisional or priority).
 */
export async function findFamilyMembers(db: Queryable, keys: readonly string[], ownPublications: readonly string[]): Promise<FamilyMember[]> {
  if (keys.length === 0 && ownPublications.length === 0) return [];
  const { rows } = await db.query<{ publication_number: string; self: boolean }>(
    `WITH own AS (SELECT substr(k, 1, 2) AS country, substr(k, 3) AS doc_number FROM unnest($2::text[]) AS k)
     SELECT p.publication_number, EXISTS (SELECT 1 FROM own WHERE own.country = p.country AND own.doc_number = p.doc_number) AS self
       FROM patents p
      WHERE p.family_keys && $1::text[] OR (p.country, p.doc_number) IN (SELECT country, doc_number FROM own)`,
    [[...keys], [...ownPublications]],
  );
  return rows.map((r) => ({ publicationNumber: r.publication_number, reason: r.self ? 'self' : 'family' }));
}
