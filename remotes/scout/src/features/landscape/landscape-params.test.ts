import { narrow, paramsFromRequest, requestFromParams } from './landscape-params';

describe('landscape params', () => {
  it('round-trips a request through the address bar', () => {
    const request = { query: 'solar panel', filters: { cpc: 'H02S', from: 2015, to: '2020-06-30', countries: ['US', 'EP'], assignee: 'Sun' } };
    expect(requestFromParams(paramsFromRequest(request))).toEqual(request);
  });

  it('reads a bare CPC link and tidies countries', () => {
    expect(requestFromParams(new URLSearchParams('cpc=A01B&countries=us, ep'))).toEqual({ query: '', filters: { cpc: 'A01B', countries: ['US', 'EP'] } });
  });

  it('narrows by the bar clicked', () => {
    expect(narrow({}, { year: 2016 })).toEqual({ from: 2016, to: 2016 });
    expect(narrow({ cpc: 'H02S' }, { cpc: 'H02S20/00' })).toEqual({ cpc: 'H02S20' });
    expect(narrow({}, { country: 'EP' })).toEqual({ countries: ['EP'] });
    expect(narrow({}, { assignee: 'Sun Corp' })).toEqual({ assignee: 'Sun Corp' });
  });
});
