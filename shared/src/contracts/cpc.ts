import { z } from 'zod';
import { CpcChildSchema, CpcKindSchema } from './patents';

/** The classification explorer's calls beside GET /api/cpc/{symbol}. */

export const CPC_SEARCH_DEFAULT_LIMIT = 20;
export const CPC_SEARCH_MAX_LIMIT = 50;
export const cpcNotFoundMessage = (symbol: string): string => `CPC symbol not found: ${symbol}`;
/** The command that fills cpc_scheme (shown by the explorer while the scheme is empty). */
export const CPC_IMPORT_COMMAND = 'pnpm corpus:import server/demo-corpus/cpc-scheme-2019-08';

/** One child row of the tree (a CpcNode's children, GET /api/cpc's sections). */
export type CpcChild = z.infer<typeof CpcChildSchema>;

/** GET /api/cpc: the sections (the tree's roots); empty while the scheme has not been imported. */
export const CpcSectionsSchema = z.object({ sections: z.array(CpcChildSchema) });
export type CpcSections = z.infer<typeof CpcSectionsSchema>;

/** GET /api/cpc/search?q=&limit= */
export const CpcSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter a symbol or words').max(200),
  limit: z.coerce.number().int().min(1).max(CPC_SEARCH_MAX_LIMIT).default(CPC_SEARCH_DEFAULT_LIMIT),
});
export const CpcSearchHitSchema = z.object({
  symbol: z.string(),
  kind: CpcKindSchema,
  title: z.string(),
  /** Ancestor symbols from the section down to the parent: the nodes to expand to reveal this one. */
  path: z.array(z.string()),
});
export type CpcSearchHit = z.infer<typeof CpcSearchHitSchema>;
export const CpcSearchResponseSchema = z.object({ results: z.array(CpcSearchHitSchema) });
export type CpcSearchResponse = z.infer<typeof CpcSearchResponseSchema>;
