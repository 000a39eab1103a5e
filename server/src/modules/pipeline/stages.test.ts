import { retryDelayMs } from './backoff';
import { PIPELINE_STAGES, nextStage, stagesFrom } from './stages';

describe('pipeline stages', () => {
  it('runs the five job stages in the SPEC order after the upload', () => {
    expect(PIPELINE_STAGES).toEqual(['report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification']);
    expect(nextStage('report')).toBe('priorArt');
    expect(nextStage('idsClassification')).toBeNull();
    expect(stagesFrom('idsAnalysis')).toEqual(['idsAnalysis', 'idsTransformation', 'idsClassification']);
  });

  it('backs off exponentially with a cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(30)).toBe(300_000);
  });
});
