import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassifyRequestSchema, ClassifyResponseSchema, type ClassifyResponse } from '@iprism/shared/contracts';
import { refuseClientPortal } from '../refuse-client-portal';
import { SIGNED_IN } from '../../../platform/http/access/route-access';
import { classify } from './classify-text';

/** POST /api/patents/classify { text } → { predictions, sections, groups, calibrated } (best first), and `corpus` while it is loading. */
export const classifyRoutes: FastifyPluginAsyncZod = async (app) => {
  refuseClientPortal(app);
  const schema = { summary: 'Predict CPC classes of a text', body: ClassifyRequestSchema, response: { 200: ClassifyResponseSchema } };
  app.post('/api/patents/classify', { config: { access: SIGNED_IN }, schema }, async (req): Promise<ClassifyResponse> => {
    const { text } = req.body;
    const [result, corpus] = await Promise.all([classify({ db: app.db, search: app.patentSearch, model: app.cpcModel }, text), app.corpusLoad.read()]);
    return corpus.state === 'loading' ? { ...result, corpus } : result;
  });
};
