import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PatentRecordSchema, PatentNumberParamsSchema, type PatentRecord } from '@iprism/shared/contracts';
import { appError } from '../../../platform/lib/errors';
import { invalidField } from '../../../domain/invalid-field';
import { findPatentByNumber, parsePatentNumber, patentRecord } from '../../scout';
import { SIGNED_IN } from '../../../platform/http/access/route-access';

export const PATENT_NOT_IN_CORPUS_MESSAGE = 'That patent is not in the corpus.';

/**
 * GET /api/patents/{number}: a corpus record with citations both ways, for any signed-in user (as search).
 * The number may be written any usual way (US 11,147,202 B2, US11147202, 11147202: US when no country;
 * without a kind the granted document is preferred).
 */
export const patentRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { summary: 'A corpus record with citations both ways', params: PatentNumberParamsSchema, response: { 200: PatentRecordSchema } };
  app.get('/api/patents/:number', { config: { access: SIGNED_IN }, schema }, async (req, reply): Promise<PatentRecord> => {
    const { number } = req.params;
    if (!parsePatentNumber(number)) throw invalidField('number', `"${number}" is not a patent publication number.`);
    const row = await findPatentByNumber(app.db, number);
    if (!row) throw appError('NOT_FOUND', PATENT_NOT_IN_CORPUS_MESSAGE);
    void reply.header('cache-control', 'no-store');
    return patentRecord(app.db, row);
  });
};
