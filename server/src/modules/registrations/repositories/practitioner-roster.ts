import type { RosterEntry } from '../../../domain/registrations/practitioner-match';
import type { Queryable } from '../../../platform/db/db';

/** @table practitioner_roster */
interface Row {
  registration_number: string;
  last_name: string;
  name: string;
  type: 'attorney' | 'agent';
  firm: string;
  city: string;
  state: string;
  status: string;
}

/** Adds or replaces roster rows by registration number; `demo` marks the seeded demo roster. */
export async function upsertRosterEntries(db: Queryable, entries: readonly RosterEntry[], demo = false): Promise<number> {
  const BATCH = 500;
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH);
    await db.query(
      `INSERT INTO practitioner_roster (registration_number, last_name, name, type, firm, city, state, status, demo)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::boolean[])
       ON CONFLICT (registration_number) DO UPDATE SET last_name = EXCLUDED.last_name, name = EXCLUDED.name, type = EXCLUDED.type, firm = EXCLUDED.firm,
         city = EXCLUDED.city, state = EXCLUDED.state, status = EXCLUDED.status, demo = EXCLUDED.demo, imported_at = now()`,
      [
        batch.map((e) => e.registrationNumber),
        batch.map((e) => e.lastName),
        batch.map((e) => e.name),
        batch.map((e) => e.type),
        batch.map((e) => e.firm),
        batch.map((e) => e.city),
        batch.map((e) => e.state),
        batch.map((e) => e.status),
        batch.map(() => demo),
      ],
    );
  }
  return entries.length;
}

/** The roster rows of one number, compared as a number (leading zeros ignored). */
export async function rosterEntriesOfNumber(db: Queryable, digits: string): Promise<RosterEntry[]> {
  const { rows } = await db.query<Row>(
    "SELECT registration_number, last_name, name, type, firm, city, state, status FROM practitioner_roster WHERE ltrim(registration_number, '0') = ltrim($1, '0')",
    [digits],
  );
  return rows.map((r) => ({ registrationNumber: r.registration_number, lastName: r.last_name, name: r.name, type: r.type, firm: r.firm, city: r.city, state: r.state, status: r.status }));
}
