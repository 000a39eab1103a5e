import type { FastifyPluginAsync } from 'fastify';
import { PatentSettingsSchema, type PatentSettings } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { loadPatentSettings, savePatentSettings } from '../../../db/repositories/patent-settings';
import { PILOT } from '../../access/route-access';

const PATENT_SETTINGS_PATH = '/api/account/patent-settings';

/**
 * The patent workspace's settings of the caller (/dashboard/patent/settings). Pilot access, as the page:
 * the browser's pilot guard is enforced here too, and a client-portal user (read-only) may read them only.
 * PUT replaces the whole document, validated by the same schema the page uses.
 */
export const patentSettingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(PATENT_SETTINGS_PATH, { config: { access: PILOT } }, async (req, reply): Promise<PatentSettings> => {
    const principal = requirePrincipal(req);
    void reply.header('Cache-Control', 'no-store');
    return loadPatentSettings(app.db, principal.userId);
  });

  app.put(PATENT_SETTINGS_PATH, { config: { access: PILOT } }, async (req): Promise<PatentSettings> => {
    const principal = requirePrincipal(req);
    const settings = PatentSettingsSchema.parse(req.body ?? {});
    await savePatentSettings(app.db, principal.userId, settings);
    req.log.info({ userId: principal.userId }, 'patent settings saved');
    return settings;
  });
};
