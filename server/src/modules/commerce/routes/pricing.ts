import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PlansResponseSchema,
  PriceQuoteSchema,
  CreditPacksResponseSchema,
  type PlansResponse,
  type PriceQuote,
} from '@iprism/shared/contracts';
import { loadCatalogue } from '../catalogue';
import { parseFields } from '../parse-fields';
import { quotePrice } from '../../../domain/commerce/price-quote';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PUBLIC } from '../../../platform/http/access/route-access';

/** Types only: the ranges are the price rules' (quotePrice), which name the field at fault. */
const CalculateBody = z.object({ planId: z.string(), seats: z.number(), billing: z.string(), extraCredits: z.number().optional() });

/**
 * The catalogue and the calculator (public; calculate is CSRF-exempt, SPEC §7). The plans table is the
 * one source of prices: the pricing, upgrade and checkout pages all read it through these calls.
 */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, PUBLIC);
  app.get('/api/pricing/plans', { schema: { response: { 200: PlansResponseSchema } } }, async (): Promise<PlansResponse> => {
    const { plans } = await loadCatalogue(app.db);
    return { plans };
  });

  app.get('/api/pricing/credit-packs', { schema: { response: { 200: CreditPacksResponseSchema } } }, async () => {
    const { creditPacks } = await loadCatalogue(app.db);
    return { creditPacks };
  });

  app.post('/api/pricing/calculate', { schema: { response: { 200: PriceQuoteSchema } } }, async (req): Promise<PriceQuote> => {
    const body = parseFields(CalculateBody, req.body);
    return quotePrice(await loadCatalogue(app.db), body);
  });
};
