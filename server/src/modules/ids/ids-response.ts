import type { IdsCitation, IdsCorrection, IdsResponse } from '@iprism/shared/contracts';
import type { StoredCorrection } from './corrections';
import { heldCitations } from './held';
import type { IdsAnalysisResult, IdsClassificationResult, IdsTransformationResult } from './ids-results';

type Completed<T> = Extract<T, { status: 'completed' }>;

/** The three IDS stages' results, all finished. */
export interface ReadyIds {
  analysis: Completed<IdsAnalysisResult>;
  transformation: Completed<IdsTransformationResult>;
  classification: Completed<IdsClassificationResult>;
}

/** GET /api/applications/{id}/ids: the results with the citations held out of the SB/08 and the user's corrections. */
export function idsResponse(applicationId: string, ready: ReadyIds, corrections: readonly StoredCorrection[]): IdsResponse {
  const { analysis } = ready.analysis;
  const base = `/api/applications/${encodeURIComponent(applicationId)}`;
  return {
    applicationId,
    analysis,
    citations: ready.transformation.citations,
    classification: ready.classification.classification,
    held: heldCitations(analysis.citations, analysis.issues),
    corrections: correctionsOf(ready.analysis.read ?? analysis.citations, corrections),
    downloads: { csv: `${base}/ids.csv`, json: `${base}/ids.json`, pdf: `${base}/ids.pdf` },
  };
}

function correctionsOf(read: readonly IdsCitation[], corrections: readonly StoredCorrection[]): IdsCorrection[] {
  const original = new Map(read.map((c) => [c.ref, c]));
  return corrections.flatMap((c) => {
    const was = original.get(c.ref);
    return was ? [{ ref: c.ref, removed: c.citation === null, original: was, correctedAt: c.correctedAt }] : [];
  });
}
