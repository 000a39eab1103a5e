import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PatentSettingsSchema, type PatentSettings } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { loadPatentSettings, savePatentSettings } from '../repositories/patent-settings';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PILOT } from '../../../platform/http/access/route-access';

const PATENT_SETTINGS_PATH = '/api/account/patent-settings';

/**
 * The patent workspace's settings of the caller (/dashboard/patent/settings). Pilot access, as the page:
 * the browser's pilot guard is enforced here too, and a client-portal user (read-only) may read them only.
 * PUT replaces the whole document, validated by the same schema the page uses.
 */
export const patentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, PILOT);
  app.get(PATENT_SETTINGS_PATH, { schema: { response: { 200: PatentSettingsSchema } } }, async (req, reply): Promise<PatentSettings> => {
    const principal = requirePrincipal(req);
    void reply.header('Cache-Control', 'no-store');
    return loadPatentSettings(app.db, principal.userId);
  });

  app.put(PATENT_SETTINGS_PATH, { schema: { body: PatentSettingsSchema, response: { 200: PatentSettingsSchema } } }, async (req): Promise<PatentSettings> => {
    const principal = requirePrincipal(req);
    const settings = req.body;
    await savePatentSettings(app.db, principal.userId, settings);
    req.log.info({ userId: principal.userId }, 'patent settings saved');
    return settings;
  });
};
