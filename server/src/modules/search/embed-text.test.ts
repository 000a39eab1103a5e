import { join } from 'node:path';
import { REPO_ROOT } from '../../platform/config/config';
import { EMBED_WORDS, embeddingText, firstClaim } from './embed-text';
import { patentEvalClaimSets } from './sample-corpus';

describe('embedding text', () => {
  it('takes the title and the abstract', () => {
    expect(embeddingText({ title: ' Bat ', abstract: 'A bat.', claims: '1. A bat.' })).toBe('Bat\nA bat.');
  });

  it('takes the first claim when there is no abstract', () => {
    expect(embeddingText({ title: 'Bat', abstract: '', claims: '1. A bat comprising a barrel. 2. The bat of claim 1, wherein the barrel is hollow.' })).toBe('Bat\nA bat comprising a barrel.');
  });

  it('reads the first EMBED_WORDS words, the title among them', () => {
    const abstract = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
    const text = embeddingText({ title: 'Hook  assembly', abstract, claims: '' });
    expect(text.split(/\s+/)).toHaveLength(EMBED_WORDS);
    expect(text).toBe(`Hook  assembly\n${abstract.split(' ').slice(0, EMBED_WORDS - 2).join(' ')}`);
  });

  it('finds claim 1 of real claim sets (PatentEval, HUPD)', () => {
    const rows = patentEvalClaimSets(join(REPO_ROOT, '..', 'shared', 'data'));
    const firsts = rows.slice(0, 50).map((r) => firstClaim(r.claims));
    expect(firsts.every((c) => c.length > 40 && !/\bclaim 1\b/.test(c))).toBe(true);
    expect(firsts[0]).toMatch(/^A device, comprising:/);
  });
});
