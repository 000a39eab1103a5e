import { renumberClaims } from './renumber-claims';

describe('renumberClaims', () => {
  it('closes a gap and follows every reference', () => {
    const result = renumberClaims([
      { number: 1, text: 'A widget comprising a base.' },
      { number: 2, text: 'The widget of claim 1, wherein the base is round.' },
      { number: 4, text: 'The widget of claim 2, further comprising a lid.' },
      { number: 5, text: 'The widget of claim 4 or 2, wherein the lid is red.' },
    ]);
    expect(result.claims).toEqual([
      { number: 1, text: 'A widget comprising a base.' },
      { number: 2, text: 'The widget of claim 1, wherein the base is round.' },
      { number: 3, text: 'The widget of claim 2, further comprising a lid.' },
      { number: 4, text: 'The widget of claim 3 or 2, wherein the lid is red.' },
    ]);
    expect([...result.mapping]).toEqual([
      [1, 1],
      [2, 2],
      [4, 3],
      [5, 4],
    ]);
  });

  it('maps a duplicated number to its first claim', () => {
    const result = renumberClaims([
      { number: 1, text: 'A widget.' },
      { number: 2, text: 'The widget of claim 1.' },
      { number: 2, text: 'The widget of claim 2, further comprising a lid.' },
    ]);
    expect(result.claims.map((c) => c.text)).toEqual(['A widget.', 'The widget of claim 1.', 'The widget of claim 2, further comprising a lid.']);
    expect(result.claims.map((c) => c.number)).toEqual([1, 2, 3]);
  });
});
