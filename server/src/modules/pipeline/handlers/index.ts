import type { LlmSettings } from '../../analysis';
import type { StageHandlers } from '../stage-handler';
import { idsAnalysisStage, idsClassificationStage, idsTransformationStage } from './ids-stages';
import { priorArtStage, type PriorArtDeps } from './prior-art';
import { reportStage } from './report';

export function createStageHandlers(options: { llm: LlmSettings | null; priorArt: PriorArtDeps }): StageHandlers {
  return {
    report: reportStage(options.llm),
    priorArt: priorArtStage(options.priorArt),
    idsAnalysis: idsAnalysisStage,
    idsTransformation: idsTransformationStage,
    idsClassification: idsClassificationStage,
  };
}
