import { metadataTitle } from './metadata-title';

describe('metadataTitle', () => {
  it.each([
    ['Adaptive wind turbine blade pitch control', 'Adaptive wind turbine blade pitch control'],
    ['  Wheeled   hand truck ', 'Wheeled hand truck'],
    ['Microsoft Word - draft 3.docx', null],
    ['v4-5-B1.pdf', null],
    ['Untitled', null],
    ['Document1', null],
    ['C:\\Users\\jdoe\\spec', null],
    ['Scanned Document', null],
    ['1', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(metadataTitle(value)).toBe(expected);
  });
});
