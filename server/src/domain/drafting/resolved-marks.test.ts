import { applyResolvedMarks, resolutionKeys, type LocatedFinding } from './resolved-marks';

const finding = (text: string, phrase: string, claim: number, occurrence = 0): LocatedFinding => {
  let start = -1;
  for (let i = 0; i <= occurrence; i += 1) start = text.indexOf(phrase, start + 1);
  return { id: `f${claim}-${start}`, claim, kind: 'antecedent', message: `"${phrase}" has no antecedent.`, start, end: start + phrase.length };
};

describe('resolved marks', () => {
  const v1 = '1. A widget comprising a base.\n\n2. The widget of claim 1, wherein the lever is red.';

  it('keeps the key when text elsewhere changes', () => {
    const v2 = '1. A widget comprising a round base and a lid.\n\n2. The widget of claim 1, wherein the lever is bright red.';
    expect(resolutionKeys([finding(v1, 'the lever', 2)], v1)).toEqual(resolutionKeys([finding(v2, 'the lever', 2)], v2));
  });

  it('keeps the key when the claim is renumbered', () => {
    const v2 = '1. A widget comprising a base.\n\n2. A tool.\n\n3. The widget of claim 1, wherein the lever is red.';
    expect(resolutionKeys([finding(v1, 'the lever', 2)], v1)).toEqual(resolutionKeys([finding(v2, 'the lever', 3)], v2));
  });

  it('changes the key when the concerned text changes', () => {
    const v2 = v1.replace('the lever', 'the handle');
    expect(resolutionKeys([finding(v1, 'the lever', 2)], v1)).not.toEqual(resolutionKeys([finding(v2, 'the handle', 2)], v2));
  });

  it('tells repeated findings of the same text apart', () => {
    const text = '1. The lever and the lever.';
    const keys = resolutionKeys([finding(text, 'lever', 1, 0), finding(text, 'lever', 1, 1)], text);
    expect(new Set(keys).size).toBe(2);
  });

  it('marks resolved findings and drops marks whose finding is gone', () => {
    const [key] = resolutionKeys([finding(v1, 'the lever', 2)], v1);
    const kept = applyResolvedMarks([finding(v1, 'the lever', 2)], v1, new Set([key!, 'antecedent:deadbeef:0']));
    expect(kept.findings[0]).toMatchObject({ resolved: true, key });
    expect([...kept.marks]).toEqual([key]);
    const changed = v1.replace('the lever', 'the handle');
    const after = applyResolvedMarks([finding(changed, 'the handle', 2)], changed, kept.marks);
    expect(after.findings[0]?.resolved).toBe(false);
    expect(after.marks.size).toBe(0);
  });
});
