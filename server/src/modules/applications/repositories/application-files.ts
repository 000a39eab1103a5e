import type { DocumentFormat } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

export type FileKind = 'application' | 'ids';
/** IDS files may also be CSV or generic XML. */
export type StoredFormat = DocumentFormat | 'csv' | 'xml';

export interface ApplicationFile {
  applicationId: string;
  kind: FileKind;
  name: string;
  mediaType: string;
  format: StoredFormat;
  size: number;
  pages: number | null;
  sha256: string;
  storageKey: string;
}

/** @table application_files */
interface FileRow {
  application_id: string;
  kind: FileKind;
  name: string;
  media_type: string;
  format: StoredFormat;
  size: string | number;
  pages: number | null;
  sha256: string;
  storage_key: string;
}

const toFile = (r: FileRow): ApplicationFile => ({
  applicationId: r.application_id,
  kind: r.kind,
  name: r.name,
  mediaType: r.media_type,
  format: r.format,
  size: Number(r.size),
  pages: r.pages,
  sha256: r.sha256,
  storageKey: r.storage_key,
});

export async function insertApplicationFile(db: Queryable, f: ApplicationFile): Promise<void> {
  await db.query(
    `INSERT INTO application_files (application_id, kind, name, media_type, format, size, pages, sha256, storage_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [f.applicationId, f.kind, f.name, f.mediaType, f.format, f.size, f.pages, f.sha256, f.storageKey],
  );
}

/** The files of each given application, in one query. */
export async function listApplicationFiles(db: Queryable, applicationIds: readonly string[]): Promise<Map<string, ApplicationFile[]>> {
  const out = new Map<string, ApplicationFile[]>();
  if (applicationIds.length === 0) return out;
  const { rows } = await db.query<FileRow>(`SELECT * FROM application_files WHERE application_id = ANY($1::text[]) ORDER BY kind`, [[...applicationIds]]);
  for (const r of rows) {
    const list = out.get(r.application_id) ?? [];
    list.push(toFile(r));
    out.set(r.application_id, list);
  }
  return out;
}

export async function findApplicationFile(db: Queryable, applicationId: string, kind: FileKind): Promise<ApplicationFile | null> {
  const { rows } = await db.query<FileRow>(`SELECT * FROM application_files WHERE application_id = $1 AND kind = $2`, [applicationId, kind]);
  return rows[0] ? toFile(rows[0]) : null;
}
