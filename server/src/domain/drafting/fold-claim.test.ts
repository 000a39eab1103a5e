import { patentEvalSets } from '../../modules/analysis/test-data';
import { draftClaimsOf } from './claim-set-text';
import { foldClaim } from './fold-claim';

describe('foldClaim', () => {
  const claims = [
    { number: 1, text: 'A widget comprising: a base; and a lid.' },
    { number: 2, text: 'The widget of claim 1, wherein the lid is hinged.' },
    { number: 3, text: 'The widget of claim 2, further comprising a latch.' },
    { number: 4, text: 'The widget of claim 1 or 2, wherein the base is round.' },
    { number: 5, text: 'A tool comprising a handle.' },
    { number: 6, text: 'The tool of claim 5 wherein the handle is wooden.' },
  ];

  it('writes out the parent and the added limitation', () => {
    expect(foldClaim(claims, 2)[1]).toEqual({ number: 2, text: 'A widget comprising: a base; and a lid; wherein the lid is hinged.' });
    expect(foldClaim(claims, 6)[5]).toEqual({ number: 6, text: 'A tool comprising a handle, wherein the handle is wooden.' });
  });

  it('folds every ancestor in, and leaves the other claims alone', () => {
    const folded = foldClaim(claims, 3);
    expect(folded[2]).toEqual({ number: 3, text: 'A widget comprising: a base; and a lid; wherein the lid is hinged; further comprising a latch.' });
    expect(folded.filter((c) => c.number !== 3)).toEqual(claims.filter((c) => c.number !== 3));
  });

  it('needs the parent chosen for a claim referring to several', () => {
    expect(() => foldClaim(claims, 4)).toThrow('parent: claim 4 refers to claims 1, 2; choose the one to fold in.');
    expect(foldClaim(claims, 4, 2)[3]?.text).toBe('A widget comprising: a base; and a lid; wherein the lid is hinged; wherein the base is round.');
  });

  it('refuses an independent or missing claim', () => {
    expect(() => foldClaim(claims, 1)).toThrow('number: claim 1 is already independent.');
    expect(() => foldClaim(claims, 9)).toThrow('number: there is no claim 9.');
    expect(() => foldClaim([{ number: 1, text: 'The widget of claim 3.' }], 1)).toThrow('number: claim 1 refers to claim 3, which does not exist.');
  });

  it('folds a real two-level dependent claim (liquid ejecting apparatus)', () => {
    const real = draftClaimsOf(patentEvalSets()[2]!.claims);
    const folded = foldClaim(real, 4)[3]!.text;
    expect(folded.startsWith(real[0]!.text.replace(/\.$/, ''))).toBe(true);
    expect(folded).toContain(real[2]!.text.replace(/^.*?claim 1,\s*/, '').replace(/\.$/, ''));
    expect(folded.endsWith(real[3]!.text.replace(/^.*?claim 3,\s*/, ''))).toBe(true);
    expect(folded).not.toMatch(/claim \d/);
  });
});
