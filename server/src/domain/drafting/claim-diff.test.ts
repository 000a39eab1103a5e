import { ClaimDiffSchema } from '@iprism/shared/contracts';
import { patentEvalSets } from '../../modules/analysis/test-data';
import { diffClaimSets, wordChanges } from './claim-diff';
import { draftClaimsOf } from './claim-set-text';
import { moveClaim } from './move-claim';

describe('wordChanges', () => {
  it('marks the changed words and ignores whitespace runs', () => {
    expect(wordChanges('a  red lid', 'a blue lid')).toEqual([
      { type: 'same', text: 'a ' },
      { type: 'removed', text: 'red' },
      { type: 'added', text: 'blue' },
      { type: 'same', text: ' lid' },
    ]);
  });
});

describe('diffClaimSets', () => {
  const v1 = [
    { number: 1, text: 'A widget comprising a base and a lid.' },
    { number: 2, text: 'The widget of claim 1, wherein the lid is red.' },
    { number: 3, text: 'The widget of claim 1, wherein the base is round.' },
    { number: 4, text: 'The widget of claim 1, further comprising a handle made of oak.' },
  ];

  it('reports unchanged claims as such', () => {
    const diff = diffClaimSets(v1, v1);
    expect(diff.counts).toEqual({ unchanged: 4, changed: 0, added: 0, removed: 0, moved: 0 });
    expect(ClaimDiffSchema.parse(diff)).toEqual(diff);
  });

  it('takes a claim whose wording mostly stays as changed, even when its additions differ', () => {
    const v2 = [...v1.slice(0, 3), { number: 4, text: 'The widget of claim 1, further comprising a spring.' }];
    const entry = diffClaimSets(v1, v2).entries[3]!;
    expect([entry.status, entry.beforeNumber, entry.afterNumber]).toEqual(['changed', 4, 4]);
    expect(entry.words.filter((w) => w.type === 'added').map((w) => w.text.trim())).toEqual(['spring']);
  });

  it('finds changed words, a removed and an added claim, in the later order, removals first as in a unified diff', () => {
    const v2 = [v1[0]!, { number: 2, text: 'The widget of claim 1, wherein the lid is blue.' }, v1[2]!, { number: 4, text: 'A method of making a widget by moulding it in one piece.' }];
    const diff = diffClaimSets(v1, v2);
    expect(diff.entries.map((e) => [e.status, e.beforeNumber, e.afterNumber])).toEqual([
      ['unchanged', 1, 1],
      ['changed', 2, 2],
      ['unchanged', 3, 3],
      ['removed', 4, null],
      ['added', null, 4],
    ]);
    expect(diff.entries[1]!.words.filter((w) => w.type !== 'same')).toEqual([
      { type: 'removed', text: 'red' },
      { type: 'added', text: 'blue' },
    ]);
  });

  it('sees a moved claim as moved, not removed and added', () => {
    const moved = moveClaim(v1, 4, 2).claims;
    const diff = diffClaimSets(v1, moved);
    expect(diff.entries.map((e) => [e.status, e.beforeNumber, e.afterNumber, e.moved])).toEqual([
      ['unchanged', 1, 1, false],
      ['unchanged', 4, 2, true],
      ['unchanged', 2, 3, false],
      ['unchanged', 3, 4, false],
    ]);
    expect(diff.counts.moved).toBe(1);
  });

  it('compares two versions of a real claim set', () => {
    const claims = draftClaimsOf(patentEvalSets()[2]!.claims);
    const edited = moveClaim(claims, 5, 2).claims.map((c) => (c.number === 4 ? { ...c, text: c.text.replace('separator', 'partition') } : c));
    const diff = diffClaimSets(claims, edited.filter((c) => c.number !== 3));
    // Old claim 4 changes too: its reference to claim 3 now reads claim 4.
    expect(diff.counts).toEqual({ unchanged: 2, changed: 2, added: 0, removed: 1, moved: 1 });
    const changed = diff.entries.find((e) => e.beforeNumber === 3)!;
    expect([changed.status, changed.afterNumber]).toEqual(['changed', 4]);
    expect(diff.entries.find((e) => e.beforeNumber === 4)?.words.filter((w) => w.type !== 'same').map((w) => w.text)).toEqual(['3', '4']);
    expect(changed.words.filter((w) => w.type === 'removed').map((w) => w.text)).toContain('separator');
    expect(diff.entries.find((e) => e.status === 'removed')?.beforeNumber).toBe(2);
  });
});
