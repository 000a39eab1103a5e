import { childKeySql, documentPrefix, normaliseCpcSymbol, subclassOf } from './cpc-symbol';

describe('CPC symbols', () => {
  it('normalises spaces and case, and refuses what cannot be a symbol', () => {
    expect(normaliseCpcSymbol('h04l 9/32')).toBe('H04L9/32');
    expect(normaliseCpcSymbol(' G06N ')).toBe('G06N');
    expect(normaliseCpcSymbol('Y')).toBe('Y');
    expect(normaliseCpcSymbol('I01')).toBeNull();
    expect(normaliseCpcSymbol('H04L9/')).toBeNull();
    expect(normaliseCpcSymbol("G06N'; DROP")).toBeNull();
  });

  it('takes the subclass of a full symbol', () => {
    expect(subclassOf('G06N3/084')).toBe('G06N');
    expect(subclassOf('Y02 D 10/00')).toBe('Y02D');
    expect(subclassOf('G06')).toBeNull();
  });

  it('covers a main group’s subgroups and nothing of a longer group number', () => {
    expect(documentPrefix('G06N3/00')).toBe('G06N3/');
    expect(documentPrefix('H04L9/32')).toBe('H04L9/32');
    expect(documentPrefix('G06')).toBe('G06');
  });

  it('names the child of each level as SQL, and none below main groups', () => {
    expect(childKeySql('section')).toBe('left(symbol, 3)');
    expect(childKeySql('subclass')).toContain("split_part(symbol, '/', 1)");
    expect(childKeySql('group')).toBeNull();
  });
});
