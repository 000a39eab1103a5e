import { parseNumberList } from './number-list';

describe('parseNumberList', () => {
  it('reads pasted numbers, one per line or separated by semicolons', () => {
    expect(parseNumberList('US 10,123,456 B2\nD901234; 8714275\n\n')).toEqual(['US 10,123,456 B2', 'D901234', '8714275']);
  });

  it('takes the number column of a CSV and skips its header', () => {
    expect(parseNumberList('number,title\r\nUS11147202B2,"Wheeled hand truck"\r\n"US 8,714,275",Cart\r\n')).toEqual(['US11147202B2', 'US 8,714,275']);
  });

  it('keeps each number once', () => {
    expect(parseNumberList('US1234567\nUS1234567')).toEqual(['US1234567']);
  });
});
