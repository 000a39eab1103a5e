import { PROGRESS_STAGES } from '@iprism/shared/contracts/progress';
import { STAGE_LABELS, stageLabel, stageProgressLabel } from './stage-labels';

describe('stage labels', () => {
  it('names the six stages in pipeline order', () => {
    expect(PROGRESS_STAGES.map(stageLabel)).toEqual(['Upload', 'Report', 'Prior art', 'IDS analysis', 'IDS transformation', 'IDS classification']);
    expect(Object.keys(STAGE_LABELS)).toEqual([...PROGRESS_STAGES]);
  });

  it('names each progress bar after its stage', () => {
    expect(stageProgressLabel('idsAnalysis')).toBe('IDS analysis progress');
  });
});
