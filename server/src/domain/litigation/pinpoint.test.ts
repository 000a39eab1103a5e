import { patentEvalSets } from '../../modules/analysis/test-data';
import { passagesOf } from '../../modules/prior-art/passages';
import { pinpointOf } from './pinpoint';

describe('pinpointOf', () => {
  const claims = patentEvalSets()[2]!.claims;

  it('cites the claim a passage of a real claim set comes from', () => {
    const passages = passagesOf({ publicationNumber: 'X', title: '', abstract: '', claims, description: '' });
    const cites = passages.map((p) => pinpointOf('claims', claims, p.text));
    expect(cites[0]).toBe('claim 1');
    expect(cites.every((c) => /^claim \d+$/.test(c))).toBe(true);
    const numbers = cites.map((c) => Number(c.slice(6)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBeGreaterThan(3);
  });

  it('cites the paragraph number before the passage, or the part of the document', () => {
    const description = '[0011] A lever is shown.\n[0012] The lever 12 pivots on a pin 14. It is made of steel.';
    expect(pinpointOf('description', description, 'It is made of steel.')).toBe('¶ [0012]');
    expect(pinpointOf('description', description, '[0011] A lever is shown.')).toBe('¶ [0011]');
    expect(pinpointOf('description', 'No numbers here at all.', 'No numbers here')).toBe('description');
    expect(pinpointOf('abstract', 'An abstract.', 'An abstract.')).toBe('abstract');
  });
});
