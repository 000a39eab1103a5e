import type { Queryable } from '../../../platform/db/db';
import type { ReferenceText } from '../../prior-art';

/** Enough description to find a passage in; a full specification can be megabytes. */
const DESCRIPTION_CHARS = 60_000;

/** The texts of the given publications, in the order asked, for claim charts and relevance. */
export async function loadReferenceTexts(db: Queryable, publicationNumbers: readonly string[]): Promise<ReferenceText[]> {
  if (publicationNumbers.length === 0) return [];
  const { rows } = await db.query<{ publication_number: string; title: string; abstract: string; claims: string; description: string }>(
    `SELECT publication_number, title, abstract, claims, left(description, ${DESCRIPTION_CHARS}) AS description
       FROM patents WHERE publication_number = ANY($1::text[])`,
    [[...publicationNumbers]],
  );
  const byNumber = new Map(rows.map((r) => [r.publication_number, r]));
  return publicationNumbers.flatMap((n) => {
    const r = byNumber.get(n);
    return r ? [{ publicationNumber: n, title: r.title, abstract: r.abstract, claims: r.claims, description: r.description }] : [];
  });
}

