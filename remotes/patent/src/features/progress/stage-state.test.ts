import type { StageProgress } from '@iprism/shared/realtime';
import { percentOf, stageStateOf, tasksOf } from './stage-state';

const stage = (global: Partial<StageProgress['global']>, tasks: StageProgress['tasks'] = {}): StageProgress => ({
  global: { progress: 0, message: '', final: false, timestamp: 0, ...global },
  tasks,
});
const task = (progress: number, timestamp = 1) => ({ progress, message: '', type: 'search', timestamp });

describe('stageStateOf', () => {
  it('waits while nothing has been reported, or at 0', () => {
    expect(stageStateOf(stage({}))).toBe('waiting');
    expect(stageStateOf(stage({ progress: 0, message: 'Queued', timestamp: 5 }))).toBe('waiting');
  });

  it('runs above 0 and below 100 while not final', () => {
    expect(stageStateOf(stage({ progress: 1 }))).toBe('running');
    expect(stageStateOf(stage({ progress: 99.5 }))).toBe('running');
  });

  it('runs at 0 when a task is under way (subtasks leave the stage record alone)', () => {
    expect(stageStateOf(stage({}, { s1: task(30) }))).toBe('running');
    expect(stageStateOf(stage({}, { s1: task(100) }))).toBe('waiting');
  });

  it('is done at 100, or when flagged final above 0 (SPEC §4)', () => {
    expect(stageStateOf(stage({ progress: 100, final: true }))).toBe('done');
    expect(stageStateOf(stage({ progress: 100, final: false }))).toBe('done');
    expect(stageStateOf(stage({ progress: 80, final: true }))).toBe('done');
  });

  it('waits again once a completed stage is cleared to 0, though its final flag stays', () => {
    expect(stageStateOf(stage({ progress: 0, final: true }))).toBe('waiting');
  });

  it('fails on −1 or the error flag', () => {
    expect(stageStateOf(stage({ progress: -1, final: true, error: true, errorMessage: 'x', errorType: 'y' }))).toBe('failed');
    expect(stageStateOf(stage({ progress: -1 }))).toBe('failed');
  });
});

describe('percentOf', () => {
  it('rounds and clamps to 0–100', () => {
    expect([percentOf(-1), percentOf(0), percentOf(44.6), percentOf(100), percentOf(140)]).toEqual([0, 0, 45, 100, 100]);
  });
});

describe('tasksOf', () => {
  it('lists the tasks with their ids, oldest first, ties by id', () => {
    expect(tasksOf(stage({}, { b: task(10, 2), c: task(20, 1), a: task(30, 2) })).map((t) => [t.id, t.progress])).toEqual([
      ['c', 20],
      ['a', 30],
      ['b', 10],
    ]);
  });
});
