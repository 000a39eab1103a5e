import { EMPTY_APPLICATION_PROGRESS, type ApplicationProgress, type StageProgress } from '@iprism/shared/realtime';
import { formatElapsed, nextStageStarts } from './elapsed';

const T = 1_700_000_000_000;
const withStages = (stages: Partial<ApplicationProgress>): ApplicationProgress => ({ ...EMPTY_APPLICATION_PROGRESS, ...stages });
const running = (timestamp: number, tasks: StageProgress['tasks'] = {}): StageProgress => ({ global: { progress: 40, message: '', final: false, timestamp }, tasks });

describe('formatElapsed', () => {
  it('reads minutes and seconds, and hours past the first', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7_999)).toBe('0:07');
    expect(formatElapsed(12 * 60_000 + 5_000)).toBe('12:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });

  it('reads 0:00 when the browser clock is behind the server’s', () => {
    expect(formatElapsed(-4_000)).toBe('0:00');
  });
});

describe('nextStageStarts', () => {
  it('starts a running stage at the earliest time it shows, tasks under way included', () => {
    const progress = withStages({ priorArt: running(T, { epo: { progress: 20, message: '', type: 'subtask', timestamp: T - 60_000 } }) });
    expect(nextStageStarts({}, progress)).toEqual({ priorArt: T - 60_000 });
  });

  it('keeps the first time seen while later reports move the record’s time on', () => {
    const first = nextStageStarts({}, withStages({ report: running(T) }));
    expect(nextStageStarts(first, withStages({ report: running(T + 5_000) }))).toBe(first);
  });

  it('ignores finished and failed tasks, which may be from an earlier run', () => {
    const tasks = { old: { progress: -1, message: 'x', type: 'search', timestamp: T - 600_000 }, done: { progress: 100, message: '', type: 'search', timestamp: T - 300_000 } };
    expect(nextStageStarts({}, withStages({ priorArt: running(T, tasks) }))).toEqual({ priorArt: T });
  });

  it('drops a stage that is no longer running, so a retry gets its own clock', () => {
    const done = withStages({ report: { global: { progress: 100, message: '', final: true, timestamp: T + 9_000 }, tasks: {} } });
    expect(nextStageStarts({ report: T }, done)).toEqual({});
  });

  it('returns the same object when nothing changed', () => {
    const previous = {};
    expect(nextStageStarts(previous, EMPTY_APPLICATION_PROGRESS)).toBe(previous);
  });
});
