import { pageText, type PositionedText } from './page-text';

const item = (str: string, x: number, y: number, width = str.length * 6, height = 12): PositionedText => ({
  str,
  transform: [height, 0, 0, height, x, y],
  width,
  height,
});

describe('pageText', () => {
  it('joins items on one baseline left to right, a space only where there is a gap', () => {
    expect(pageText([item('World', 110, 700), item('Hello', 72, 700), item('!', 140, 700)])).toBe('Hello World!');
  });

  it('keeps sub- and superscripts on their line and orders lines top to bottom', () => {
    expect(pageText([item('second line', 72, 686), item('H', 72, 700), item('2', 78, 697, 4, 8), item('O', 82, 700)])).toBe('H2O\nsecond line');
  });

  it('leaves a blank line for a paragraph-sized vertical gap', () => {
    expect(pageText([item('one', 72, 700), item('two', 72, 686), item('three', 72, 640)])).toBe('one\ntwo\n\nthree');
  });

  it('collapses runs of spaces and returns nothing for an empty page', () => {
    expect(pageText([item('a   b ', 72, 700), item(' c', 120, 700)])).toBe('a b c');
    expect(pageText([])).toBe('');
  });
});
