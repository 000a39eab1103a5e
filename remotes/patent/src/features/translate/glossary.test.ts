import { glossaryCsv, parseGlossaryText, parseTbx } from './glossary';

describe('glossary', () => {
  it('reads CSV, tab and semicolon lines, skipping the header and incomplete lines', () => {
    expect(parseGlossaryText('source,target\nlever,Hebel\n"pin, locking",Sperrstift\nhousing\tGehäuse\nspring;Feder\nlonely')).toEqual([
      { source: 'lever', target: 'Hebel' },
      { source: 'pin, locking', target: 'Sperrstift' },
      { source: 'housing', target: 'Gehäuse' },
      { source: 'spring', target: 'Feder' },
    ]);
  });

  it('reads term pairs of a TBX file for the chosen languages', () => {
    const tbx = `<martif><text><body>
      <termEntry id="1"><langSet xml:lang="en"><tig><term>lever</term></tig></langSet><langSet xml:lang="de-DE"><tig><term>Hebel</term></tig></langSet></termEntry>
      <termEntry id="2"><langSet xml:lang="en"><tig><term>R&amp;D unit</term></tig></langSet><langSet xml:lang="fr"><tig><term>unité</term></tig></langSet></termEntry>
    </body></text></martif>`;
    expect(parseTbx(tbx, 'en', 'de')).toEqual([{ source: 'lever', target: 'Hebel' }]);
    expect(parseTbx(tbx, 'en', 'fr')).toEqual([{ source: 'R&D unit', target: 'unité' }]);
  });

  it('writes a CSV that reads back the same', () => {
    const entries = [{ source: 'pin, locking', target: 'Sperrstift "A"' }];
    expect(parseGlossaryText(glossaryCsv(entries))).toEqual(entries);
  });
});
