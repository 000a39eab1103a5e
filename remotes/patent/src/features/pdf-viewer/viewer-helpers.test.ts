import { findInItems, itemRect, matchExcerpt, normalizeText, pageText, rangeRects, searchPages } from './text-match';
import { parseViewerParams, isPdf } from './viewer-params';
import { clampPage, fitWidthScale, zoomIn, zoomLabel, zoomOut } from './zoom';

const items = (...strs: string[]) => strs.map((str, i) => ({ str, transform: [10, 0, 0, 10, 72, 700 - i * 12], width: str.length * 5, height: 10 }));

describe('normalizeText and pageText', () => {
  it('folds case, whitespace, quotes and dashes', () => {
    expect(normalizeText('The  “Lever”\u2014arm\n')).toBe('the "lever"-arm ');
  });

  it('joins items with one space and remembers owners', () => {
    const page = pageText(items('a wind', 'turbine ', ' blade'));
    expect(page.text).toBe('a wind turbine blade');
    expect(page.owner[page.text.indexOf('turbine')]).toBe(1);
    expect(page.owner[page.text.indexOf('blade')]).toBe(2);
  });
});

describe('findInItems', () => {
  it('finds a phrase across items, case-insensitively, every time', () => {
    const page = items('1. A wind turbine comprising', 'the Lever arm and', 'a second lever');
    expect(findInItems(page, 'comprising the lever')).toEqual([{ first: 0, last: 1 }]);
    expect(findInItems(page, 'LEVER')).toEqual([
      { first: 1, last: 1 },
      { first: 2, last: 2 },
    ]);
    expect(findInItems(page, '  ')).toEqual([]);
    expect(findInItems(page, 'gearbox')).toEqual([]);
  });
});

describe('matchExcerpt', () => {
  it('matches the whole excerpt, or its first words when the rest runs off the page', () => {
    const page = items('wherein the lever is hinged to the', 'hub at a first end');
    expect(matchExcerpt(page, 'the lever')).toEqual({ first: 0, last: 0 });
    expect(matchExcerpt(page, 'wherein the lever is hinged to the hub at a first end and continues on the next page')).toEqual({ first: 0, last: 0 });
    expect(matchExcerpt(page, 'nothing like it')).toBeNull();
  });
});

describe('searchPages', () => {
  it('lists hits per page with a snippet', () => {
    const hits = searchPages([items('no match here'), items('the pitch controller sets the pitch')], 'pitch');
    expect(hits.map((h) => [h.page, h.range.first])).toEqual([
      [2, 0],
      [2, 0],
    ]);
    expect(hits[0]?.snippet).toContain('pitch controller');
  });
});

describe('itemRect', () => {
  it('maps a text item through the viewport (y flipped, scaled)', () => {
    // A 792 pt tall page at scale 2: viewport transform [2, 0, 0, -2, 0, 1584].
    const rect = itemRect({ transform: [12, 0, 0, 12, 72, 700], width: 100, height: 12 }, [2, 0, 0, -2, 0, 1584]);
    expect(rect).toEqual({ left: 144, top: 1584 - 1400 - 24, width: 200, height: 24 });
  });

  it('draws only items with text in a range', () => {
    const page = [...items('a'), { str: ' ', transform: [1, 0, 0, 1, 0, 0], width: 1, height: 1 }, ...items('b')];
    expect(rangeRects(page, { first: 0, last: 2 }, [1, 0, 0, -1, 0, 792])).toHaveLength(2);
  });
});

describe('zoom', () => {
  it('steps through the zoom levels and stops at the ends', () => {
    expect([zoomIn(1), zoomIn(1.1), zoomIn(3), zoomOut(1), zoomOut(1.1), zoomOut(0.5)]).toEqual([1.25, 1.25, 3, 0.75, 1, 0.5]);
    expect(zoomLabel(1.25)).toBe('125 %');
  });

  it('fits the width within the range', () => {
    expect(fitWidthScale(918, 612)).toBe(1.5);
    expect(fitWidthScale(100, 612)).toBe(0.5);
    expect(fitWidthScale(0, 612)).toBe(1);
  });

  it('clamps page numbers', () => {
    expect([clampPage(0, 5), clampPage(9, 5), clampPage(2.6, 5), clampPage(Number.NaN, 5)]).toEqual([1, 5, 3, 1]);
  });
});

describe('viewer params', () => {
  it('reads id, page and finding', () => {
    expect(parseViewerParams(new URLSearchParams('applicationId=a1&page=4&finding=f-1'))).toEqual({ applicationId: 'a1', page: 4, findingId: 'f-1' });
    expect(parseViewerParams(new URLSearchParams('page=x'))).toEqual({ applicationId: null, page: null, findingId: null });
  });

  it('knows a PDF by media type or magic bytes', () => {
    const bytes = (s: string) => new TextEncoder().encode(s).buffer as ArrayBuffer;
    expect(isPdf('application/pdf', bytes(''))).toBe(true);
    expect(isPdf('application/octet-stream', bytes('%PDF-1.7'))).toBe(true);
    expect(isPdf('application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes('PK'))).toBe(false);
  });
});
