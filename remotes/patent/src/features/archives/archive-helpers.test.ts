import type { StageSummary } from '@iprism/shared/contracts/applications';
import { ARCHIVE_DEFAULTS, archiveRequest, archiveSearchParams, changeArchiveParams, datesReversed, parseArchiveParams } from './archive-params';
import { stageStates, summaryStateOf } from './stage-dots';

const parse = (query: string) => parseArchiveParams(new URLSearchParams(query));

describe('archive params', () => {
  it('reads a full view and writes it back', () => {
    const params = parse('q=turbine&status=failed&from=2026-01-01&to=2026-02-01&page=3&pageSize=50');
    expect(params).toEqual({ q: 'turbine', status: 'failed', from: '2026-01-01', to: '2026-02-01', page: 3, pageSize: 50 });
    expect(archiveSearchParams(params).toString()).toBe('q=turbine&status=failed&from=2026-01-01&to=2026-02-01&page=3&pageSize=50');
  });

  it('falls back to defaults for anything malformed and leaves defaults out of the URL', () => {
    expect(parse('page=0&pageSize=7&status=lost&from=yesterday&to=2026-13')).toEqual(ARCHIVE_DEFAULTS);
    expect(parse('page=-2').page).toBe(1);
    expect(archiveSearchParams(ARCHIVE_DEFAULTS).toString()).toBe('');
  });

  it('goes back to page 1 when what is shown changes, not when only the page does', () => {
    const on3 = { ...ARCHIVE_DEFAULTS, page: 3 };
    expect(changeArchiveParams(on3, { q: 'blade' }).page).toBe(1);
    expect(changeArchiveParams(on3, { status: 'running' }).page).toBe(1);
    expect(changeArchiveParams(on3, { pageSize: 50 }).page).toBe(1);
    expect(changeArchiveParams(on3, { q: '' }).page).toBe(3);
    expect(changeArchiveParams(on3, { page: 4 }).page).toBe(4);
  });

  it('builds the API request without blanks', () => {
    expect(archiveRequest({ ...ARCHIVE_DEFAULTS, q: '  ' })).toEqual({ page: 1, pageSize: 20, q: undefined, status: undefined, from: undefined, to: undefined });
    expect(archiveRequest({ ...ARCHIVE_DEFAULTS, status: 'queued', from: '2026-01-01' })).toMatchObject({ status: 'queued', from: '2026-01-01' });
  });

  it('spots reversed dates', () => {
    expect(datesReversed({ from: '2026-02-01', to: '2026-01-01' })).toBe(true);
    expect(datesReversed({ from: '2026-01-01', to: '' })).toBe(false);
  });
});

const summary = (over: Partial<StageSummary>): StageSummary => ({
  stage: 'upload',
  progress: 0,
  message: '',
  final: false,
  timestamp: 1,
  error: false,
  errorMessage: null,
  errorType: null,
  taskCount: 0,
  ...over,
});

describe('stage dots', () => {
  it('reads each summary like the live panel', () => {
    expect(summaryStateOf(undefined)).toBe('waiting');
    expect(summaryStateOf(summary({ progress: 40 }))).toBe('running');
    expect(summaryStateOf(summary({ progress: 100, final: true }))).toBe('done');
    expect(summaryStateOf(summary({ progress: -1, error: true }))).toBe('failed');
    expect(summaryStateOf(summary({ progress: 0, final: true }))).toBe('waiting');
  });

  it('lists all six stages in order', () => {
    const states = stageStates([summary({ stage: 'report', progress: 50 }), summary({ stage: 'upload', progress: 100 })]);
    expect(states.map((s) => `${s.stage}:${s.state}`)).toEqual(['upload:done', 'report:running', 'priorArt:waiting', 'idsAnalysis:waiting', 'idsTransformation:waiting', 'idsClassification:waiting']);
  });
});
