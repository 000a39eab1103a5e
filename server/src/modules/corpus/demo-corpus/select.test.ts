import type { CorpusRecord } from '../record';
import { repairMojibake, sampleAcrossSections, uniqueByNumber, withRealText } from './select';

const record = (publicationNumber: string, over: Partial<CorpusRecord> = {}): CorpusRecord => ({
  publicationNumber, country: 'US', number: publicationNumber.slice(2), kind: '', title: '', abstract: 'A hook assembly with an adjustable weight mounted on the shank.', claims: '', description: '',
  publicationDate: null, filingDate: null, priorityDate: null, cpc: [], ipc: [], applicants: [], inventors: [], citations: [], familyKeys: [], source: 'csv', ...over,
});

describe('demo corpus selection', () => {
  it('drops records whose only text is a placeholder or a few letters', () => {
    expect(withRealText(record('US1', { abstract: 'NULL', title: 'Baseball bat' }))).toBeNull();
    expect(withRealText(record('US2', { abstract: '' }))).toBeNull();
    expect(withRealText(record('US3', { abstract: 'NULL', claims: '1. A bat comprising a handle and a barrel.' }))).toMatchObject({ abstract: '', claims: '1. A bat comprising a handle and a barrel.' });
  });

  it('decodes text that was double-encoded, and leaves clean text alone', () => {
    expect(repairMojibake('heated to 200Â° C. at 17Ã\u009710')).toBe('heated to 200° C. at 17×10');
    expect(repairMojibake('café at 200° C. → done')).toBe('café at 200° C. → done');
  });

  it('fills every section up to the quota, the same way each run', () => {
    const records = [...Array.from({ length: 50 }, (_, i) => record(`US${100 + i}`, { cpc: ['G06N3/08'] })), record('US7', { cpc: ['D01F6/00'] }), record('US8', { cpc: [] })];
    const picked = sampleAcrossSections(records, 5);
    expect(picked.filter((r) => r.cpc[0]!.startsWith('G'))).toHaveLength(5);
    expect(picked.map((r) => r.publicationNumber)).toContain('US7');
    expect(picked.map((r) => r.publicationNumber)).not.toContain('US8');
    expect(sampleAcrossSections([...records].reverse(), 5)).toEqual(picked);
  });

  it('keeps the first record of each number, in number order', () => {
    const seen = new Set(['US1']);
    expect(uniqueByNumber([record('US3'), record('US1'), record('US2'), record('US3', { title: 'later' })], seen).map((r) => [r.publicationNumber, r.title])).toEqual([['US2', ''], ['US3', '']]);
  });
});
