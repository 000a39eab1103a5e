import { LANDSCAPE_DOCUMENTS, LANDSCAPE_TOP, type Landscape, type LandscapeFilters } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import { normalizeCpc } from '../../search';
import { cpcBreakdownLevel } from '../landscape-query';
import { landscapeFilterSql } from './landscape-filter-sql';

/** @derived a landscape aggregated over the corpus */
interface Row {
  total: string | number;
  by_year: { year: number; count: number }[] | null;
  assignees: { name: string; count: number }[] | null;
  cpc: { symbol: string; title: string | null; count: number }[] | null;
  countries: { country: string; count: number }[] | null;
  documents: { publication_number: string; title: string; year: number | null; assignee: string | null; cpc: string[] }[] | null;
}

/**
 * A landscape in one statement: the matching set (`m`) once, then each breakdown over all of it. Assignee,
 * subclass and group counts are of documents (a document with two H04L symbols counts once for H04L).
 */
export async function landscapeOf(db: Queryable, tsquery: string, filters: LandscapeFilters): Promise<Landscape> {
  const filter = landscapeFilterSql(filters, 2);
  const where = ['p.search_doc @@ q.query', ...filter.conditions].join(' AND ');
  const level = cpcBreakdownLevel(filters) === 'group' ? `split_part(x, '/', 1) || '/00'` : 'left(x, 4)';
  const n = 2 + filter.params.length;
  const { rows } = await db.query<Row>(
    `WITH m AS MATERIALIZED (
       SELECT t.publication_number, t.country, t.title, t.applicants, t.cpc,
              EXTRACT(YEAR FROM COALESCE(t.filing_date, t.publication_date))::int AS year,
              ts_rank('{0.1,0.2,0.4,1.0}', p.search_doc, q.query, 1) AS rank
         FROM patent_search p JOIN patents t ON t.publication_number = p.publication_number, (SELECT to_tsquery('english', $1) AS query) q
        WHERE ${where}
     ),
     groups AS (SELECT DISTINCT m.publication_number, ${level} AS symbol FROM m, unnest(m.cpc) AS x WHERE x LIKE $${n + 2})
     SELECT (SELECT count(*) FROM m) AS total,
       (SELECT json_agg(y ORDER BY y.year) FROM (SELECT year, count(*)::int AS count FROM m WHERE year IS NOT NULL GROUP BY year) y) AS by_year,
       (SELECT json_agg(a ORDER BY a.count DESC, a.name) FROM (SELECT name, count(DISTINCT m.publication_number)::int AS count FROM m, unnest(m.applicants) AS name GROUP BY name ORDER BY count(DISTINCT m.publication_number) DESC, name LIMIT $${n}) a) AS assignees,
       (SELECT json_agg(c ORDER BY c.count DESC, c.symbol) FROM (
          SELECT g.symbol, s.title, count(*)::int AS count FROM groups g LEFT JOIN cpc_scheme s ON s.symbol = g.symbol
           GROUP BY g.symbol, s.title ORDER BY count(*) DESC, g.symbol LIMIT $${n}) c) AS cpc,
       (SELECT json_agg(k ORDER BY k.count DESC, k.country) FROM (SELECT country, count(*)::int AS count FROM m GROUP BY country) k) AS countries,
       (SELECT json_agg(d ORDER BY d.rank DESC, d.publication_number) FROM (
          SELECT publication_number, title, year, applicants[1] AS assignee, cpc, rank FROM m ORDER BY rank DESC, publication_number LIMIT $${n + 1}) d) AS documents`,
    // Under a CPC filter only the symbols inside it break down (a document's other symbols are another field).
    [tsquery, ...filter.params, LANDSCAPE_TOP, LANDSCAPE_DOCUMENTS, `${filters.cpc ? normalizeCpc(filters.cpc).replace(/[\\%_]/g, (c) => `\\${c}`) : ''}%`],
  );
  const r = rows[0]!;
  return {
    total: Number(r.total),
    byYear: r.by_year ?? [],
    topAssignees: r.assignees ?? [],
    byCpc: (r.cpc ?? []).map((c) => ({ symbol: c.symbol, title: c.title ?? '', count: c.count })),
    byCountry: r.countries ?? [],
    documents: (r.documents ?? []).map((d) => ({ publicationNumber: d.publication_number, title: d.title, year: d.year, assignee: d.assignee, cpc: d.cpc })),
  };
}
