import { referencedClaims, withoutClaimReferences } from './claim-references-any-language';

describe('referencedClaims', () => {
  it.each([
    ['The device of claim 2, wherein', [2]],
    ['The method of any one of claims 1 to 3', [1, 2, 3]],
    ['Vorrichtung nach Anspruch 2, wobei', [2]],
    ['Verfahren nach einem der Ansprüche 1 bis 3', [1, 2, 3]],
    ["Dispositif selon la revendication 1 ou 4", [1, 4]],
    ['Dispositivo según las reivindicaciones 2 a 4', [2, 3, 4]],
    ['請求項1から3のいずれか一項に記載の装置', [1, 2, 3]],
    ['根据权利要求1或2所述的装置', [1, 2]],
    ['청구항 1 내지 3 중 어느 한 항에 있어서', [1, 2, 3]],
    ['A device comprising 3 levers', []],
  ])('%p → %p', (text, numbers) => {
    expect(referencedClaims(text)).toEqual(numbers);
  });

  it('blanks the references and keeps the offsets', () => {
    const text = 'Vorrichtung nach Anspruch 2 mit Hebel 12';
    const blanked = withoutClaimReferences(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked).not.toContain('2 ');
    expect(blanked).toContain('Hebel 12');
  });
});
