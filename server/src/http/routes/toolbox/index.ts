import type { FastifyPluginAsync } from 'fastify';
import { TOOLBOX } from '../../access/route-access';

/**
 * The toolbox dashboard's API (Toolbox licences and staff, SPEC §5 guard 5). The form-fill templates
 * arrive with the toolbox issue; the empty list already answers under the licence rule.
 */
export const toolboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/toolbox/forms', { config: { access: TOOLBOX } }, async () => ({ forms: [] as never[] }));
};
