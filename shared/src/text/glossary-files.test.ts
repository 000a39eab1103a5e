import { glossaryCsv, glossaryTbx, mergeGlossaries, parseGlossaryText, parseTbx } from './glossary-files';

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

  it('writes a TBX that reads back the same, markup in terms escaped', () => {
    const entries = [
      { source: 'R&D <unit>', target: 'F&E-Einheit' },
      { source: 'lever', target: 'Hebel' },
    ];
    const tbx = glossaryTbx(entries, 'en', 'de');
    expect(tbx).toContain('<term>R&amp;D &lt;unit&gt;</term>');
    expect(parseTbx(tbx, 'en', 'de')).toEqual(entries);
  });

  it('merges glossaries one pair per source term, the later list winning', () => {
    expect(mergeGlossaries([{ source: 'Lever', target: 'Hebel' }, { source: 'pin', target: 'Stift' }], [{ source: 'lever ', target: 'Arm' }])).toEqual([
      { source: 'lever', target: 'Arm' },
      { source: 'pin', target: 'Stift' },
    ]);
  });
});
