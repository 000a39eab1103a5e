import type { Migration } from './index';

/**
 * What ties a corpus document to its family: its own application ("US:14558596"), the applications it
 * claims from or that claim from it (parents, children, provisionals, priorities) and the publications it
 * names as its family's ("US20140237828"). Prior art leaves out every document sharing one of these keys
 * with the application searched for.
 */
export const m015PatentFamilyKeys: Migration = {
  id: '015-patent-family-keys',
  sql: `
    ALTER TABLE patents ADD COLUMN family_keys TEXT[] NOT NULL DEFAULT '{}';
    CREATE INDEX patents_family_keys_idx ON patents USING GIN (family_keys);
  `,
};
