import { spinnerDimensions } from './spinner-size';

describe('spinnerDimensions', () => {
  it('defaults to size 6 (24 px), a 2 px border and the label Loading...', () => {
    expect(spinnerDimensions()).toEqual({ size: 6, sizePx: 24, borderPx: 2, label: 'Loading...' });
  });

  it('maps each size step to 4 px and clamps to 3–12', () => {
    expect(spinnerDimensions({ size: 3 }).sizePx).toBe(12);
    expect(spinnerDimensions({ size: 12 }).sizePx).toBe(48);
    expect(spinnerDimensions({ size: 1 }).size).toBe(3);
    expect(spinnerDimensions({ size: 40 }).size).toBe(12);
    expect(spinnerDimensions({ size: Number.NaN }).size).toBe(6);
  });

  it('clamps the border width to 1–4 px', () => {
    expect(spinnerDimensions({ borderWidth: 0 }).borderPx).toBe(1);
    expect(spinnerDimensions({ borderWidth: 3 }).borderPx).toBe(3);
    expect(spinnerDimensions({ borderWidth: 9 }).borderPx).toBe(4);
  });

  it('raises the size to at least 8 in overlay mode and labels it Loading content', () => {
    expect(spinnerDimensions({ overlay: true })).toMatchObject({ size: 8, sizePx: 32, label: 'Loading content' });
    expect(spinnerDimensions({ overlay: true, size: 10 }).size).toBe(10);
    expect(spinnerDimensions({ size: 6 }).size).toBe(6);
  });

  it('keeps a given label', () => {
    expect(spinnerDimensions({ label: 'Saving', overlay: true }).label).toBe('Saving');
  });
});
