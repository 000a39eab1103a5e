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

  describe('two-column pages (patent publications)', () => {
    const rows = (n: number, top: number) => Array.from({ length: n }, (_, i) => top - 14 * i);
    const column = (label: string, x: number, ys: number[]) => ys.map((y, i) => item(`${label} line ${i + 1} of the column`, x, y, 230));
    const lines = (label: string, n: number) => Array.from({ length: n }, (_, i) => `${label} line ${i + 1} of the column`);

    it('reads the left column top to bottom before the right, even where their baselines meet', () => {
      const ys = rows(10, 700);
      expect(pageText([...column('right', 320, ys), ...column('left', 72, ys)]).split('\n')).toEqual([...lines('left', 10), ...lines('right', 10)]);
    });

    it('keeps full-width lines where they stand, reading both columns above one before those below it, and drops what stands in the gutter (line numbers, spaces)', () => {
      const upper = rows(5, 700);
      const lower = rows(5, 610);
      const page = [
        item('A TITLE ACROSS THE WHOLE PAGE', 72, 740, 478),
        ...column('left', 72, upper),
        ...column('right', 320, upper),
        item('A HEADING ACROSS BOTH COLUMNS', 72, 630, 478),
        ...column('lower left', 72, lower),
        ...column('lower right', 320, lower),
        item('5', 307, 644, 6),
        item('10', 305, 574, 10),
        item('   ', 290, 672, 40),
      ];
      expect(pageText(page).split('\n').filter(Boolean)).toEqual([
        'A TITLE ACROSS THE WHOLE PAGE',
        ...lines('left', 5),
        ...lines('right', 5),
        'A HEADING ACROSS BOTH COLUMNS',
        ...lines('lower left', 5),
        ...lines('lower right', 5),
      ]);
    });

    it('reads a table row by row: its cells leave empty bands too, but its rows are not prose', () => {
      const table = rows(12, 700).flatMap((y, i) => [item(String(i + 1), 72, y, 6), item('US-7,123,456-B2', 100, y, 90), item('10-17-2006', 260, y, 60), item('Smith et al.', 400, y, 70)]);
      const text = pageText(table).split('\n');
      expect(text).toHaveLength(12);
      expect(text[0]).toBe('1 US-7,123,456-B2 10-17-2006 Smith et al.');
    });

    it('reads a one-column page line by line', () => {
      const page = rows(20, 700).map((y, i) => item(`line ${i + 1} running across the whole width of the page`, 72, y, 468));
      expect(pageText(page).split('\n')).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i + 1} running across the whole width of the page`));
    });
  });
});
