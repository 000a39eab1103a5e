import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../platform/db/db';
import { checkFile, createApplication, deleteApplication, findApplication, findApplicationFile, loadStageResult, receivedMessage } from '../applications';
import { findOrganizationBySlug } from '../organizations';
import { findUserByEmail } from '../accounts';
import type { FileReaders } from '../../platform/file-readers/file-readers';
import type { ReceivedFile } from '../applications';
import type { JobQueue } from '../pipeline';
import type { ProgressBus } from '../realtime';
import { rerunApplication } from '../pipeline';
import { countPatents } from '../corpus';
import type { PriorArtResult } from '@iprism/shared/contracts';
import { countOf } from '@iprism/shared/text';
import type { FileStore } from '../../platform/storage/file-store';

/**
 * The demo's applications: real documents uploaded at start and taken through the real pipeline, so each
 * one's report, prior art and IDS open like any upload's. Nothing is faked: a corpus still importing only
 * means fewer references (the prior-art result says how many documents it searched).
 */

const DOCUMENTS = join(__dirname, 'documents');

export interface DemoApplication {
  id: string;
  /** The document's own title (its `invention-title`): the application's title once the report stage has read it. */
  title: string;
  ownerEmail: string;
  organizationSlug: string;
  files: { kind: ReceivedFile['kind']; file: string }[];
}

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    id: 'app_demo_pitch_control',
    title: 'Adaptive wind turbine blade pitch control',
    ownerEmail: 'pro@lawfirm.example',
    organizationSlug: 'harper-lowe',
    files: [
      { kind: 'application', file: 'pitch-control.xml' },
      { kind: 'ids', file: 'pitch-control-ids.csv' },
    ],
  },
];

export interface DemoApplicationDeps {
  db: Db;
  store: FileStore;
  queue: JobQueue;
  readers: FileReaders;
  bus: ProgressBus;
}

/**
 * Uploads each demo application once (after seedDemo wrote its owner). An application of that id without
 * its document (an older demo that only pretended to run) is replaced. Returns the ids uploaded now.
 */
export async function seedDemoApplications(deps: DemoApplicationDeps): Promise<string[]> {
  const uploaded: string[] = [];
  for (const demo of DEMO_APPLICATIONS) {
    if (await findApplication(deps.db, demo.id)) {
      if (await findApplicationFile(deps.db, demo.id, 'application')) continue;
      await deleteApplication(deps.db, demo.id);
    }
    const [owner, organization] = await Promise.all([findUserByEmail(deps.db, demo.ownerEmail), findOrganizationBySlug(deps.db, demo.organizationSlug)]);
    if (!owner || !organization) throw new Error(`demo application ${demo.id} needs ${demo.ownerEmail} and ${demo.organizationSlug} (seedDemo first)`);
    const files = [];
    for (const f of demo.files) files.push(await checkFile({ kind: f.kind, name: f.file, bytes: readFileSync(join(DOCUMENTS, f.file)) }, deps.readers));
    await createApplication(deps, { id: demo.id, ownerUserId: owner.id, organizationId: organization.id, files });
    await deps.bus.publish({ applicationId: demo.id, stage: 'upload', progress: 100, final: true, message: receivedMessage(files) });
    uploaded.push(demo.id);
  }
  return uploaded;
}

/**
 * Searches the demo applications' prior art again once the corpus import has finished, when they were
 * searched against less of it (at start, the corpus is often still empty): the IDS stages after it compare
 * the citations with the corpus too. Returns the ids queued.
 */
export async function refreshDemoPriorArt(deps: Pick<DemoApplicationDeps, 'db' | 'queue' | 'bus'>): Promise<string[]> {
  const corpusSize = await countPatents(deps.db);
  const queued: string[] = [];
  for (const demo of DEMO_APPLICATIONS) {
    const result = await loadStageResult<PriorArtResult>(deps.db, demo.id, 'priorArt');
    if (!result || result.corpusSize >= corpusSize) continue;
    const outcome = await rerunApplication(deps, demo.id, { earliest: 'priorArt' });
    if (outcome.kind !== 'queued') continue;
    await deps.bus.publish({ applicationId: demo.id, stage: outcome.from, progress: 0, message: `Queued again: the corpus now holds ${countOf(corpusSize, 'document')}` });
    queued.push(demo.id);
  }
  return queued;
}
