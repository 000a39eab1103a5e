import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PatentRecord } from '@iprism/shared/contracts';
import { notFound } from '../../../lib/errors';
import { invalidField } from '../../../domain/invalid-field';
import { findPatentByNumber, parsePatentNumber, patentRecord } from '../../../scout/patent-record';
import { SIGNED_IN } from '../../access/route-access';

export const PATENT_NOT_IN_CORPUS_MESSAGE = 'That patent is not in the corpus.';

const Params = z.object({ number: z.string().trim().min(1).max(60) });

/**
 * GET /api/patents/{number}: a corpus record with citations both ways, for any signed-in user (as search).
 * The number may be written any usual way (US 11,147,202 B2, US11147202, 11147202: US when no country;
 * without a kind the granted document is preferred).
 */
export const patentRecordRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/patents/:number', { config: { access: SIGNED_IN } }, async (req, reply): Promise<PatentRecord> => {
    const { number } = Params.parse(req.params);
    if (!parsePatentNumber(number)) throw invalidField('number', `"${number}" is not a patent publication number.`);
    const row = await findPatentByNumber(app.db, number);
    if (!row) throw notFound(PATENT_NOT_IN_CORPUS_MESSAGE);
    void reply.header('cache-control', 'no-store');
    return patentRecord(app.db, row);
  });
};
