import { z } from 'zod';

/** One path segment naming a record: an id, a token or a user id. */
const PathId = z.string().trim().min(1).max(200);

/** Path parameters the API's routes share (`/:id`, `/:token`, `/:id/members/:userId`). */
export const IdParamsSchema = z.object({ id: PathId });
export const TokenParamsSchema = z.object({ token: PathId });
export const UserIdParamsSchema = z.object({ userId: PathId });
export const MemberParamsSchema = z.object({ id: PathId, userId: PathId });
/** A patent publication number as typed (`US 11,147,202 B2`, `11147202`); the route parses it. */
const PatentNumber = z.string().trim().min(1).max(60);

export const PatentNumberParamsSchema = z.object({ number: PatentNumber });
/** `/api/acquisitions/portfolios/:id/notes/:number`: a patent of a portfolio. */
export const PortfolioPatentParamsSchema = IdParamsSchema.extend({ number: PatentNumber });
/** `/api/applications/:id/files/:kind`: one of an application's stored documents. */
export const ApplicationFileParamsSchema = IdParamsSchema.extend({ kind: z.enum(['application', 'ids']) });
/** `/api/applications/:id/ids/citations/:ref`: one citation of the IDS (`c5`). */
export const CitationParamsSchema = IdParamsSchema.extend({ ref: z.string().min(1).max(20) });
/** `/api/drafting/drafts/:id/versions/:versionId`. */
export const DraftVersionParamsSchema = IdParamsSchema.extend({ versionId: z.string().trim().min(1).max(100) });
/** `/api/drafting/drafts/:id/export/:format`. */
export const DraftExportParamsSchema = IdParamsSchema.extend({ format: z.enum(['docx', 'pdf']) });
