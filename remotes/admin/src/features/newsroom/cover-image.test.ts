import { coverFileProblem, fitWidth, parseTags, slugify } from './cover-image';

describe('newsroom editor helpers', () => {
  it('fits covers within 1600 px without enlarging', () => {
    expect(fitWidth(4000, 2000)).toEqual({ width: 1600, height: 800 });
    expect(fitWidth(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('accepts only common image types under 15 MB', () => {
    expect(coverFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(coverFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(coverFileProblem({ type: 'image/jpeg', size: 20 * 1024 * 1024 })).toBe('This image is larger than 15 MB.');
  });
  it('makes addresses and tags', () => {
    expect(slugify('  IDS export — now in Word!  ')).toBe('ids-export-now-in-word');
    expect(slugify('Café & Crème')).toBe('cafe-creme');
    expect(parseTags('IDS, product,, IDS ')).toEqual(['IDS', 'product']);
  });
});
