import type { FastifyPluginAsync } from 'fastify';
import { ClassifyRequestSchema, type ClassifyResponse } from '@iprism/shared/contracts';
import { refuseClientPortal } from '../cpc/refuse-client-portal';
import { SIGNED_IN } from '../http/access/route-access';
import { classify } from './classify-text';

/** POST /api/patents/classify { text } → { predictions, sections, groups, calibrated } (best first), and `corpus` while it is loading. */
export const classifyRoutes: FastifyPluginAsync = async (app) => {
  refuseClientPortal(app);
  app.post('/api/patents/classify', { config: { access: SIGNED_IN } }, async (req): Promise<ClassifyResponse> => {
    const { text } = ClassifyRequestSchema.parse(req.body);
    const [result, corpus] = await Promise.all([classify({ db: app.db, search: app.patentSearch, model: app.cpcModel }, text), app.corpusLoad.read()]);
    return corpus.state === 'loading' ? { ...result, corpus } : result;
  });
};
