import { MIN_RELEVANCE, type PatentHit } from '@iprism/shared/contracts';
import { applicationField, cpcOverlap, mainGroupOf } from './cpc-overlap';
import { familyKeys, publicationKey } from './family';
import { mergeReferences } from './merge-references';
import { rankReferences } from './rank-references';

const claim = { number: 1, text: '1. A display device for a vehicle, comprising: a battery state sensor; and a navigation unit showing the remaining driving range on a map.' };
const text = (publicationNumber: string, abstract: string) => ({ publicationNumber, title: 'Title only', abstract, claims: '', description: '' });
const hit = (n: string, cpc: string[]): PatentHit => ({ publicationNumber: n, country: 'US', number: n, kind: 'B1', title: n, snippet: '', score: 1, publicationDate: '2010-01-01', filingDate: null, priorityDate: null, cpc });

describe('the field of a reference', () => {
  it('finds the closest shared CPC level', () => {
    const field = applicationField(['B60L11/1809', 'G01C21/26']);
    expect(mainGroupOf('B60L11/1809')).toBe('B60L11');
    expect(cpcOverlap(field, ['G01C21/3469'])).toBe('main-group');
    expect(cpcOverlap(field, ['B60L53/00'])).toBe('subclass');
    expect(cpcOverlap(field, ['B60K35/00'])).toBe('class');
    expect(cpcOverlap(field, ['A01H5/10'])).toBe('none');
    expect(cpcOverlap(field, [])).toBe('unknown');
    expect(cpcOverlap(applicationField([]), ['A01H5/10'])).toBe('unknown');
  });
});

describe('ranking references', () => {
  const field = applicationField(['B60L11/1809', 'G01C21/26']);
  const inField = 'A sensor reads the battery state and a navigation unit shows the remaining driving range of the vehicle on a map display.';
  // The same words in a maize breeding record: a keyword match from another field.
  const crossField = 'A display of a maize hybrid: a sensor reads the state of the battery and a navigation unit shows the remaining range for driving on a map.';

  it('orders by the relevance it shows: coverage weighed by how close the field is', () => {
    const merged = mergeReferences([{ source: 1, hits: [hit('US2', []), hit('US4', ['G01C23/00']), hit('US1', ['G01C21/3469'])] }], 10);
    const ranked = rankReferences(merged, [text('US2', inField), text('US4', inField), text('US1', inField)], [claim], field);
    expect(ranked.map((r) => r.publicationNumber)).toEqual(['US1', 'US4', 'US2']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(ranked.map((r) => r.field)).toEqual(['main-group', 'subclass', 'unknown']);
    const relevances = ranked.map((r) => r.relevance);
    expect(relevances).toEqual([...relevances].sort((a, b) => b - a));
    expect(ranked[1]!.relevance).toBeCloseTo(ranked[0]!.relevance / 2, 2);
  });

  it('leaves out a keyword match from another field, however many words it shares', () => {
    const merged = mergeReferences([{ source: 1, hits: [hit('US3', ['A01H5/10']), hit('US1', ['G01C21/3469'])] }], 10);
    const ranked = rankReferences(merged, [text('US3', crossField), text('US1', inField)], [claim], field);
    expect(ranked.map((r) => r.publicationNumber)).toEqual(['US1']);
    expect(ranked.every((r) => r.relevance >= MIN_RELEVANCE)).toBe(true);
  });

  it('weighs nothing when the application has no field to compare with', () => {
    const merged = mergeReferences([{ source: 1, hits: [hit('US1', ['A01H5/10'])] }], 10);
    const [alone] = rankReferences(merged, [text('US1', inField)], [claim], applicationField([]));
    const [weighed] = rankReferences(merged, [text('US1', inField)], [claim], field);
    expect(alone).toMatchObject({ field: 'unknown' });
    expect(alone!.relevance).toBeGreaterThan(weighed!.relevance);
  });

  it('leaves out a record with no text of its own to cite', () => {
    const merged = mergeReferences([{ source: 1, hits: [hit('US9', ['G01C21/26'])] }], 10);
    expect(rankReferences(merged, [text('US9', '')], [claim], field)).toEqual([]);
  });
});

describe('family keys', () => {
  it('ties a grant to its application, parents and earlier publication in every number form', () => {
    const keys = familyKeys({ applicationNumber: '14/558,596', dateClaims: [], familyApplications: ['US:13030752'], familyPublications: ['US20140237828'], cpc: [], ipc: [] }, ['US 9,358,892 B1']);
    expect(keys).toEqual(expect.arrayContaining(['US:14558596', 'US:13030752', 'US20140237828', 'US9358892']));
    expect(publicationKey('US09358892')).toBe('US9358892');
    expect(publicationKey('US-9358892-B1')).toBe('US9358892');
  });
});
