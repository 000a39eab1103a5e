import { PIPELINE_STAGES } from '../../modules/pipeline/stages';
import { queueDepth } from './queue-metrics';

describe('queueDepth', () => {
  it('reports every stage as waiting and active, zero where the table has no jobs', () => {
    const [first, second] = PIPELINE_STAGES;
    const depth = queueDepth([
      { stage: first!, status: 'queued', n: 3 },
      { stage: first!, status: 'running', n: 1 },
      { stage: second!, status: 'queued', n: 2 },
    ]);
    expect(depth).toHaveLength(PIPELINE_STAGES.length * 2);
    expect(depth).toEqual(
      expect.arrayContaining([
        { stage: first, state: 'waiting', value: 3 },
        { stage: first, state: 'active', value: 1 },
        { stage: second, state: 'waiting', value: 2 },
        { stage: second, state: 'active', value: 0 },
      ]),
    );
  });
});
