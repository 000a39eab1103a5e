import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES, IDS_MESSAGES, type IdsResponse } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { findApplicationFile } from '../../../db/repositories/application-files';
import { loadStageResult } from '../../../db/repositories/stage-results';
import { IDS_FILES, type IdsFileKind } from '../../../ids/ids-files';
import { AppError, notFound } from '../../../lib/errors';
import type { IdsAnalysisResult, IdsClassificationResult, IdsTransformationResult } from '../../../pipeline/handlers/ids-stages';
import { PILOT } from '../../access/route-access';
import { findVisibleApplication } from './application-rights';
import { attachment } from './content-disposition';

const IdParams = z.object({ id: z.string().min(1).max(200) });

interface ReadyIds {
  analysis: Extract<IdsAnalysisResult, { status: 'completed' }>;
  transformation: Extract<IdsTransformationResult, { status: 'completed' }>;
  classification: Extract<IdsClassificationResult, { status: 'completed' }>;
}

/**
 * The IDS of an application (issue 6): GET /ids answers the three IDS stages' results together, and
 * /ids.csv, /ids.json, /ids.pdf the normalised IDS the transformation stage wrote. Same access as the
 * other application reads (404 for anyone who may not see it); 404 when no IDS was uploaded; 409 until
 * all three IDS stages have finished.
 */
export const idsRoutes: FastifyPluginAsync = async (app) => {
  async function readyIds(id: string): Promise<ReadyIds> {
    if (!(await findApplicationFile(app.db, id, 'ids'))) throw notFound(IDS_MESSAGES.noIds);
    const [analysis, transformation, classification] = await Promise.all([
      loadStageResult<IdsAnalysisResult>(app.db, id, 'idsAnalysis'),
      loadStageResult<IdsTransformationResult>(app.db, id, 'idsTransformation'),
      loadStageResult<IdsClassificationResult>(app.db, id, 'idsClassification'),
    ]);
    if (analysis?.status !== 'completed' || transformation?.status !== 'completed' || classification?.status !== 'completed') {
      throw new AppError(409, ERROR_CODES.CONFLICT, IDS_MESSAGES.notReady);
    }
    return { analysis, transformation, classification };
  }

  app.get('/api/applications/:id/ids', { config: { access: PILOT } }, async (req, reply): Promise<IdsResponse> => {
    const { id } = IdParams.parse(req.params);
    await findVisibleApplication(app.db, requirePrincipal(req), id);
    const ready = await readyIds(id);
    void reply.header('cache-control', 'no-store');
    const base = `/api/applications/${encodeURIComponent(id)}`;
    return {
      applicationId: id,
      analysis: ready.analysis.analysis,
      citations: ready.transformation.citations,
      classification: ready.classification.classification,
      downloads: { csv: `${base}/ids.csv`, json: `${base}/ids.json`, pdf: `${base}/ids.pdf` },
    };
  });

  const download = (kind: IdsFileKind) =>
    app.get(`/api/applications/:id/ids.${kind}`, { config: { access: PILOT } }, async (req, reply) => {
      const { id } = IdParams.parse(req.params);
      const application = await findVisibleApplication(app.db, requirePrincipal(req), id);
      const { transformation } = await readyIds(id);
      const bytes = await app.fileStore.get(transformation.files[kind]);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(`${application.title} IDS${kind === 'pdf' ? ' SB08' : ''}.${kind}`))
        .type(IDS_FILES[kind].mediaType)
        .send(Buffer.from(bytes));
    });
  download('csv');
  download('json');
  download('pdf');
};
