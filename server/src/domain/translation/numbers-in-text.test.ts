import { missingFrom, numbersIn } from './numbers-in-text';

describe('numbersIn', () => {
  it('tells reference numerals from quantities and values', () => {
    expect(numbersIn('a lever 12 pivots on a pin (14) with at least 3 arms of 5 mm and 1.5 % carbon')).toEqual([
      { value: '12', numeral: true, word: 'lever' },
      { value: '14', numeral: true, word: 'pin' },
      { value: '3', numeral: false, word: null },
      { value: '5', numeral: false, word: null },
      { value: '1.5', numeral: false, word: null },
    ]);
  });

  it('reads a decimal comma as a decimal point, and a list comma as a separator', () => {
    expect(numbersIn('eine Dicke von 1,5 mm').map((t) => t.value)).toEqual(['1.5']);
    expect(numbersIn('levers 12, 14 and 16').map((t) => t.value)).toEqual(['12', '14', '16']);
  });

  it('takes the last characters of a CJK term as its word', () => {
    expect(numbersIn('一种装置，包括杠杆12')[0]).toEqual({ value: '12', numeral: true, word: '，包括杠杆'.slice(-4) });
  });
});

describe('missingFrom', () => {
  it('counts repeats', () => {
    expect(missingFrom(['12', '12', '14'], ['12', '14'])).toEqual(['12']);
    expect(missingFrom(['12'], ['12', '14'])).toEqual([]);
  });
});
