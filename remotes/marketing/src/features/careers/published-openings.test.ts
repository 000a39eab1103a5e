import { summaryOf, toOpening } from './published-openings';

describe('published openings', () => {
  it('summarises the description and keeps its list as bullets', () => {
    const o = toOpening({ id: 'job_1', title: 'Data Engineer', team: 'Data', location: 'Berlin', remote: true, open: true, description: '## About\n\nOwn our **patent** data [pipeline](https://x.example).\n\n- Ingest bulk data\n- Keep it fresh', createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' });
    expect(o).toMatchObject({ location: 'Berlin or remote', summary: 'Own our patent data pipeline.', responsibilities: ['Ingest bulk data', 'Keep it fresh'] });
    expect(summaryOf('')).toBe('');
  });
});
