import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ApplicationRecordSchema,
  ProgressPayloadSchema,
  CreateDevApplicationRequestSchema,
  DevProgressRequestSchema,
  DevCorpusImportResultSchema,
  type ApplicationRecord,
  type ProgressPayload,
} from '@iprism/shared/contracts';
import { insertApplication, toApplicationRecord } from '../../applications';
import { listMembershipsOfUser } from '../../organizations';
import { findUserByEmail } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';
import { pushNotifications } from '../../notifications';
import { importCorpus } from '../../corpus';

const DevCorpusImportSchema = z.object({
  fileName: z.string().trim().regex(/^[\w.-]{1,100}$/, 'Use a plain file name such as new.jsonl'),
  content: z.string().min(1).max(5_000_000),
});

export const DEV_OWNER_NOT_FOUND_MESSAGE = 'No account uses this e-mail address.';

/**
 * Demo and browser-test tools that stand in for the upload pipeline. app.ts registers this plugin only
 * with DEMO on, so elsewhere the paths answer the JSON 404 of any unknown route (like the dev outbox
 * without its outbox: nothing reveals they could exist). Within a demo they are staff only (403
 * otherwise) and, being mutating calls, need the security token like every other write.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  /** A throwaway application, so a test drives its own and leaves the seeded demo one untouched. */
  app.post('/api/dev/applications', { schema: { body: CreateDevApplicationRequestSchema, response: { 201: ApplicationRecordSchema } } }, async (req, reply): Promise<ApplicationRecord> => {
    const { ownerEmail, title } = req.body;
    const owner = await findUserByEmail(app.db, ownerEmail);
    if (!owner) throw appError('NOT_FOUND', DEV_OWNER_NOT_FOUND_MESSAGE);
    const [firstOrganization] = await listMembershipsOfUser(app.db, owner.id);
    const application = await insertApplication(app.db, { ownerUserId: owner.id, organizationId: firstOrganization?.organizationId ?? null, title });
    void reply.status(201);
    return toApplicationRecord({ ...application, ownerName: owner.name }, {});
  });

  /** One payload through the progress bus, as a pipeline worker publishes it (stored, then pushed live). */
  app.post('/api/dev/progress', { schema: { body: DevProgressRequestSchema, response: { 202: ProgressPayloadSchema } } }, async (req, reply): Promise<ProgressPayload> => {
    const published = await app.progressBus.publish(req.body);
    void reply.status(202);
    return published;
  });

  /**
   * Imports one corpus file as the CLI would (format detected from its content), so a browser test can
   * land new documents and see the watches they match notify (pushed live as well as stored).
   */
  app.post('/api/dev/corpus/import', { schema: { body: DevCorpusImportSchema, response: { 200: DevCorpusImportResultSchema } } }, async (req) => {
    const { fileName, content } = req.body;
    const dir = await mkdtemp(join(tmpdir(), 'iprism-dev-import-'));
    try {
      await writeFile(join(dir, fileName), content);
      const summary = await importCorpus(app.db, join(dir, fileName), { readers: app.fileReaders, onWatchNotifications: (records) => void pushNotifications(app, req.log, records) });
      return { status: summary.status, imported: summary.imported, updated: summary.updated, rejected: summary.rejected, watchNotifications: summary.watchNotifications, error: summary.error };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
};
