import { openPglite } from '../src/db/pglite';
async function main() {
  const db = await openPglite(process.argv[2]!);
  const r = await db.query(`SELECT tablename, attname, most_common_elems IS NOT NULL AS elems FROM pg_stats WHERE tablename IN ('patent_search','patents') AND attname IN ('search_doc','cpc')`);
  console.log(r.rows);
  const r2 = await db.query(`SELECT relname, reltuples FROM pg_class WHERE relname IN ('patent_search','patents')`);
  console.log(r2.rows);
  await db.close();
}
void main();
