import { grantDateOf, usPatentKind } from './patent-kind';

describe('usPatentKind', () => {
  it.each([
    ['US', '11147202', 'B2', 'utility'],
    ['US', '6983076', '', 'utility'],
    ['US', '5123456', 'A', 'utility'],
    ['US', 'RE45678', 'E', 'utility'],
    ['US', 'D901234', 'S', 'design'],
    ['US', 'PP32123', 'P3', 'plant'],
    ['US', '20190124818', 'A1', null],
    ['EP', '1234567', 'B1', null],
  ])('%s%s%s is %s', (country, number, kind, expected) => {
    expect(usPatentKind(country, number, kind)).toBe(expected);
  });

  it('takes the grant date from a granted document only', () => {
    expect(grantDateOf('US', '11147202', 'B2', '2021-10-19')).toBe('2021-10-19');
    expect(grantDateOf('US', '20190124818', 'A1', '2019-05-02')).toBeNull();
  });
});
