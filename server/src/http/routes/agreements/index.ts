import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { PUBLIC } from '../../access/route-access';

const ParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * `GET /api/agreements/:token` answers an AgreementView. Agreements are issued from the admin
 * area, which has no store yet, so no token is known and every lookup is a 404 the page renders
 * as "invalid or expired"; the answer's shape is already the contract the page parses.
 */
export const agreementsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/agreements/:token', { config: { access: PUBLIC } }, async (req) => {
    ParamsSchema.parse(req.params);
    throw notFound('This agreement link is invalid or has expired.');
  });
};
