import type { Migration } from './index';

/**
 * Full-text search over CPC titles: the explorer's search box and the classifier's title signal
 * match words against ~10,000 titles on every call, so the title tsvector is indexed.
 */
export const m012CpcTitleSearch: Migration = {
  id: '012-cpc-title-search',
  sql: `CREATE INDEX cpc_scheme_title_search_idx ON cpc_scheme USING GIN (to_tsvector('english'::regconfig, title));`,
};
