import { nameLength, nounPhrases } from './noun-phrases';

/** The name of the first definite reference in `text`, as nameLength cuts it. */
function nameOf(text: string): string {
  const phrase = nounPhrases(text).find((p) => p.definite);
  return phrase ? phrase.words.slice(0, nameLength(phrase, text)).join(' ') : '';
}

describe('nounPhrases', () => {
  it('marks what a claim introduces and what it refers to', () => {
    const phrases = nounPhrases('a drive shaft and at least one blade, wherein the drive shaft turns one or more rotors');
    expect(phrases.map((p) => [p.words.join(' '), p.definite, p.indefinite])).toEqual([
      ['drive shaft', false, true],
      ['blade', false, true],
      ['drive shaft turn', true, false],
      ['rotor', false, true],
    ]);
  });

  it('reads an abbreviation in parentheses as part of the phrase it stands for', () => {
    const [phrase] = nounPhrases('at least one light emitting diode (LED) comprised by the apparatus');
    expect(phrase?.words).toEqual(['light', 'emitting', 'diode']);
    expect(phrase?.acronyms).toEqual([{ at: 3, text: 'led' }]);
  });

  it('splits a reference at a verb that takes an object ("the sensor provides data signals")', () => {
    expect(nounPhrases('wherein the sensor provides data signals').map((p) => [p.words.join(' '), p.definite])).toEqual([
      ['sensor', true],
      ['data signal', false],
    ]);
  });
});

describe('nameLength: where the name of a reference ends (real claim wording)', () => {
  it.each<[string, string]>([
    ['wherein the controller adjusts the valve', 'controller'],
    ['wherein the display encourages execution of the transaction', 'display'],
    ['the plurality of tightening members open beyond the diameter', 'tightening member'],
    ['the strand pressed against the body', 'strand'],
    ['based on the time-stamp assigned to the element', 'time-stamp'],
    ['a portion of the user\'s body', 'user'],
    ['utilizing a protocol for the ASIC chips and coordinating routing', 'asic chip'],
    ['wherein the data signals are transmitted', 'data signal'],
    ['the blades tips are coated', 'blade tip'],
    ['a time lag before the driver of the hybrid vehicle', 'driver'],
  ])('%s → %s', (text, name) => {
    expect(nameOf(text)).toBe(name);
  });
});
