import { deletionInjections } from './inject';

describe('deletionInjections', () => {
  it('deletes the phrase introducing a term that is referred to later, and points at the reference', () => {
    const text = 'A pump comprising: a housing; an impeller in the housing; and a motor driving said impeller.';
    const found = deletionInjections(text);
    expect(found.map((i) => i.term)).toEqual(['housing', 'impeller']);
    for (const i of found) expect(i.claim.slice(i.at)).toMatch(new RegExp(`^(?:the|said) ${i.term}`));
    expect(found[0]?.claim).toBe('A pump comprising: ; an impeller in the housing; and a motor driving said impeller.');
  });

  it('takes the longest term that is referred to, and skips terms named again before the reference', () => {
    expect(deletionInjections('A tool comprising a drive shaft, wherein the drive shaft turns.').map((i) => i.term)).toEqual(['drive shaft']);
    expect(deletionInjections('A tool comprising a shaft and a second shaft, wherein the shaft turns.')).toEqual([]);
  });

  it('leaves quantities and ordinals alone', () => {
    expect(deletionInjections('A rotor comprising a plurality of blades, wherein the plurality of blades are curved.')).toEqual([]);
  });
});
