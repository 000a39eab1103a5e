import { formFromParams, pageFromParams, requestFromForm } from './search-params';

describe('prior-art search params', () => {
  it('reads the form and page from the URL', () => {
    const params = new URLSearchParams('q=neural&cpc=G06N&page=3');
    expect(formFromParams(params)).toEqual({ q: 'neural', cpc: 'G06N', country: '', kind: '', before: '' });
    expect(pageFromParams(params)).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=-2'))).toBe(1);
  });

  it('builds the API request with only the filters given, normalised', () => {
    expect(requestFromForm({ q: ' neural net ', cpc: 'g06n 3/08', country: 'us', kind: 'b2', before: '2020-01-01' }, 2)).toEqual({
      query: 'neural net',
      filters: { cpc: 'G06N3/08', country: 'US', kind: 'B2', publishedBefore: '2020-01-01' },
      page: 2,
    });
    expect(requestFromForm({ q: 'x', cpc: '', country: '', kind: '', before: '' }, 1)).toEqual({ query: 'x', filters: {}, page: 1 });
  });

  it('starts from the user’s saved result count and dates; a date typed in the form wins', () => {
    const defaults = { pageSize: 10, publishedAfter: '2000-01-01', publishedBefore: '2015-01-01' };
    expect(requestFromForm({ q: 'x', cpc: '', country: '', kind: '', before: '' }, 1, defaults)).toEqual({
      query: 'x',
      filters: { publishedAfter: '2000-01-01', publishedBefore: '2015-01-01' },
      page: 1,
      pageSize: 10,
    });
    expect(requestFromForm({ q: 'x', cpc: '', country: '', kind: '', before: '2010-06-01' }, 1, defaults)?.filters).toEqual({ publishedAfter: '2000-01-01', publishedBefore: '2010-06-01' });
  });

  it('has nothing to search without terms', () => {
    expect(requestFromForm({ q: '  ', cpc: 'G06N', country: '', kind: '', before: '' }, 1)).toBeNull();
  });
});
