import type { Queryable } from '../../../platform/db/db';
import type { SampleRecord } from '../sample-corpus';

/** Inserts records (and their patent_cpc rows) in batches; existing publication numbers are left alone. */
export async function insertRecords(db: Queryable, records: readonly SampleRecord[], batchSize = 500): Promise<void> {
  for (let i = 0; i < records.length; i += batchSize) {
    const batch = JSON.stringify(
      records.slice(i, i + batchSize).map((r) => ({
        publication_number: r.publicationNumber,
        country: r.country,
        doc_number: r.number,
        kind: r.kind,
        title: r.title,
        abstract: r.abstract,
        claims: r.claims,
        description: r.description,
        publication_date: r.publicationDate,
        cpc: r.cpc,
      })),
    );
    await db.query(
      `WITH rows AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(publication_number text, country text, doc_number text, kind text, title text,
                abstract text, claims text, description text, publication_date date, cpc text[])
       ), inserted AS (
         INSERT INTO patents (publication_number, country, doc_number, kind, title, abstract, claims, description, publication_date, cpc, source)
         SELECT publication_number, country, doc_number, kind, title, abstract, claims, description, publication_date, cpc, 'sample' FROM rows
         ON CONFLICT (publication_number) DO NOTHING
         RETURNING publication_number, cpc
       )
       INSERT INTO patent_cpc (publication_number, symbol)
       SELECT DISTINCT publication_number, unnest(cpc) FROM inserted
       ON CONFLICT DO NOTHING`,
      [batch],
    );
  }
}
