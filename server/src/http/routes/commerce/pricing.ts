import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PlansResponse, PriceQuote } from '@iprism/shared/contracts';
import { loadCatalogue } from '../../../commerce/catalogue';
import { parseFields } from '../../../commerce/parse-fields';
import { quotePrice } from '../../../domain/commerce/price-quote';
import { PUBLIC } from '../../access/route-access';

/** Types only: the ranges are the price rules' (quotePrice), which name the field at fault. */
const CalculateBody = z.object({ planId: z.string(), seats: z.number(), billing: z.string(), extraCredits: z.number().optional() });

/**
 * The catalogue and the calculator (public; calculate is CSRF-exempt, SPEC §7). The plans table is the
 * one source of prices: the pricing, upgrade and checkout pages all read it through these calls.
 */
export const pricingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/pricing/plans', { config: { access: PUBLIC } }, async (): Promise<PlansResponse> => {
    const { plans } = await loadCatalogue(app.db);
    return { plans };
  });

  app.get('/api/pricing/credit-packs', { config: { access: PUBLIC } }, async () => {
    const { creditPacks } = await loadCatalogue(app.db);
    return { creditPacks };
  });

  app.post('/api/pricing/calculate', { config: { access: PUBLIC } }, async (req): Promise<PriceQuote> => {
    const body = parseFields(CalculateBody, req.body);
    return quotePrice(await loadCatalogue(app.db), body);
  });
};
