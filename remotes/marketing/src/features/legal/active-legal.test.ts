import { TERMS_SECTIONS } from '@iprism/shared/contracts/legal/terms-text';
import { legalSectionsMarkdown } from '@iprism/shared/contracts/legal/legal-section';
import { sectionsFromMarkdown } from './active-legal';

describe('sectionsFromMarkdown', () => {
  it('splits on ## headings and keeps an introduction', () => {
    expect(sectionsFromMarkdown('Intro text.\n\n## One\n\nFirst.\n\n### Sub\n\nMore.\n## Two\nSecond.')).toEqual([
      { title: 'Introduction', body: 'Intro text.' },
      { title: 'One', body: 'First.\n\n### Sub\n\nMore.' },
      { title: 'Two', body: 'Second.' },
    ]);
  });
  it('reads back the built-in sections it was made from', () => {
    const back = sectionsFromMarkdown(legalSectionsMarkdown(TERMS_SECTIONS));
    expect(back.map((s) => s.title)).toEqual(TERMS_SECTIONS.map((s) => s.title));
  });
});
