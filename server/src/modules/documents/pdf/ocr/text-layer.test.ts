import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DATA } from '../../../../../test/fixtures/documents-data';
import { extractUsptoXml } from '../../uspto-xml/extract-uspto-xml';
import { textLayerState } from './text-layer';

/** Real claims (US 9,358,892 B1). */
const claims = extractUsptoXml(readFileSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata/grant/v4-5-B1.xml'), 'utf8'))
  .structured!.claims.map((claim) => `${claim.number}. ${claim.text}`)
  .join('\n\n');

/** What a font with its own codes and no Unicode map yields: every letter shifted (here by three). */
const shifted = (text: string): string => text.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 3) % 26) + (c === c.toLowerCase() ? 97 : 65)));

describe('textLayerState', () => {
  it('keeps real text: claims, a short heading, Greek and Chinese prose', () => {
    expect(textLayerState(claims)).toBe('usable');
    expect(textLayerState('BACKGROUND OF THE INVENTION')).toBe('usable');
    expect(textLayerState('Η παρούσα εφεύρεση αφορά μια μέθοδο για την ασφαλή μεταφορά δεδομένων μεταξύ δύο συσκευών μέσω ενός δικτύου')).toBe('usable');
    expect(textLayerState('本发明涉及一种用于在两个设备之间通过网络安全传输数据的方法和系统')).toBe('usable');
  });

  it('calls a page with no text, or only a page number, missing', () => {
    expect(textLayerState('')).toBe('missing');
    expect(textLayerState('  \n 12 \n')).toBe('missing');
  });

  it('calls shifted codes, private-use or control characters, and symbol soup garbage', () => {
    expect(textLayerState(shifted(claims))).toBe('garbage');
    const codes = (from: number) => Array.from({ length: 24 }, (_, i) => String.fromCharCode(from + i) + (i % 5 === 4 ? ' ' : '')).join('');
    expect(textLayerState(codes(0xe001))).toBe('garbage');
    expect(textLayerState(codes(0x0e))).toBe('garbage');
    expect(textLayerState(`The ${codes(0xe001)} of the ${codes(0xe101)}`)).toBe('garbage');
    expect(textLayerState('#$%^ *+<> ={}| ~`@# $%^* +<>= {}|~ `@#$ %^*+')).toBe('garbage');
  });
});
