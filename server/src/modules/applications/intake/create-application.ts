import type { Db, Queryable } from '../../../platform/db/db';
import { insertApplicationFile } from '../repositories/application-files';
import { insertApplication, newApplicationId } from '../repositories/applications';
import type { JobQueue } from '../../pipeline';
import type { FileStore } from '../../../platform/storage/file-store';
import { countOf } from '@iprism/shared/text';
import type { CheckedFile } from './check-upload';

export interface NewUpload {
  /** A fixed id (the demo's applications); a new one otherwise. */
  id?: string;
  ownerUserId: string;
  organizationId: string | null;
  files: CheckedFile[];
  /** Runs in the transaction that records the application (the credit charge); a throw stores nothing. */
  inTransaction?: (tx: Queryable, applicationId: string) => Promise<void>;
}

/** The working title until the report stage reads the document's own: the title it states, or its file name when it states none. */
const workingTitle = (file: CheckedFile): string => file.title ?? titleFromName(file.name);
const titleFromName = (name: string): string => name.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_-]+/g, ' ').trim() || name;

/**
 * Stores the files, then records the application, its files and its first job in one transaction. A
 * failure after the files are written removes them again: nothing is half stored.
 */
export async function createApplication(deps: { db: Db; store: FileStore; queue: JobQueue }, upload: NewUpload): Promise<string> {
  const id = upload.id ?? newApplicationId();
  const application = upload.files.find((f) => f.kind === 'application');
  if (!application) throw new Error('an upload needs its application document');
  try {
    for (const f of upload.files) await deps.store.put(`${id}/${f.kind}`, f.bytes);
    await deps.db.transaction(async (tx) => {
      await insertApplication(tx, { id, ownerUserId: upload.ownerUserId, organizationId: upload.organizationId, title: workingTitle(application) });
      for (const f of upload.files) {
        await insertApplicationFile(tx, {
          applicationId: id,
          kind: f.kind,
          name: f.name,
          mediaType: f.mediaType,
          format: f.format,
          size: f.bytes.length,
          pages: f.pages,
          sha256: f.sha256,
          storageKey: `${id}/${f.kind}`,
        });
      }
      await upload.inTransaction?.(tx, id);
      await deps.queue.enqueue(tx, id, 'report');
    });
  } catch (err) {
    await deps.store.removePrefix(id).catch(() => undefined);
    throw err;
  }
  return id;
}

/** The upload stage's closing message: what was received, in what form. */
export const receivedMessage = (files: readonly CheckedFile[]): string =>
  `Received ${files.map((f) => `${f.name} (${f.kind === 'ids' ? 'IDS' : f.format.toUpperCase()}${f.pages ? `, ${countOf(f.pages, 'page')}` : ''})`).join(' and ')}`;
