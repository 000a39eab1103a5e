import { citedByFrom } from './citations';
import { citationDate, classificationSymbol, isoDate, personName } from './normalize';

describe('normalisation', () => {
  it.each([
    ['20211019', '2021-10-19'],
    ['2021-10-19T00:00:00Z', '2021-10-19'],
    ['4/21/2022', '2022-04-21'],
    ['20161200', null],
    ['2021-02-30', null],
    ['', null],
  ])('isoDate(%p) = %p', (raw, iso) => expect(isoDate(raw)).toBe(iso));

  it('keeps a month-precision citation date as a month', () => {
    expect(citationDate('19891200')).toBe('1989-12');
    expect(citationDate('19940111')).toBe('1994-01-11');
  });

  it.each([
    ['H04L 9/32', 'H04L9/32'],
    ['C10L   1/    00', 'C10L1/00'],
    ['H01L21/70 20060101', 'H01L21/70'],
    ['A41D013/00', 'A41D13/00'],
    ['G06F 1516', 'G06F15/16'],
    ['B32B  302', 'B32B3/02'],
    ['1402', null],
    ['438/459', null],
  ])('classificationSymbol(%p) = %p', (raw, symbol) => expect(classificationSymbol(raw)).toBe(symbol));

  it('turns USPTO surname-first names around and reads who cited a reference', () => {
    expect(personName('Henley; Francois J.')).toBe('Francois J. Henley');
    expect(personName('Nvidia Corporation')).toBe('Nvidia Corporation');
    expect(citedByFrom('cited by examiner')).toBe('examiner');
    expect(citedByFrom('cited by applicant')).toBe('applicant');
    expect(citedByFrom('third-party observation')).toBe('third-party');
    expect(citedByFrom(undefined)).toBe('unknown');
  });
});

